/** Taiwan keeps UTC+8 all year (no daylight saving), so a fixed offset is exact. */
const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/**
 * `date` as Taipei wall-clock time, 'YYYY-MM-DD HH:mm:ss' (the backend's date-time format,
 * docs/api-contract.md). The church and its backend reckon in Taipei, so do the portal and the
 * mock backend (docs/decisions.md, "Dates are Taipei dates").
 */
export const taipeiDateTime = (date: Date): string => {
  const local = new Date(date.getTime() + TAIPEI_OFFSET_MS);
  return (
    `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())} ` +
    `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`
  );
};

/**
 * Whether a browser's own clock reads as Taipei's at `now`, so a Taipei date or time it shows
 * needs no zone named beside it.
 */
export const onTaipeiClock = (now: Date = new Date()): boolean =>
  now.getTimezoneOffset() * 60 * 1000 === -TAIPEI_OFFSET_MS;

/** `date`'s Taipei calendar day, 'YYYY-MM-DD'. */
export const taipeiDate = (date: Date): string => taipeiDateTime(date).slice(0, 10);

/** The instant of a Taipei wall-clock 'YYYY-MM-DD[ HH:mm:ss]'. */
export const fromTaipei = (local: string): Date => {
  const [datePart = '', timePart = '00:00:00'] = local.split(' ');
  const [year = 0, month = 1, day = 1] = datePart.split('-').map(Number);
  const [hours = 0, minutes = 0, seconds = 0] = timePart.split(':').map(Number);
  return new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds) - TAIPEI_OFFSET_MS);
};

/** The Taipei day 'YYYY-MM-DD' `days` after (or before, when negative) `day`. */
export const addTaipeiDays = (day: string, days: number): string =>
  taipeiDate(new Date(fromTaipei(day).getTime() + days * DAY_MS));

/**
 * Today as the church counts it: the Taipei calendar day of `now`, as a local date at noon (no
 * daylight-saving edge can move it to another day). Every range, window, deadline and schedule a
 * screen works out starts from it, never from the browser's own date: the backend reckons in
 * Taipei, and a member abroad must see the same days (docs/decisions.md, "Dates are Taipei dates").
 */
export const taipeiToday = (now: Date = new Date()): Date => {
  const [year = 0, month = 1, day = 1] = taipeiDate(now).split('-').map(Number);
  return new Date(year, month - 1, day, 12);
};

/** `day` (a `taipeiToday` date) moved by whole days, at noon. */
export const addDays = (day: Date, days: number): Date =>
  new Date(day.getFullYear(), day.getMonth(), day.getDate() + days, 12);
