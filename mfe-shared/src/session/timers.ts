export type Timer = ReturnType<typeof setTimeout>;

// setTimeout keeps 32-bit delays; a longer one would fire at once.
const MAX_DELAY_MS = 2_147_483_647;

/** `ms` as setTimeout can keep it: never negative, never past its 32-bit limit. */
export const delay = (ms: number): number => Math.min(Math.max(ms, 0), MAX_DELAY_MS);

/** Clears every timer of `timers` and empties the list. */
export const clearTimers = (timers: Timer[]): void => {
  timers.forEach((timer) => clearTimeout(timer));
  timers.length = 0;
};
