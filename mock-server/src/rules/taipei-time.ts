/** Taiwan keeps UTC+8 all year (no daylight saving), so a fixed offset is exact. */
const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** `date` as Taipei wall-clock time, 'YYYY-MM-DD HH:mm:ss' (the store's date-time format). */
export const taipeiDateTime = (date: Date): string => {
  const local = new Date(date.getTime() + TAIPEI_OFFSET_MS);
  return (
    `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())} ` +
    `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`
  );
};

/** `date`'s Taipei calendar day, 'YYYY-MM-DD'. */
export const taipeiDate = (date: Date): string => taipeiDateTime(date).slice(0, 10);

/** The instant of a Taipei wall-clock 'YYYY-MM-DD[ HH:mm:ss]'. */
export const fromTaipei = (local: string): Date => {
  const [datePart = '', timePart = '00:00:00'] = local.split(' ');
  const [year = 0, month = 1, day = 1] = datePart.split('-').map(Number);
  const [hours = 0, minutes = 0, seconds = 0] = timePart.split(':').map(Number);
  return new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds) - TAIPEI_OFFSET_MS);
};

/** 'YYYY-MM-DD' `days` after (or before, when negative) `day`. */
export const addDays = (day: string, days: number): string => {
  const date = fromTaipei(day);
  return taipeiDate(new Date(date.getTime() + days * 24 * 60 * 60 * 1000));
};
