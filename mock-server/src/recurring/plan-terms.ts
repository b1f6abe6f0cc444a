import { ruleBroken } from '../core/errors';
import type { AchPlanRecord, MemberRecord } from '../store/records';
import { firstDebitDate, isMonth, lastDebitMonth, monthOf, periodsUntil } from './schedule';

/** Texts of recurring rule errors; the periods texts are spec 5's. */
export const RECURRING_MESSAGES = {
  frequency: 'frequency must be every 1, 2 or 3 months',
  paymentDay: 'payment day must be between 1 and 28',
  periodsMissing: 'please enter periods',
  periodsMin: 'total periods cannot be lower than 2',
  periodsMax: 'total periods cannot be higher than 100',
  identity:
    'please add your identity number (member centre, personal data) before setting up recurring giving',
} as const;

/** spec 5, 9: every 1, 2 or 3 months; day 1..28; 2..100 periods. */
const FREQUENCIES = [1, 2, 3] as const;
export type Frequency = (typeof FREQUENCIES)[number];
const MIN_PERIODS = 2;
const MAX_PERIODS = 100;

export interface PlanTerms {
  frequency: Frequency;
  payment_date: number;
  first_payment_date: string;
  total_periods: number;
  /** The month of the last debit (stop_pay_date as sent, aligned to the plan's frequency). */
  stop_pay_date: number;
}

const isFrequency = (value: number): value is Frequency =>
  (FREQUENCIES as readonly number[]).includes(value);

/**
 * The schedule a recurring request asks for, checked against spec 5: frequency, payment day, and
 * the periods implied by stop_pay_date (spec 4: end = first + frequency x (periods - 1)).
 * `today` is the Taipei day of the request. Throws RC 422 with the spec's message otherwise.
 */
export const planTerms = (
  input: { frequency: number; payment_date: number; stop_pay_date: number },
  today: string,
): PlanTerms => {
  const { frequency, payment_date: paymentDay, stop_pay_date: stop } = input;
  if (!isFrequency(frequency)) throw ruleBroken(RECURRING_MESSAGES.frequency);
  if (!Number.isInteger(paymentDay) || paymentDay < 1 || paymentDay > 28) {
    throw ruleBroken(RECURRING_MESSAGES.paymentDay);
  }
  if (!isMonth(stop)) throw ruleBroken(RECURRING_MESSAGES.periodsMissing);
  const first = firstDebitDate(today, paymentDay);
  const periods = periodsUntil(first, stop, frequency);
  if (periods < MIN_PERIODS) throw ruleBroken(RECURRING_MESSAGES.periodsMin);
  if (periods > MAX_PERIODS) throw ruleBroken(RECURRING_MESSAGES.periodsMax);
  return {
    frequency,
    payment_date: paymentDay,
    first_payment_date: first,
    total_periods: periods,
    stop_pay_date: lastDebitMonth(first, frequency, periods),
  };
};

/** spec 5: recurring setup needs a donor identity number on file (sid_status not -1). */
export const requireIdentity = (member: MemberRecord): void => {
  if (member.member_social_identity === '') throw ruleBroken(RECURRING_MESSAGES.identity);
};

/**
 * spec 4 status of a plan that has a card: 1 needs adjustment when the card expires before the
 * last debit (a card is valid through its expiry month), else 0 success.
 */
export const activeStatus = (stopPayDate: number, cardExym: string): 0 | 1 =>
  stopPayDate > Number(cardExym) ? 1 : 0;

/** True when a card expiring in `cardExym` can still pay a debit on `day`. */
export const cardValidOn = (cardExym: string, day: string): boolean =>
  monthOf(day) <= Number(cardExym);

/** The periods of a plan: as stored, else from its first debit and end month. */
export const planPeriods = (plan: AchPlanRecord): number =>
  plan.total_periods ?? periodsUntil(plan.first_payment_date, plan.stop_pay_date, plan.frequency);
