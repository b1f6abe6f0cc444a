import { toHalfWidth } from './half-width';

describe('toHalfWidth', () => {
  it.each([
    ['Ａ１２３４５６７８９', 'A123456789'],
    ['ａｂｃ－１２３', 'abc-123'],
    ['０９１２－３４５－６７８', '0912-345-678'],
    ['１，０００', '1,000'],
    ['　Ａ１　', ' A1 '],
    ['王小明 A123', '王小明 A123'],
    // Only full-width forms change: circled digits and ligatures are not what was typed.
    ['①ﬁ', '①ﬁ'],
    ['', ''],
  ])('reads %p as %p', (typed, expected) => {
    expect(toHalfWidth(typed)).toBe(expected);
  });
});
