/**
 * Calendar arithmetic of recurring plans (spec 2, 4, 9). Days are Taipei calendar days
 * 'YYYY-MM-DD'; months are numbers YYYYMM, as stop_pay_date and card expiry (cardlink_exym) are.
 */

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

const parts = (day: string): { year: number; month: number; date: number } => ({
  year: Number(day.slice(0, 4)),
  month: Number(day.slice(5, 7)),
  date: Number(day.slice(8, 10)),
});

const daysInMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The month YYYYMM of a day. */
export const monthOf = (day: string): number => {
  const { year, month } = parts(day);
  return year * 100 + month;
};

/** True for a month YYYYMM with a month 1..12 (and a plausible year). */
export const isMonth = (value: number): boolean => {
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
  const { date } = parts(day);
  const month = addMonthsToMonth(monthOf(day), months);
  const year = Math.floor(month / 100);
  const monthOfYear = month % 100;
  return `${pad(year, 4)}-${pad(monthOfYear)}-${pad(Math.min(date, daysInMonth(year, monthOfYear)))}`;
};

/**
 * spec 4: the first debit is on the chosen day this month if that day is still to come,
 * otherwise on that day next month.
 */
export const firstDebitDate = (today: string, paymentDay: number): string => {
  const { year, month, date } = parts(today);
  const thisMonth = `${pad(year, 4)}-${pad(month)}-${pad(paymentDay)}`;
  return paymentDay > date ? thisMonth : addMonths(thisMonth, 1);
};

/**
 * spec 4: end = first + frequency x (periods - 1) months, so the periods of a plan are the
 * debits from the first one up to and including the month `stopMonth`. Zero or less when the
 * stop month is before the first debit.
 */
export const periodsUntil = (firstDay: string, stopMonth: number, frequency: number): number => {
  const span = monthsBetween(monthOf(firstDay), stopMonth);
  return span < 0 ? 0 : Math.floor(span / frequency) + 1;
};

/** The month of the last debit of `periods` periods. */
export const lastDebitMonth = (firstDay: string, frequency: number, periods: number): number =>
  addMonthsToMonth(monthOf(firstDay), frequency * (periods - 1));
