import { createSignInLimits } from '../auth/sign-in-limits';
import { createMissLimiter } from './rate-limit';
import type { Settings } from './settings';
import type { Store } from './store';

/** What the routers and calls share: the settings, the store, the clock and the limiters. */
export const appDeps = (settings: Settings, store: Store, now: () => Date) => {
  const { max, windowMs } = settings.limits.misses;
  return {
    settings,
    store,
    now,
    lookupLimiter: createMissLimiter({ max, windowMs }),
    signInLimits: createSignInLimits({ max: max * 2, windowMs }),
    guestGivingLimiter: createMissLimiter(settings.limits.guestGivings),
    signUpLimiter: createMissLimiter(settings.limits.signUps),
  };
};
export type AppDeps = ReturnType<typeof appDeps>;
