import {
  addMonths,
  addMonthsToMonth,
  lastDebitDate,
  monthOf,
  needsAdjustment,
  periodsUntil,
} from './recurring-schedule';

/**
 * Changing a recurring plan in place (docs/decisions.md, "Recurring plans changed in place"): the
 * mock server keeps these rules and the member centre words them, from this one copy. Days are
 * Taipei days `YYYY-MM-DD`, months `YYYYMM`, as in ./recurring-schedule.
 */

/** The kinds of change a plan takes, as the change call names them. */
export const PLAN_CHANGES = ['amounts', 'payment_day', 'card', 'pause', 'skip', 'resume'] as const;
export type PlanChange = (typeof PLAN_CHANGES)[number];

/** How far ahead a plan can be paused: up to this many months after its next debit. */
export const PAUSE_MONTHS_MAX = 12;

/** What the schedule of a plan is made of. */
export interface PlanCourse {
  next_payment_date: string;
  frequency: number;
  payment_date: number;
  total_periods: number;
  paid_periods: number;
}

/** The day `days` after the day `day` (negative: before). */
export const shiftDay = (day: string, days: number): string => {
  const moved = new Date(
    Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)) + days),
  );
  return moved.toISOString().slice(0, 10);
};

export type ChangeWindow =
  | { open: true }
  /** Closed until `reopensOn`; a change made then first counts for the debit of `effectiveFrom`. */
  | { open: false; reopensOn: string; effectiveFrom: string };

/**
 * No change within the `cutoffDays` before a debit (nor on a debit that is due and not yet run):
 * the debit goes ahead as it is; the plan can be changed again the day after it, for the debit
 * one period later.
 */
export const changeWindow = (plan: PlanCourse, cutoffDays: number, today: string): ChangeWindow =>
  today < shiftDay(plan.next_payment_date, -cutoffDays)
    ? { open: true }
    : {
        open: false,
        reopensOn: shiftDay(plan.next_payment_date, 1),
        effectiveFrom: addMonths(plan.next_payment_date, plan.frequency),
      };

/** The last debit of a plan whose next debit is `next`: its remaining debits, one period apart. */
export const lastDebitFrom = (plan: PlanCourse, next: string): string =>
  lastDebitDate(next, plan.frequency, Math.max(plan.total_periods - plan.paid_periods, 1));

/**
 * The next debit after the debit day becomes `paymentDay`: in the month of the next debit, or
 * one period later when that day would not be after the day the change window closes.
 */
export const nextWithPaymentDay = (
  plan: PlanCourse,
  paymentDay: number,
  cutoffDays: number,
  today: string,
): string => {
  const sameMonth = `${plan.next_payment_date.slice(0, 8)}${String(paymentDay).padStart(2, '0')}`;
  return shiftDay(sameMonth, -cutoffDays) > today
    ? sameMonth
    : addMonths(sameMonth, plan.frequency);
};

/** The months a plan can be paused until: after its next debit's month, at most a year on. */
export const pauseMonths = (plan: PlanCourse): number[] =>
  Array.from({ length: PAUSE_MONTHS_MAX }, (_, index) =>
    addMonthsToMonth(monthOf(plan.next_payment_date), index + 1),
  );

/** Paused until the month `until`: its next debit is on the debit day of that month. */
export const nextAfterPause = (plan: PlanCourse, until: number): string => {
  const year = Math.floor(until / 100);
  const month = String(until % 100).padStart(2, '0');
  return `${year}-${month}-${String(plan.payment_date).padStart(2, '0')}`;
};

/** Skipping the next debit: the one after it is next, and the plan ends one period later. */
export const nextAfterSkip = (plan: PlanCourse): string =>
  addMonths(plan.next_payment_date, plan.frequency);

/**
 * Resuming a paused plan: the first debit day that is past the change window from today, unless
 * the pause would end sooner.
 */
export const nextAfterResume = (plan: PlanCourse, cutoffDays: number, today: string): string => {
  const opens = shiftDay(today, cutoffDays);
  const sameMonth = `${opens.slice(0, 8)}${String(plan.payment_date).padStart(2, '0')}`;
  const first = sameMonth > opens ? sameMonth : addMonths(sameMonth, 1);
  return first < plan.next_payment_date ? first : plan.next_payment_date;
};

/** What ending a plan in a month does: the debits it then makes, and the month of its last. */
export interface PlanEnd {
  /** Debits in all: those made and those still to come. */
  periods: number;
  /** Debits still to come, from the next one; 0 when the month is before the next debit. */
  remaining: number;
  /** The month `YYYYMM` of the last debit, the plan's new stop_pay_date. */
  lastMonth: number;
}

/**
 * Ending a plan in the month `stopMonth` (moving its end to its card's expiry): the debits made
 * and those from the next debit, one period apart, up to that month. Counted from the next debit,
 * not the first: a pause or a skip has moved the debits off the first debit's calendar.
 */
export const endInMonth = (
  plan: Pick<PlanCourse, 'next_payment_date' | 'frequency' | 'paid_periods'>,
  stopMonth: number,
): PlanEnd => {
  const remaining = periodsUntil(plan.next_payment_date, stopMonth, plan.frequency);
  const last = lastDebitDate(plan.next_payment_date, plan.frequency, Math.max(remaining, 1));
  return { periods: plan.paid_periods + remaining, remaining, lastMonth: monthOf(last) };
};

/** A card pays a changed plan only when it is valid through the plan's last debit (as at setup). */
export const cardCoversPlan = (lastDebit: string, cardExym: string | number): boolean =>
  !needsAdjustment(monthOf(lastDebit), cardExym);
