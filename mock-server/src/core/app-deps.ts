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
  /** Failed sign-ins, per client and per userid. */
  loginLimiter: MissLimiter;
}
