import { createMissLimiter } from '../core/rate-limit';

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
  refused(account: string, client: string, now: Date): boolean;
  failed(account: string, client: string, now: Date): void;
}

export const createSignInLimits = (options: { max: number; windowMs: number }): SignInLimits => {
  const perClient = createMissLimiter(options);
  const perAccount = createMissLimiter(options);
  const perAccountClient = createMissLimiter({ max: 1, windowMs: options.windowMs });
  const pair = (account: string, client: string): string => JSON.stringify([account, client]);
  return {
    refused: (account, client, now) =>
      perClient.blocked(client, now) ||
      (perAccount.blocked(account, now) && perAccountClient.blocked(pair(account, client), now)),
    failed: (account, client, now) => {
      perClient.miss(client, now);
      perAccount.miss(account, now);
      perAccountClient.miss(pair(account, client), now);
    },
  };
};
