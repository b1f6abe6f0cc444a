/**
 * The time zones a page's Taipei dates are tried in (docs/decisions.md, "Dates are Taipei
 * dates"), as `getTimezoneOffset` gives them: the minutes a zone is behind UTC, so Taipei's UTC+8
 * is -480 and Los Angeles's winter UTC-8 is 480.
 */
export const BROWSER_ZONES = { Taipei: -480, UTC: 0, 'Los Angeles': 480 } as const;
/** A zone a test sets the browser's clock in. */
export type BrowserZone = keyof typeof BROWSER_ZONES;

/**
 * Sets the browser's clock in `zone`, whatever zone the machine running the tests is in, and
 * returns what puts it back. Only the zone the page reads is set: the clock's time stays the test's.
 */
export const browserClockIn = (zone: BrowserZone): (() => void) => {
  const clock = jest
    .spyOn(Date.prototype, 'getTimezoneOffset')
    .mockReturnValue(BROWSER_ZONES[zone]);
  return () => clock.mockRestore();
};
