/** In memory on purpose: a restart forgets, as a real limiter's short-lived cache would. */
export interface MissLimiter {
  blocked(key: string, now: Date): boolean;
  count(key: string, now: Date): number;
  miss(key: string, now: Date): void;
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
  };
};
