import { useMemo, useSyncExternalStore } from 'react';
import type { SessionClaims } from '../bus/events';
import { session } from './session';
import { tokenStore } from './token-store';

export interface SessionView {
  claims: SessionClaims | null;
  /** docs/screens/shell.md: a token more than 300 s from expiry. */
  isAuthenticated: boolean;
  memberName: string | null;
}

const subscribe = (onChange: () => void): (() => void) => {
  const subscription = session.claims$.subscribe(onChange);
  return () => subscription.unsubscribe();
};

const snapshot = (): SessionClaims | null => tokenStore.claims();

/** The session for a component; re-renders on sign-in, refresh and sign-out, in any package. */
export const useSession = (): SessionView => {
  const claims = useSyncExternalStore(subscribe, snapshot, () => null);
  return useMemo(
    () => ({
      claims,
      isAuthenticated: claims !== null && session.isAuthenticated(),
      memberName: claims?.member_name ?? null,
    }),
    [claims],
  );
};
