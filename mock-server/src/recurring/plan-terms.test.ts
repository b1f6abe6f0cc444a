import { RpcError } from '../core/rpc';
import { activeStatus, isActivePlan, planTerms, RECURRING_MESSAGES } from './plan-terms';

// Today is 2025-03-10, payment day 20: the first debit is 2025-03-20.
const TODAY = '2025-03-10';
const valid = { frequency: 1, payment_date: 20, stop_pay_date: 202512 };

const failure = (
  input: typeof valid,
): { status: number; rc: number; messages: string[] } | null => {
  try {
    planTerms(input, TODAY);
    return null;
  } catch (error) {
    if (!(error instanceof RpcError)) throw error;
    return { status: error.httpStatus, rc: error.rc, messages: error.messages };
  }
};

describe('recurring plan terms', () => {
  it.each([
    ['frequency 0', { frequency: 0 }, RECURRING_MESSAGES.frequency],
    ['frequency 4', { frequency: 4 }, RECURRING_MESSAGES.frequency],
    ['payment day 0', { payment_date: 0 }, RECURRING_MESSAGES.paymentDay],
    ['payment day 29', { payment_date: 29 }, RECURRING_MESSAGES.paymentDay],
    ['no end month', { stop_pay_date: 0 }, RECURRING_MESSAGES.periodsMissing],
    ['month 13', { stop_pay_date: 202513 }, RECURRING_MESSAGES.periodsMissing],
    ['1 period', { stop_pay_date: 202503 }, RECURRING_MESSAGES.periodsMin],
    ['an end before the first debit', { stop_pay_date: 202412 }, RECURRING_MESSAGES.periodsMin],
    ['101 periods', { stop_pay_date: 203307 }, RECURRING_MESSAGES.periodsMax],
    [
      '101 periods every 3 months',
      { frequency: 3, stop_pay_date: 205003 },
      RECURRING_MESSAGES.periodsMax,
    ],
  ])('refuses %s with RC 422 over HTTP 200', (_label, change, message) => {
    expect(failure({ ...valid, ...change })).toEqual({ status: 200, rc: 422, messages: [message] });
  });

  it.each([
    ['2 periods', { stop_pay_date: 202504 }, 2],
    ['100 periods', { stop_pay_date: 203306 }, 100],
    ['payment day 1', { payment_date: 1, stop_pay_date: 202505 }, 2],
    ['payment day 28', { payment_date: 28, stop_pay_date: 202504 }, 2],
    ['every 3 months', { frequency: 3, stop_pay_date: 202512 }, 4],
  ])('accepts %s', (_label, change, periods) => {
    expect(planTerms({ ...valid, ...change }, TODAY).total_periods).toBe(periods);
  });

  it('derives the first debit and aligns the end to the frequency', () => {
    expect(planTerms({ frequency: 2, payment_date: 5, stop_pay_date: 202512 }, TODAY)).toEqual({
      frequency: 2,
      payment_date: 5,
      first_payment_date: '2025-04-05',
      total_periods: 5,
      stop_pay_date: 202512,
    });
    expect(
      planTerms({ frequency: 3, payment_date: 5, stop_pay_date: 202512 }, TODAY),
    ).toMatchObject({ total_periods: 3, stop_pay_date: 202510 });
  });

  it('needs adjustment (1) when the card expires before the last debit', () => {
    expect(activeStatus(202612, '202611')).toBe(1);
    expect(activeStatus(202611, '202611')).toBe(0);
    expect(activeStatus(202601, '202611')).toBe(0);
  });

  it.each([
    [0, true],
    [1, true],
    [2, false],
    [3, false],
    [4, false],
    [6, false],
  ] as const)('counts a plan of status %i as active: %s', (status, active) => {
    expect(isActivePlan({ status })).toBe(active);
  });
});
