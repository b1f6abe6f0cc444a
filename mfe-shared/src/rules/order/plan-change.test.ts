import {
  cardCoversPlan,
  changeWindow,
  endInMonth,
  lastDebitFrom,
  nextAfterPause,
  nextAfterResume,
  nextAfterSkip,
  nextWithPaymentDay,
  pauseMonths,
  shiftDay,
  type PlanCourse,
} from './plan-change';

const plan = (overrides: Partial<PlanCourse> = {}): PlanCourse => ({
  next_payment_date: '2026-12-10',
  frequency: 1,
  payment_date: 10,
  total_periods: 12,
  paid_periods: 4,
  ...overrides,
});

describe('shiftDay', () => {
  it.each([
    ['2026-12-10', -3, '2026-12-07'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-12-31', 1, '2027-01-01'],
  ])('%s moved %i days is %s', (day, days, expected) => {
    expect(shiftDay(day, days)).toBe(expected);
  });
});

describe('the change window before a debit', () => {
  it.each([
    // today, cut-off days -> open, or reopens on / first debit the change counts for
    ['2026-12-06', 3, { open: true }],
    ['2026-12-07', 3, { open: false, reopensOn: '2026-12-11', effectiveFrom: '2027-01-10' }],
    ['2026-12-10', 3, { open: false, reopensOn: '2026-12-11', effectiveFrom: '2027-01-10' }],
    ['2026-12-12', 3, { open: false, reopensOn: '2026-12-11', effectiveFrom: '2027-01-10' }],
    ['2026-12-09', 0, { open: true }],
    ['2026-12-10', 0, { open: false, reopensOn: '2026-12-11', effectiveFrom: '2027-01-10' }],
  ])('on %s with %i cut-off days: %j', (today, cutoff, expected) => {
    expect(changeWindow(plan(), cutoff, today)).toEqual(expected);
  });

  it('names the debit one period on for a plan every 3 months', () => {
    expect(changeWindow(plan({ frequency: 3 }), 3, '2026-12-08')).toEqual({
      open: false,
      reopensOn: '2026-12-11',
      effectiveFrom: '2027-03-10',
    });
  });
});

describe('a new debit day', () => {
  it.each([
    // today, new day, frequency -> next debit
    ['2026-12-01', 20, 1, '2026-12-20'],
    ['2026-12-01', 5, 1, '2026-12-05'],
    ['2026-12-01', 4, 1, '2027-01-04'],
    ['2026-12-01', 4, 3, '2027-03-04'],
    ['2026-11-20', 1, 1, '2026-12-01'],
  ])('on %s, day %i every %i months: next debit %s', (today, day, frequency, expected) => {
    expect(nextWithPaymentDay(plan({ frequency }), day, 3, today)).toBe(expected);
  });
});

describe('a paused, skipped or resumed plan keeps its number of debits and ends later', () => {
  it.each([
    // change, every n months, next debit -> last debit (8 debits left)
    ['as it is', 1, plan().next_payment_date, '2027-07-10'],
    ['paused until 2027-03', 1, nextAfterPause(plan(), 202703), '2027-10-10'],
    ['skipped once', 1, nextAfterSkip(plan()), '2027-08-10'],
    ['skipped every 2 months', 2, nextAfterSkip(plan({ frequency: 2 })), '2028-04-10'],
  ])('%s, every %i months: next %s, last %s', (_change, frequency, next, last) => {
    expect(lastDebitFrom(plan({ frequency }), next)).toBe(last);
  });

  it('offers to pause until each of the 12 months after the next debit', () => {
    const months = pauseMonths(plan());
    expect(months).toHaveLength(12);
    expect(months[0]).toBe(202701);
    expect(months[11]).toBe(202712);
  });

  it.each([
    // today, paused next debit -> next debit once resumed
    ['2026-11-20', '2027-03-10', '2026-12-10'],
    ['2026-12-08', '2027-03-10', '2027-01-10'],
    ['2026-12-20', '2027-01-10', '2027-01-10'],
  ])('resumed on %s while paused until %s: next debit %s', (today, paused, expected) => {
    expect(nextAfterResume(plan({ next_payment_date: paused }), 3, today)).toBe(expected);
  });
});

describe('a card for a changed plan', () => {
  it.each([
    ['2027-07-10', '202707', true],
    ['2027-07-10', '202708', true],
    ['2027-08-10', '202707', false],
  ])('last debit %s, card valid through %s: %s', (last, exym, covers) => {
    expect(cardCoversPlan(last, exym)).toBe(covers);
  });
});

describe('endInMonth: a plan ended in its card’s expiry month', () => {
  // Each plan first debited on 2026-08-10: a pause or a skip has moved its next debit since.
  it.each<[string, Partial<PlanCourse>, number, ReturnType<typeof endInMonth>]>([
    ['on its first calendar', {}, 202703, { periods: 8, remaining: 4, lastMonth: 202703 }],
    [
      'after a pause until 2027/02',
      { next_payment_date: '2027-02-10' },
      202703,
      { periods: 6, remaining: 2, lastMonth: 202703 },
    ],
    [
      'after a skip, no debit made',
      { next_payment_date: '2026-09-10', paid_periods: 0 },
      202609,
      { periods: 1, remaining: 1, lastMonth: 202609 },
    ],
    [
      'every two months after a pause, the expiry between two debits',
      { frequency: 2, next_payment_date: '2027-03-10', paid_periods: 2 },
      202708,
      { periods: 5, remaining: 3, lastMonth: 202707 },
    ],
    [
      'the card expiring before the next debit',
      { next_payment_date: '2027-02-10' },
      202701,
      { periods: 4, remaining: 0, lastMonth: 202702 },
    ],
  ])('%s', (_case, course, stopMonth, expected) => {
    expect(endInMonth(plan(course), stopMonth)).toEqual(expected);
  });
});
