import {
  addMonths,
  addMonthsToMonth,
  firstDebitDate,
  isMonth,
  lastDebitMonth,
  monthsBetween,
  periodsUntil,
} from './schedule';

describe('recurring schedule', () => {
  it.each([
    // spec 4: the chosen day this month if it is still to come, otherwise next month
    ['2025-03-10', 11, '2025-03-11'],
    ['2025-03-10', 10, '2025-04-10'],
    ['2025-03-10', 1, '2025-04-01'],
    ['2025-12-20', 5, '2026-01-05'],
  ])('on %s with payment day %i the first debit is %s', (today, day, first) => {
    expect(firstDebitDate(today, day)).toBe(first);
  });

  it.each([
    ['2025-01-28', 1, '2025-02-28'],
    ['2025-11-15', 3, '2026-02-15'],
    ['2025-01-31', 1, '2025-02-28'],
  ])('%s plus %i months is %s', (day, months, expected) => {
    expect(addMonths(day, months)).toBe(expected);
  });

  it('counts months across years', () => {
    expect(monthsBetween(202511, 202602)).toBe(3);
    expect(monthsBetween(202602, 202511)).toBe(-3);
    expect(addMonthsToMonth(202511, 14)).toBe(202701);
  });

  it.each([
    // first debit 2025-04-10
    [202504, 1, 1],
    [202505, 1, 2],
    [202507, 3, 2],
    [202509, 3, 2],
    [202510, 3, 3],
    [202503, 1, 0],
    [203307, 1, 100],
    [203308, 1, 101],
  ])('stopping in %i every %i months gives %i periods', (stop, frequency, periods) => {
    expect(periodsUntil('2025-04-10', stop, frequency)).toBe(periods);
  });

  it('finds the month of the last debit', () => {
    expect(lastDebitMonth('2025-04-10', 3, 3)).toBe(202510);
    expect(lastDebitMonth('2025-11-10', 2, 2)).toBe(202601);
  });

  it.each([
    [202501, true],
    [202512, true],
    [202513, false],
    [202500, false],
    [2025, false],
  ])('%i is a month: %s', (value, expected) => {
    expect(isMonth(value)).toBe(expected);
  });
});
