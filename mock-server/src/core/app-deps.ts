import type { SignInLimits } from '../auth/sign-in-limits';
import type { MissLimiter } from './rate-limit';
import type { Settings } from './settings';
import type { Store } from './store';

export interface AppDeps {
  settings: Settings;
  store: Store;
  now: () => Date;
  lookupLimiter: MissLimiter;
  signInLimits: SignInLimits;
  guestGivingLimiter: MissLimiter;
  signUpLimiter: MissLimiter;
}
