import { jwtDecode } from 'jwt-decode';
import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import { bus } from '../bus/event-bus';
import type { SessionClaims } from '../bus/events';
import { EXPIRY_MARGIN_MS } from './session-timing';

/** docs/screens/shell.md: browser storage key of the login token. */
export const ID_TOKEN_KEY = 'id_token';

/** Claims of a token, or null when it is not a JWT carrying `sub`, `member_name` and `exp`. */
export const decodeClaims = (token: string): SessionClaims | null => {
  try {
    const claims = jwtDecode<Partial<SessionClaims>>(token);
    const { sub, member_name: memberName, exp } = claims;
    if (typeof sub !== 'string' || typeof memberName !== 'string' || typeof exp !== 'number') {
      return null;
    }
    return { sub, member_name: memberName, exp };
  } catch {
    return null;
  }
};

interface TokenState {
  token: string | null;
  claims: SessionClaims | null;
}

const readStored = (): TokenState => {
  const token = typeof localStorage === 'undefined' ? null : localStorage.getItem(ID_TOKEN_KEY);
  const claims = token ? decodeClaims(token) : null;
  return claims ? { token, claims } : { token: null, claims: null };
};

/**
 * The stored `id_token` and its claims, as a stream every package watches. The lowest layer of the
 * session: the API client reads the bearer token here and removes it on a 401.
 */
class TokenStore {
  private readonly state$ = new BehaviorSubject<TokenState>(readStored());

  /** Claims now and on every change (sign-in, refresh, removal, another tab). */
  readonly claims$: Observable<SessionClaims | null> = this.state$.pipe(
    map((state) => state.claims),
    distinctUntilChanged(
      (a, b) => a?.sub === b?.sub && a?.exp === b?.exp && a?.member_name === b?.member_name,
    ),
  );

  claims(): SessionClaims | null {
    return this.state$.value.claims;
  }

  token(): string | null {
    return this.state$.value.token;
  }

  /** docs/screens/shell.md: authenticated while a token exists and is more than 300 s from expiry. */
  isValid(now: number = Date.now()): boolean {
    const claims = this.claims();
    return claims !== null && claims.exp * 1000 - now > EXPIRY_MARGIN_MS;
  }

  /** The token to send as bearer, only while valid (docs/security-model.md). */
  validToken(now: number = Date.now()): string | null {
    return this.isValid(now) ? this.token() : null;
  }

  /** Stores a token from the server; a token without the expected claims is refused. */
  set(token: string): SessionClaims {
    const claims = decodeClaims(token);
    if (!claims)
      throw new Error('The server answered with a token that has no sub, member_name or exp.');
    localStorage.setItem(ID_TOKEN_KEY, token);
    this.publish({ token, claims });
    return claims;
  }

  remove(): void {
    localStorage.removeItem(ID_TOKEN_KEY);
    this.publish({ token: null, claims: null });
  }

  /** Re-reads storage (another tab signed in or out, or storage was cleared). */
  sync(): void {
    this.publish(readStored());
  }

  private publish(next: TokenState): void {
    if (next.token === this.state$.value.token) return;
    this.state$.next(next);
    bus.emit({ type: 'session/changed', claims: next.claims });
  }
}

export const tokenStore = new TokenStore();
