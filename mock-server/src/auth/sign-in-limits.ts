import { createMissLimiter } from '../core/rate-limit';
import type { MissLimiter } from '../core/rate-limit';

/**
 * Failed sign-ins, counted per account and per client address (docs/security-model.md, 'Sign-in
 * limits'). The rule:
 *
 * - a client address with `max` misses in the window is refused (429), whatever it signs in to;
 * - an account with `max` misses in the window, from any address and by any of its spellings, is
 *   locked for the addresses that missed on it in that window (429); an address with no miss on
 *   it may still sign in, so strangers' guesses never lock the owner out, and each further
 *   address buys its guesser one try at most.
 */
export interface SignInLimits {
  /**
   * Starts a check of a password for `account` from `client`: null when the rule refuses it (429),
   * else the function to call with the check's outcome. A check in progress counts as a miss
   * until it ends, so parallel guesses cannot all pass the rule before the first is counted.
   */
  begin(account: string, client: string, now: Date): ((matched: boolean) => void) | null;
}

export const createSignInLimits = (options: { max: number; windowMs: number }): SignInLimits => {
  const perClient = createMissLimiter(options);
  const perAccount = createMissLimiter(options);
  const perAccountClient = createMissLimiter({ max: 1, windowMs: options.windowMs });
  const inFlight = new Map<string, number>();
  const pair = (account: string, client: string): string => JSON.stringify([account, client]);
  const load = (limiter: MissLimiter, key: string, now: Date): number =>
    limiter.count(key, now) + (inFlight.get(key) ?? 0);
  const track = (keys: readonly string[], step: 1 | -1): void => {
    for (const key of keys) {
      const next = (inFlight.get(key) ?? 0) + step;
      if (next > 0) inFlight.set(key, next);
      else inFlight.delete(key);
    }
  };
  return {
    begin: (account, client, now) => {
      const both = pair(account, client);
      const refused =
        load(perClient, client, now) >= options.max ||
        (load(perAccount, account, now) >= options.max && load(perAccountClient, both, now) >= 1);
      if (refused) return null;
      const keys = [client, account, both];
      track(keys, 1);
      return (matched) => {
        track(keys, -1);
        if (matched) return;
        perClient.miss(client, now);
        perAccount.miss(account, now);
        perAccountClient.miss(both, now);
      };
    },
  };
};
