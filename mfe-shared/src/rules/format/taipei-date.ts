/** Taiwan keeps UTC+8 all year (no daylight saving), so a fixed offset is exact. */
const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * Today as the church counts it: the Taipei calendar day of `now`, as a local date at noon (no
 * daylight-saving edge can move it to another day). Every range, window, deadline and schedule a
 * screen works out starts from it, never from the browser's own date: the backend reckons in
 * Taipei, and a member abroad must see the same days (docs/decisions.md, "Dates are Taipei dates").
 */
export const taipeiToday = (now: Date = new Date()): Date => {
  const taipei = new Date(now.getTime() + TAIPEI_OFFSET_MS);
  return new Date(taipei.getUTCFullYear(), taipei.getUTCMonth(), taipei.getUTCDate(), 12);
};

/** `day` (a `taipeiToday` date) moved by whole days, at noon. */
export const addDays = (day: Date, days: number): Date =>
  new Date(day.getFullYear(), day.getMonth(), day.getDate() + days, 12);
