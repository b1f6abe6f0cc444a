/**
 * The store keeps Taipei wall-clock date-times, 'YYYY-MM-DD HH:mm:ss' (docs/decisions.md, "Dates
 * are Taipei dates"); the Taipei day and day arithmetic are mfe-shared's rules (`taipeiIsoToday`,
 * `shiftDay`). Taiwan keeps UTC+8 all year, with no daylight saving.
 */
const TAIPEI_WALL_CLOCK = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Taipei',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** `date` as Taipei wall-clock time, 'YYYY-MM-DD HH:mm:ss' (the store's date-time format). */
export const taipeiDateTime = (date: Date): string => TAIPEI_WALL_CLOCK.format(date);

/** The instant of a Taipei wall-clock 'YYYY-MM-DD[ HH:mm:ss]'. */
export const fromTaipei = (local: string): Date => {
  const [day = '', time = '00:00:00'] = local.split(' ');
  return new Date(`${day}T${time}+08:00`);
};
