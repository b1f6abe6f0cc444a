import { toIsoDate, toYearMonthNumber } from '../format/dates';
import { taipeiToday } from '../format/taipei-date';
import { PAYMENT_DAY_MAX } from '../validation/rules';

// Local dates at noon: no daylight-saving edge can move them to another day.
const at = (year: number, monthIndex: number, day: number): Date =>
  new Date(year, monthIndex, day, 12);

/** `date` moved by whole months, keeping its day (payment days are at most 28, so it exists). */
export const addMonths = (date: Date, months: number): Date =>
  at(date.getFullYear(), date.getMonth() + months, date.getDate());

/**
 * spec 4: the first deduction is on the chosen day this month if that day is still ahead
 * (after today), otherwise on that day next month.
 */
export const firstDebitDate = (paymentDay: number, today: Date = taipeiToday()): Date => {
  const thisMonth = at(today.getFullYear(), today.getMonth(), paymentDay);
  return paymentDay > today.getDate() ? thisMonth : addMonths(thisMonth, 1);
};

/** spec 4: the end is the first date plus frequency x (periods - 1) months, as `YYYYMM`. */
export const endYearMonth = (first: Date, frequency: number, periods: number): number =>
  toYearMonthNumber(addMonths(first, frequency * (periods - 1)));

/**
 * spec 4: the default payment day is the day after today. The original compared a date object with
 * 28 and so could offer 29 to 31; here a day past 28 becomes the 1st, the next day a debit can run.
 */
export const defaultPaymentDay = (today: Date = taipeiToday()): number => {
  const tomorrow = at(today.getFullYear(), today.getMonth(), today.getDate() + 1).getDate();
  return tomorrow > PAYMENT_DAY_MAX ? 1 : tomorrow;
};

export interface RecurringPlanDates {
  /** `YYYY-MM-DD`, the draft's next_date. */
  firstDate: string;
  /** `YYYYMM`, the request's stop_pay_date. */
  stopPayDate: number;
}

/** The dates a recurring setup sends and keeps (spec 4). */
export const recurringPlanDates = (
  paymentDay: number,
  frequency: number,
  periods: number,
  today: Date = taipeiToday(),
): RecurringPlanDates => {
  const first = firstDebitDate(paymentDay, today);
  return { firstDate: toIsoDate(first), stopPayDate: endYearMonth(first, frequency, periods) };
};
