import { toIsoDate } from '../format/dates';
import {
  defaultPaymentDay,
  endYearMonth,
  firstDebitDate,
  recurringPlanDates,
} from './recurring-dates';
import { taipeiToday } from '../format/taipei-date';

const day = (iso: string): Date => {
  const [year, month, date] = iso.split('-').map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, date ?? 1, 9, 30);
};

describe('firstDebitDate (spec 4: this month if the day is still ahead, else next month)', () => {
  it.each([
    ['2025-03-10', 15, '2025-03-15'],
    ['2025-03-10', 11, '2025-03-11'],
    ['2025-03-10', 10, '2025-04-10'],
    ['2025-03-10', 1, '2025-04-01'],
    ['2025-12-20', 5, '2026-01-05'],
    ['2025-01-31', 28, '2025-02-28'],
  ])('on %s with day %d: %s', (today, paymentDay, first) => {
    expect(toIsoDate(firstDebitDate(paymentDay, day(today)))).toBe(first);
  });
});

describe('endYearMonth (spec 4: first + frequency x (periods - 1) months)', () => {
  it.each([
    ['2025-03-15', 1, 12, 202602],
    ['2025-03-15', 3, 4, 202512],
    ['2025-11-05', 2, 2, 202601],
    ['2025-04-01', 1, 100, 203307],
    ['2025-04-01', 3, 100, 205001],
  ])('%s every %d months for %d periods ends %d', (first, frequency, periods, end) => {
    expect(endYearMonth(day(first), frequency, periods)).toBe(end);
  });
});

describe('defaultPaymentDay (spec 4: the day after today, within 1..28)', () => {
  it.each([
    ['2025-03-10', 11],
    ['2025-03-27', 28],
    ['2025-03-28', 1],
    ['2025-03-30', 1],
    ['2025-03-31', 1],
    ['2025-02-28', 1],
    ['2024-02-28', 1],
  ])('on %s: %d', (today, expected) => {
    expect(defaultPaymentDay(day(today))).toBe(expected);
  });
});

it('recurringPlanDates gives the draft next_date and the stop_pay_date', () => {
  expect(recurringPlanDates(5, 1, 12, day('2025-03-10'))).toEqual({
    firstDate: '2025-04-05',
    stopPayDate: 202603,
  });
});

describe('recurring dates on a Taipei day', () => {
  it('a Taipei morning that is still yesterday in UTC debits first on the Taipei tomorrow', () => {
    const today = taipeiToday(new Date('2026-11-23T22:04:00Z'));
    expect(defaultPaymentDay(today)).toBe(25);
    expect(recurringPlanDates(defaultPaymentDay(today), 1, 12, today).firstDate).toBe('2026-11-25');
  });
});
