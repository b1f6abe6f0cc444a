import { PERIODS_MAX, PERIODS_MIN } from '../constants/business';
import {
  addMonths,
  addMonthsToMonth,
  cardValidOn,
  defaultPaymentDay,
  endAtCardExpiry,
  isYearMonth,
  monthsBetween,
  needsAdjustment,
  perPeriodTotal,
  periodsUntil,
  recurringPlanDates,
  taipeiIsoToday,
} from './recurring-schedule';

// The one statement of a recurring plan's calendar (docs/screens/giving.md, recurring setup):
// what the setup form promises is what the mock server charges, so both read these rows.
describe('a plan set up on a Taipei day', () => {
  it.each([
    // today, payment day, every n months, periods -> first debit, last debit, stop_pay_date
    ['2025-03-10', 15, 1, 12, '2025-03-15', '2026-02-15', 202602],
    ['2025-03-10', 11, 1, 2, '2025-03-11', '2025-04-11', 202504],
    ['2025-03-10', 10, 1, 12, '2025-04-10', '2026-03-10', 202603],
    ['2025-03-10', 1, 3, 4, '2025-04-01', '2026-01-01', 202601],
    ['2025-03-10', 5, 1, 12, '2025-04-05', '2026-03-05', 202603],
    ['2025-12-20', 5, 2, 2, '2026-01-05', '2026-03-05', 202603],
    ['2026-12-28', 28, 3, 4, '2027-01-28', '2027-10-28', 202710],
    // month ends: the day after the 28th is next month's day
    ['2025-01-31', 28, 1, 2, '2025-02-28', '2025-03-28', 202503],
    ['2025-02-28', 28, 1, 2, '2025-03-28', '2025-04-28', 202504],
    // leap years: 29 February is a day like any other
    ['2024-02-28', 28, 1, 2, '2024-03-28', '2024-04-28', 202404],
    ['2024-02-29', 1, 1, 2, '2024-03-01', '2024-04-01', 202404],
    ['2024-01-31', 28, 12, 2, '2024-02-28', '2025-02-28', 202502],
    // the spec's limits: 2 to 100 periods, every 1 to 3 months
    ['2025-03-10', 20, 1, PERIODS_MIN, '2025-03-20', '2025-04-20', 202504],
    ['2025-03-10', 1, 1, PERIODS_MAX, '2025-04-01', '2033-07-01', 203307],
    ['2025-03-10', 1, 3, PERIODS_MAX, '2025-04-01', '2050-01-01', 205001],
  ])(
    'on %s, day %i, every %i months, %i periods: first %s, last %s, end %i',
    (today, paymentDay, frequency, periods, firstDate, lastDate, stopPayDate) => {
      expect(recurringPlanDates(paymentDay, frequency, periods, today)).toEqual({
        firstDate,
        lastDate,
        stopPayDate,
      });
      // The server counts the periods back from the end the page sends.
      expect(periodsUntil(firstDate, stopPayDate, frequency)).toBe(periods);
    },
  );
});

describe('the default payment day is tomorrow, within 1 to 28', () => {
  it.each([
    ['2025-03-10', 11],
    ['2025-03-27', 28],
    ['2025-03-28', 1],
    ['2025-03-31', 1],
    ['2025-02-27', 28],
    ['2024-02-28', 1],
    ['2024-02-29', 1],
  ])('on %s: %i', (today, expected) => {
    expect(defaultPaymentDay(today)).toBe(expected);
  });

  it('reckons today in Taipei: a Taipei morning that is still yesterday in UTC', () => {
    const today = taipeiIsoToday(new Date('2026-11-23T22:04:00Z'));
    expect(today).toBe('2026-11-24');
    expect(recurringPlanDates(defaultPaymentDay(today), 1, 12, today).firstDate).toBe('2026-11-25');
  });
});

describe('month arithmetic', () => {
  it.each([
    ['2025-01-28', 1, '2025-02-28'],
    ['2025-11-15', 3, '2026-02-15'],
    ['2025-01-31', 1, '2025-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2025-05-10', -13, '2024-04-10'],
  ])('%s plus %i months is %s', (day, months, expected) => {
    expect(addMonths(day, months)).toBe(expected);
  });

  it.each([
    [202511, 202602, 3],
    [202602, 202511, -3],
    [202501, 202501, 0],
  ])('from %i to %i is %i months', (from, to, months) => {
    expect(monthsBetween(from, to)).toBe(months);
    expect(addMonthsToMonth(from, months)).toBe(to);
  });

  it.each([
    [202501, true],
    [202512, true],
    [202513, false],
    [202500, false],
    [2025, false],
    [202501.5, false],
  ])('%d is a year-month: %s', (value, expected) => {
    expect(isYearMonth(value)).toBe(expected);
  });
});

describe('periods up to an end month', () => {
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
  ])('ending in %i every %i months gives %i periods', (stop, frequency, periods) => {
    expect(periodsUntil('2025-04-10', stop, frequency)).toBe(periods);
  });
});

describe('the card and the plan', () => {
  it.each([
    // first debit, every n months, card expiry -> debits, the month of the last
    ['2026-12-10', 1, '202612', 1, 202612],
    ['2026-12-10', 1, '202701', 2, 202701],
    ['2025-12-10', 1, '202611', 12, 202611],
    ['2025-12-10', 3, '202611', 4, 202609],
    ['2025-11-28', 2, '202612', 7, 202611],
    ['2027-01-10', 1, '202612', 0, 202701],
  ])(
    'ending at the card expiry: first %s every %i months, card to %s: %i debits, the last in %i',
    (first, frequency, exym, periods, lastMonth) => {
      expect(
        endAtCardExpiry({ first_payment_date: first, frequency, cardlink_exym: exym }),
      ).toEqual({ periods, lastMonth });
    },
  );

  it.each([
    [202612, '202611', true],
    [202611, '202611', false],
    [202601, '202611', false],
  ])('a plan ending %i on a card to %s needs adjustment: %s', (stop, exym, expected) => {
    expect(needsAdjustment(stop, exym)).toBe(expected);
  });

  it.each([
    ['202611', '2026-11-28', true],
    ['202611', '2026-12-01', false],
    ['202402', '2024-02-29', true],
  ])('a card to %s pays a debit on %s: %s', (exym, day, expected) => {
    expect(cardValidOn(exym, day)).toBe(expected);
  });
});

it('the per-period total is the sum of the package amounts', () => {
  expect(perPeriodTotal([{ package_amount: 1000 }, { package_amount: 500 }])).toBe(1500);
  expect(perPeriodTotal([])).toBe(0);
});
