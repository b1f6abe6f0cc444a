import type { RecurringPlan } from './recurring-status';

const monthIndex = (yearMonth: number): number =>
  Math.floor(yearMonth / 100) * 12 + (yearMonth % 100) - 1;

const monthOfDay = (day: string): number => Number(day.slice(0, 4)) * 100 + Number(day.slice(5, 7));

/**
 * What moving a plan's end to its card's expiry does (spec 4, the end is first + frequency x
 * (periods - 1)): the debits it then makes in all, and the month of the last one, as the server
 * counts them (mock-server/src/recurring/schedule.ts), so the confirmation names the real number.
 */
export const endAtCardExpiry = (
  plan: Pick<RecurringPlan, 'first_payment_date' | 'frequency' | 'cardlink_exym'>,
): { periods: number; lastMonth: number } => {
  const first = monthOfDay(plan.first_payment_date);
  const span = monthIndex(Number(plan.cardlink_exym)) - monthIndex(first);
  const periods = span < 0 ? 0 : Math.floor(span / plan.frequency) + 1;
  const last = monthIndex(first) + plan.frequency * Math.max(periods - 1, 0);
  return { periods, lastMonth: Math.floor(last / 12) * 100 + (last % 12) + 1 };
};
