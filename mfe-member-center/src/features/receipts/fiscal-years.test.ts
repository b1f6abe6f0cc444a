import { fiscalYears } from './fiscal-years';

describe('fiscal-year choices', () => {
  it.each<[string, number[]]>([
    ['2022-06-01', [2022]],
    ['2025-01-01', [2025, 2024, 2023, 2022]],
    ['2026-12-31', [2026, 2025, 2024, 2023, 2022]],
  ])('on %s runs from this year back to 2022: %j', (day, years) => {
    expect(fiscalYears(new Date(`${day}T12:00:00`))).toEqual(years);
  });
});
