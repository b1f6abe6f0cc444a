import { formatDateTime } from '@eoffering/shared/rules';
import { useTranslation } from '@eoffering/shared';
import { RESULT_NS } from './result-strings';

/** Taiwan keeps UTC+8 all year, so an offset of -480 minutes is Taipei's clock. */
const TAIPEI_OFFSET_MINUTES = -480;

/** Whether this browser's clock reads as Taipei's at `now`: then a Taipei time needs no zone. */
export const onTaipeiClock = (now: Date = new Date()): boolean =>
  now.getTimezoneOffset() === TAIPEI_OFFSET_MINUTES;

/**
 * A server date-time, which is Taipei's wall clock (docs/decisions.md, "Dates are Taipei dates"),
 * as the page shows it: with '(Taipei time)' / '（台北時間）' where the browser's own clock is
 * another zone's, so a donor abroad does not read a deadline as their own.
 */
export const useTaipeiDateTime = (now?: Date): ((value: string) => string) => {
  const { t } = useTranslation(RESULT_NS);
  const zoned = !onTaipeiClock(now);
  return (value) => {
    const shown = formatDateTime(value);
    return zoned && shown !== '' ? t('result.taipeiTime', { time: shown }) : shown;
  };
};
