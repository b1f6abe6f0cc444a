import { characterCount } from './character-count';

describe('characterCount', () => {
  it.each([
    ['', 0],
    ['家用卡', 3],
    ['😀😀😀😀😀😀', 6],
    ['👨‍👩‍👧', 1],
    ['🇹🇼', 1],
    ['e\u0301', 1],
    ['VISA 2222', 9],
  ])('counts %p as %i', (text, count) => {
    expect(characterCount(text)).toBe(count);
  });
});
