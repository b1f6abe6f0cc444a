import { createMissLimiter, type MissLimiter } from '../core/rate-limit';

// docs/security-model.md, 'Sign-in limits': strangers' guesses never lock the owner out.
export interface SignInLimits {
  /** A check in progress counts as a miss, so parallel guesses cannot all pass the rule. */
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
