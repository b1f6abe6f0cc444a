import { useTranslation } from '@eoffering/shared';
import { formatDate, formatDateTime, onTaipeiClock } from '@eoffering/shared/rules';
import { FLOWS_NS } from '../flow-strings';

/** Server dates and date-times as a page shows them, named as Taipei's where that is needed. */
export interface TaipeiTimes {
  /** 'YYYY/MM/DD HH:mm' (the date alone when the value has no time). */
  dateTime: (value: string) => string;
  /** 'YYYY/MM/DD': a day, or the day of a date-time. */
  date: (value: string | Date) => string;
}

/**
 * Server dates and times are Taipei's wall clock (docs/decisions.md, "Dates are Taipei dates"):
 * where the browser's own clock is another zone's, each one shown says '(Taipei time)' /
 * '（台北時間）', so a donor or member abroad does not read a deadline, a debit day or a giving's
 * time as their own.
 */
export const useTaipeiTime = (): TaipeiTimes => {
  const { t } = useTranslation(FLOWS_NS);
  const zoned = !onTaipeiClock();
  const named = (shown: string): string =>
    zoned && shown !== '' ? t('time.taipei', { time: shown }) : shown;
  return {
    dateTime: (value) => named(formatDateTime(value)),
    date: (value) => named(formatDate(value)),
  };
};
