import type { ResultOf } from '@eoffering/shared/contract';
import { ruleBroken } from '../core/errors';
import messages from './messages.json';
import type { AchPlanRecord, StoreShape } from '../store/collections';
import {
  PERIODS_MAX,
  PERIODS_MIN,
  firstDebitDate,
  isFrequency,
  isPaymentDay,
  isYearMonth,
  lastDebitMonth,
  needsAdjustment,
  periodsUntil,
  perPeriodTotal,
} from '@eoffering/shared/rules';

export const RECURRING_MESSAGES = messages.recurring;

export const planTerms = (
  input: { frequency: number; payment_date: number; stop_pay_date: number },
  today: string,
) => {
  const { frequency, payment_date: paymentDay, stop_pay_date: stop } = input;
  if (!isFrequency(frequency)) throw ruleBroken(RECURRING_MESSAGES.frequency);
  if (!isPaymentDay(paymentDay)) throw ruleBroken(RECURRING_MESSAGES.paymentDay);
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
    // As sent, aligned to the plan's frequency.
    stop_pay_date: lastDebitMonth(first, frequency, periods),
  };
};

export const activeStatus = (stopPayDate: number, cardExym: string): 0 | 1 =>
  needsAdjustment(stopPayDate, cardExym) ? 1 : 0;

/** Still debited: active (0) or needing adjustment (1), docs/screens/member-centre.md. */
export const isActivePlan = (plan: Pick<AchPlanRecord, 'status'>): boolean =>
  plan.status === 0 || plan.status === 1;

/** A plan as set up: its first debit is its next, nothing debited or changed yet. */
export const newPlan = (
  fields: Omit<
    AchPlanRecord,
    'next_payment_date' | 'currency' | 'last_mod_time' | 'backend_comment' | 'debited_days'
  >,
): AchPlanRecord => ({
  next_payment_date: fields.first_payment_date,
  currency: 'TWD',
  last_mod_time: fields.build_datetime,
  backend_comment: '',
  debited_days: [],
  ...fields,
});

export const planPeriods = (plan: AchPlanRecord): number =>
  plan.total_periods ?? periodsUntil(plan.first_payment_date, plan.stop_pay_date, plan.frequency);

export const toAchDetail = (
  data: StoreShape,
  plan: AchPlanRecord,
  cutoffDays: number | null = null,
): ResultOf<'get_ach_detail'> => {
  const card = data.cards.find((candidate) => candidate.cardlink_aid === plan.cardlink_aid);
  const paid = plan.debited_days.length;
  const total = planPeriods(plan);
  return {
    ...plan,
    cardlink_no: card?.cardlink_no ?? '',
    cardlink_userlbl: card?.cardlink_userlbl ?? '',
    cardlink_exym: card?.cardlink_exym ?? '',
    // The front end words it per language.
    period_desc: `${paid}/${total}`,
    stopped_as: plan.status === 2 ? (plan.stopped_as ?? 'terminated') : '',
    total_periods: total,
    paid_periods: paid,
    amount: perPeriodTotal(plan.item_package),
    ...(cutoffDays === null
      ? { paused_until: undefined, changes: undefined }
      : {
          change_cutoff_days: cutoffDays,
          paused_until: plan.paused_until ?? 0,
          changes: plan.changes ?? [],
        }),
  };
};
