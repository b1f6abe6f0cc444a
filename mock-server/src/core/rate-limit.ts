/**
 * Counts misses per key in a sliding window (docs/security-model.md: guest lookups limited
 * per client and per giving number). In memory on purpose: a restart forgets, as a real limiter's
 * short-lived cache would.
 */
export interface MissLimiter {
  /** True while `key` has used up its misses in the window. */
  blocked(key: string, now: Date): boolean;
  /** The misses of `key` in the window. */
  count(key: string, now: Date): number;
  miss(key: string, now: Date): void;
  /** Forgets `key` (a success resets a client's count). */
  clear(key: string): void;
}

export const createMissLimiter = (options: { max: number; windowMs: number }): MissLimiter => {
  const misses = new Map<string, number[]>();
  const recent = (key: string, now: Date): number[] => {
    const since = now.getTime() - options.windowMs;
    const times = (misses.get(key) ?? []).filter((time) => time > since);
    if (times.length > 0) misses.set(key, times);
    else misses.delete(key);
    return times;
  };
  return {
    blocked: (key, now) => recent(key, now).length >= options.max,
    count: (key, now) => recent(key, now).length,
    miss: (key, now) => {
      misses.set(key, [...recent(key, now), now.getTime()]);
    },
    clear: (key) => {
      misses.delete(key);
    },
  };
};
