import { parseReceiptQuery, toReceiptQuery } from './receipt-query';

const YEARS = [2026, 2025, 2024, 2023, 2022];

describe('the receipt page URL query', () => {
  it.each([
    ['', { year: 2026, titleAid: 0 }],
    ['year=2024&title=1', { year: 2024, titleAid: 1 }],
    ['year=2021&title=-1', { year: 2026, titleAid: 0 }],
    ['year=abc&title=x', { year: 2026, titleAid: 0 }],
  ])('?%s is %j', (query, expected) => {
    expect(parseReceiptQuery(new URLSearchParams(query), YEARS)).toEqual(expected);
  });

  it('writes the year and the title', () => {
    expect(toReceiptQuery({ year: 2025, titleAid: 2 }).toString()).toBe('year=2025&title=2');
  });
});
