import { createMissLimiter } from './rate-limit';

describe('miss limiter', () => {
  it('blocks a key after max misses within the window and frees it after the window', () => {
    const limiter = createMissLimiter({ max: 3, windowMs: 1000 });
    const at = (ms: number) => new Date(ms);
    limiter.miss('k', at(0));
    limiter.miss('k', at(100));
    expect(limiter.blocked('k', at(200))).toBe(false);
    limiter.miss('k', at(200));
    expect(limiter.blocked('k', at(300))).toBe(true);
    expect(limiter.blocked('other', at(300))).toBe(false);
    expect(limiter.blocked('k', at(1001))).toBe(false);
  });
});
