import { toIsoDate } from '../format/dates';
import { taipeiToday } from '../format/taipei-date';
import { PAYMENT_DAY_MAX } from '../validation/rules';

/**
 * The calendar of a recurring plan (docs/screens/giving.md, recurring setup), written once:
 * the setup form shows it, the result and member-centre pages explain it, and the mock server
 * charges by it (docs/decisions.md, "One recurring schedule"). Days are Taipei calendar days
 * `YYYY-MM-DD`; months are numbers `YYYYMM`, as stop_pay_date and the card expiry
 * (cardlink_exym) are. Plain digits, no Date objects: no time zone can move a day.
 */

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

const partsOf = (day: string): { year: number; month: number; date: number } => ({
  year: Number(day.slice(0, 4)),
  month: Number(day.slice(5, 7)),
  date: Number(day.slice(8, 10)),
});

const daysInMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Today in Taipei as `YYYY-MM-DD` (docs/decisions.md, "Dates are Taipei dates"). */
export const taipeiIsoToday = (now: Date = new Date()): string => toIsoDate(taipeiToday(now));

/** The month `YYYYMM` of a day. */
export const monthOf = (day: string): number => {
  const { year, month } = partsOf(day);
  return year * 100 + month;
};

/** True for a month `YYYYMM` with a month 1..12 and a four-digit year. */
export const isYearMonth = (value: number): boolean => {
  const month = value % 100;
  const year = Math.floor(value / 100);
  return Number.isInteger(value) && year >= 1900 && year <= 9999 && month >= 1 && month <= 12;
};

/** Whole months from month `from` to month `to` (negative when `to` is earlier). */
export const monthsBetween = (from: number, to: number): number =>
  (Math.floor(to / 100) - Math.floor(from / 100)) * 12 + ((to % 100) - (from % 100));

/** The month `months` after month `from`. */
export const addMonthsToMonth = (from: number, months: number): number => {
  const index = Math.floor(from / 100) * 12 + ((from % 100) - 1) + months;
  return Math.floor(index / 12) * 100 + (index % 12) + 1;
};

/** The day `months` after `day`, on the same day of the month (clamped to the month's length). */
export const addMonths = (day: string, months: number): string => {
  const { date } = partsOf(day);
  const month = addMonthsToMonth(monthOf(day), months);
  const year = Math.floor(month / 100);
  const monthOfYear = month % 100;
  return `${pad(year, 4)}-${pad(monthOfYear)}-${pad(Math.min(date, daysInMonth(year, monthOfYear)))}`;
};

/**
 * The first debit is on the chosen day this month if that day is still ahead (after today),
 * otherwise on that day next month (docs/screens/giving.md, recurring setup).
 */
export const firstDebitDate = (paymentDay: number, today: string = taipeiIsoToday()): string => {
  const { year, month, date } = partsOf(today);
  const thisMonth = `${pad(year, 4)}-${pad(month)}-${pad(paymentDay)}`;
  return paymentDay > date ? thisMonth : addMonths(thisMonth, 1);
};

/** The day of the last debit: the first plus frequency x (periods - 1) months. */
export const lastDebitDate = (firstDay: string, frequency: number, periods: number): string =>
  addMonths(firstDay, frequency * (periods - 1));

/** The month of the last debit, the plan's stop_pay_date. */
export const lastDebitMonth = (firstDay: string, frequency: number, periods: number): number =>
  monthOf(lastDebitDate(firstDay, frequency, periods));

/**
 * The debits of a plan from its first one up to and including the month `stopMonth`; zero when
 * that month is before the first debit.
 */
export const periodsUntil = (firstDay: string, stopMonth: number, frequency: number): number => {
  const span = monthsBetween(monthOf(firstDay), stopMonth);
  return span < 0 ? 0 : Math.floor(span / frequency) + 1;
};

/**
 * The default payment day is the day after today; a day past 28 becomes the 1st, the next day a
 * debit can run (docs/screens/giving.md, recurring setup).
 */
export const defaultPaymentDay = (today: string = taipeiIsoToday()): number => {
  const { year, month, date } = partsOf(today);
  const tomorrow = date + 1 > daysInMonth(year, month) ? 1 : date + 1;
  return tomorrow > PAYMENT_DAY_MAX ? 1 : tomorrow;
};

export interface RecurringPlanDates {
  /** `YYYY-MM-DD`, the draft's next_date. */
  firstDate: string;
  /** `YYYY-MM-DD`, the day of the last debit. */
  lastDate: string;
  /** `YYYYMM`, the request's stop_pay_date. */
  stopPayDate: number;
}

/** The dates a recurring setup sends and keeps. */
export const recurringPlanDates = (
  paymentDay: number,
  frequency: number,
  periods: number,
  today: string = taipeiIsoToday(),
): RecurringPlanDates => {
  const firstDate = firstDebitDate(paymentDay, today);
  return {
    firstDate,
    lastDate: lastDebitDate(firstDate, frequency, periods),
    stopPayDate: lastDebitMonth(firstDate, frequency, periods),
  };
};

/** The amount one debit takes: the sum of the plan's package amounts. */
export const perPeriodTotal = (lines: readonly { package_amount: number }[]): number =>
  lines.reduce((sum, line) => sum + line.package_amount, 0);

/** A card is valid through its expiry month, so it can pay a debit on any day of that month. */
export const cardValidOn = (cardExym: string | number, day: string): boolean =>
  monthOf(day) <= Number(cardExym);

/** A plan needs adjustment when its card expires before its last debit. */
export const needsAdjustment = (stopPayDate: number, cardExym: string | number): boolean =>
  stopPayDate > Number(cardExym);

/**
 * What moving a plan's end to its card's expiry does: the debits it then makes in all and the
 * month of the last one, so the confirmation names the number the server will keep.
 * @deprecated Counts from the first debit, which a pause or a skip of a plan changed in place no
 * longer follows: use `endInMonth` of ./plan-change. Kept for remotes built against it until the
 * next major (docs/architecture.md, compatibility policy).
 */
export const endAtCardExpiry = (plan: {
  first_payment_date: string;
  frequency: number;
  cardlink_exym: string | number;
}): { periods: number; lastMonth: number } => {
  const periods = periodsUntil(plan.first_payment_date, Number(plan.cardlink_exym), plan.frequency);
  return {
    periods,
    lastMonth: lastDebitMonth(plan.first_payment_date, plan.frequency, Math.max(periods, 1)),
  };
};
