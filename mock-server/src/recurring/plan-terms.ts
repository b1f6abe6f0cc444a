import { ruleBroken } from '../core/errors';
import type { AchPlanRecord, MemberRecord } from '../store/collections';
import {
  PAYMENT_DAY_MAX,
  PAYMENT_DAY_MIN,
  PERIODS_MAX,
  PERIODS_MIN,
  firstDebitDate,
  isFrequency,
  isYearMonth,
  lastDebitMonth,
  needsAdjustment,
  periodsUntil,
  type Frequency,
} from '@eoffering/shared/rules';

/** Texts of recurring rule errors; the periods texts are docs/api-contract.md's. */
export const RECURRING_MESSAGES = {
  frequency: 'frequency must be every 1, 2 or 3 months',
  paymentDay: 'payment day must be between 1 and 28',
  periodsMissing: 'please enter periods',
  periodsMin: 'total periods cannot be lower than 2',
  periodsMax: 'total periods cannot be higher than 100',
  notActive: 'this recurring giving setting is not active',
  identity:
    'please add your identity number (member centre, personal data) before setting up recurring giving',
} as const;

export interface PlanTerms {
  frequency: Frequency;
  payment_date: number;
  first_payment_date: string;
  total_periods: number;
  /** The month of the last debit (stop_pay_date as sent, aligned to the plan's frequency). */
  stop_pay_date: number;
}

/**
 * The schedule a recurring request asks for, checked against docs/api-contract.md: frequency, payment day, and
 * the periods implied by stop_pay_date (docs/api-contract.md: end = first + frequency x (periods - 1)).
 * `today` is the Taipei day of the request. Throws RC 422 with the spec's message otherwise.
 */
export const planTerms = (
  input: { frequency: number; payment_date: number; stop_pay_date: number },
  today: string,
): PlanTerms => {
  const { frequency, payment_date: paymentDay, stop_pay_date: stop } = input;
  if (!isFrequency(frequency)) throw ruleBroken(RECURRING_MESSAGES.frequency);
  if (
    !Number.isInteger(paymentDay) ||
    paymentDay < PAYMENT_DAY_MIN ||
    paymentDay > PAYMENT_DAY_MAX
  ) {
    throw ruleBroken(RECURRING_MESSAGES.paymentDay);
  }
  if (!isYearMonth(stop)) throw ruleBroken(RECURRING_MESSAGES.periodsMissing);
  const first = firstDebitDate(paymentDay, today);
  const periods = periodsUntil(first, stop, frequency);
  if (periods < PERIODS_MIN) throw ruleBroken(RECURRING_MESSAGES.periodsMin);
  if (periods > PERIODS_MAX) throw ruleBroken(RECURRING_MESSAGES.periodsMax);
  return {
    frequency,
    payment_date: paymentDay,
    first_payment_date: first,
    total_periods: periods,
    stop_pay_date: lastDebitMonth(first, frequency, periods),
  };
};

/** docs/api-contract.md: recurring setup needs a donor identity number on file (sid_status not -1). */
export const requireIdentity = (member: MemberRecord): void => {
  if (member.member_social_identity === '') throw ruleBroken(RECURRING_MESSAGES.identity);
};

/**
 * docs/api-contract.md status of a plan that has a card: 1 needs adjustment when the card expires before the
 * last debit (a card is valid through its expiry month), else 0 success.
 */
export const activeStatus = (stopPayDate: number, cardExym: string): 0 | 1 =>
  needsAdjustment(stopPayDate, cardExym) ? 1 : 0;

/** The periods of a plan: as stored, else from its first debit and end month. */
export const planPeriods = (plan: AchPlanRecord): number =>
  plan.total_periods ?? periodsUntil(plan.first_payment_date, plan.stop_pay_date, plan.frequency);
