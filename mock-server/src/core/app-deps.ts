import type { SignInLimits } from '../auth/sign-in-limits';
import type { MissLimiter } from './rate-limit';
import type { Settings } from './settings';
import type { Store } from './store';

/** What the app hands every router and call: the same things a call's context carries. */
export interface AppDeps {
  settings: Settings;
  store: Store;
  /** The clock; tests fix it. */
  now: () => Date;
  /** Failed guest lookups, per client and per giving number. */
  lookupLimiter: MissLimiter;
  /** Failed sign-ins, per account and per client (`auth/sign-in-limits.ts`). */
  signInLimits: SignInLimits;
  /** Givings created by clients that are not signed in, per client. */
  guestGivingLimiter: MissLimiter;
  /** Sign-ups on the main-site stand-in, per client (`site/register-member.ts`). */
  signUpLimiter: MissLimiter;
}
