import { REMINDER_WEEK_MAX, REMINDER_WEEK_MIN } from '@eoffering/shared/rules';
import type { NotificationSetting } from '@eoffering/shared/contract';

/** docs/screens/member-centre.md: the weeks of the month a giving reminder can go out in. */
export const REMINDER_WEEKS = Array.from(
  { length: REMINDER_WEEK_MAX - REMINDER_WEEK_MIN + 1 },
  (_, index) => REMINDER_WEEK_MIN + index,
);

export interface Reminder {
  on: boolean;
  /** The week of the month; meaningful for the monthly giving reminder only. */
  week: number;
}

/**
 * docs/api-contract.md, docs/screens/member-centre.md, a setting as a reminder: the monthly giving reminder is the week 1 to 4, or 0 when
 * off, and then shows the week the server kept (`last_week`, docs/decisions.md), else week 1; the
 * card-expiry reminder is 1 on or 0 off.
 */
export const readReminder = ({
  setting_values: value,
  last_week: lastWeek,
}: Pick<NotificationSetting, 'setting_values' | 'last_week'>): Reminder => {
  const week = Number(value);
  return Number.isInteger(week) && week >= REMINDER_WEEK_MIN && week <= REMINDER_WEEK_MAX
    ? { on: true, week }
    : { on: false, week: lastWeek ?? REMINDER_WEEK_MIN };
};

/** What is sent for a reminder (docs/screens/member-centre.md: off sends 0; on sends the week, or 1 when no week applies). */
export const reminderValue = ({ on, week }: Reminder): string => (on ? String(week) : '0');
