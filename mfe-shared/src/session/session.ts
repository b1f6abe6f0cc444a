import type { Observable, Subscription } from 'rxjs';
import { requestToken, revokeOnServer } from './auth-service';
import { bus } from '../bus/event-bus';
import type { SessionClaims } from '../bus/events';
import { getConfig } from '../config/config-store';
import { rememberLanguage, storedLanguage } from '../i18n/language-choice';
import { IdleWatch, LAST_ACTIVITY_KEY } from './idle-watch';
import { PRE_LOCATION_KEY, isSafeReturnPath, type SignedOutReason } from './return-path';
import { sha256Hex } from '../rules/format/sha256';
import {
  EXPIRY_MARGIN_MS,
  INACTIVITY_MS,
  INPUT_ACTIVITY_THROTTLE_MS,
  REFRESH_LEAD_MS,
  REFRESH_MARGIN_MS,
} from './session-timing';
import { clearTimers, delay, type Timer } from './timers';
import { ID_TOKEN_KEY, tokenStore } from './token-store';

export { LAST_ACTIVITY_KEY } from './idle-watch';

type EndReason = SignedOutReason | 'rejected';

/**
 * The member session of docs/screens/shell.md, one per page: token lifetime (refresh and expiry margins),
 * how it ends in another tab, sign-in and logout; inactivity and its prompt are `IdleWatch`'s
 * (./idle-watch.ts), the auth service's calls ./auth-service.ts's. Every way a session ends here
 * also ends it on the server (docs/security-model.md).
 */
export class Session {
  /** Claims now and on every change, from any tab. */
  readonly claims$: Observable<SessionClaims | null> = tokenStore.claims$;

  private running = false;
  private endedByLogout = false;
  private departing = false;
  private lastEnd: EndReason | null = null;
  private tokenTimers: Timer[] = [];
  private claimsSubscription: Subscription | null = null;
  private readonly idle = new IdleWatch({
    signedIn: () => tokenStore.claims() !== null,
    hasToken: () => tokenStore.token() !== null,
    onIdle: () => this.end('inactive'),
  });

  constructor() {
    // A new sign-in, here or in another tab, ends the "just logged out" and "leaving" states.
    tokenStore.claims$.subscribe((claims) => {
      if (!claims) return;
      this.endedByLogout = false;
      this.departing = false;
      this.lastEnd = null;
    });
  }

  private readonly onStorage = (event: StorageEvent): void => {
    if (event.key === LAST_ACTIVITY_KEY) {
      // Activity in another tab keeps this one alive too.
      this.idle.activeElsewhere(Number(event.newValue) || 0);
    } else if (event.key === null) {
      // Another tab cleared the whole storage: a logout, which ends the session in every tab.
      const signedIn = tokenStore.token() !== null;
      this.idle.dismissPrompt();
      if (!signedIn) return tokenStore.sync();
      this.endedByLogout = true;
      tokenStore.sync();
      bus.emit({ type: 'session/ended-elsewhere' });
    } else if (event.key === ID_TOKEN_KEY) {
      const signedIn = tokenStore.token() !== null;
      tokenStore.sync();
      if (signedIn && tokenStore.token() === null) this.endedInAnotherTab();
    }
  };

  /**
   * Another tab removed the token. When this tab too has been idle for the whole limit, that tab
   * only got there first: the member is told about the inactivity. Otherwise the member signed
   * out there (docs/screens/shell.md: the other tab says so rather than going home silently).
   */
  private endedInAnotherTab(): void {
    this.idle.dismissPrompt();
    if (this.idle.idleFor() >= INACTIVITY_MS - INPUT_ACTIVITY_THROTTLE_MS) {
      this.lastEnd = 'inactive';
      bus.emit({ type: 'session/expired', reason: 'inactive' });
      return;
    }
    this.endedByLogout = true;
    bus.emit({ type: 'session/ended-elsewhere' });
  }

  claims(): SessionClaims | null {
    return tokenStore.claims();
  }

  /** docs/screens/shell.md: authenticated while a token exists and is more than 300 s from expiry. */
  isAuthenticated(): boolean {
    return tokenStore.isValid();
  }

  /**
   * Arms the timers (the shell calls it once at start): a stored token already inside the expiry
   * margin is dropped. Returns a function that disarms everything again.
   */
  start(): () => void {
    if (this.running) return () => this.stop();
    this.running = true;
    if (tokenStore.token() !== null && !tokenStore.isValid()) tokenStore.remove();
    this.idle.start();
    window.addEventListener('storage', this.onStorage);
    // Any change of token (sign-in, refresh, a 401, another tab) re-arms the timers.
    this.claimsSubscription = tokenStore.claims$.subscribe(() => this.arm());
    return () => this.stop();
  }

  stop(): void {
    this.running = false;
    this.claimsSubscription?.unsubscribe();
    this.claimsSubscription = null;
    window.removeEventListener('storage', this.onStorage);
    this.idle.stop();
    clearTimers(this.tokenTimers);
  }

  /**
   * docs/screens/shell.md: every route change records the last-activity time, for every tab of the browser; so
   * does user input, throttled (docs/decisions.md, typing counts as activity).
   */
  recordActivity(): void {
    this.idle.record();
  }

  /** WCAG 2.2.1: the one action of the stay-signed-in prompt. */
  staySignedIn(): void {
    this.recordActivity();
  }

  /** docs/api-contract.md: signs in with the SHA-256 of the password; on failure any token is removed. */
  async signIn(userid: string, password: string): Promise<SessionClaims> {
    const { signin } = getConfig().auth;
    try {
      const token = await requestToken(signin, { userid, password: await sha256Hex(password) });
      const claims = tokenStore.set(token);
      this.recordActivity();
      return claims;
    } catch (error) {
      this.dropToken();
      throw error;
    }
  }

  /** docs/screens/shell.md, docs/api-contract.md: exchanges the current token for a new one through `/auth/reauth`. */
  async refresh(): Promise<void> {
    const current = tokenStore.token();
    if (!current) return;
    const token = await requestToken(getConfig().auth.reauth, {}, current);
    tokenStore.set(token);
  }

  /**
   * True after the member logged out (in any tab) and until the next sign-in: a member page then
   * sends the visitor home rather than to the main site's login (nobody asked to sign in again).
   */
  loggedOutByUser(): boolean {
    return this.endedByLogout && tokenStore.token() === null;
  }

  /**
   * Why the session of this page ended by itself (inactivity or the token's expiry), until the
   * next sign-in: the main site's login says so (docs/screens/shell.md). Null otherwise.
   */
  signedOutReason(): SignedOutReason | null {
    if (tokenStore.token() !== null) return null;
    return this.lastEnd === 'inactive' || this.lastEnd === 'expired' ? this.lastEnd : null;
  }

  /**
   * True while the page tells the member why the server ended the session and is about to leave
   * (docs/screens/shell.md): member pages wait for that instead of leaving for the login first.
   */
  isDeparting(): boolean {
    return this.departing && tokenStore.token() === null;
  }

  /**
   * docs/screens/shell.md: logout clears all browser storage (every tab follows). First it asks the server to
   * revoke the token, without waiting: the request carries the token it read before storage is
   * cleared, and a failed or slow call never keeps the member signed in on this page.
   */
  logout(): void {
    this.endedByLogout = true;
    const token = tokenStore.token();
    if (token) revokeOnServer(token);
    // The language is the donor's choice, not session data (docs/decisions.md).
    const language = storedLanguage();
    localStorage.clear();
    sessionStorage.clear();
    if (language) rememberLanguage(language);
    tokenStore.sync();
    this.idle.dismissPrompt();
    bus.emit({ type: 'session/logged-out' });
  }

  /**
   * docs/screens/shell.md: the server refused the token (a 401, or a failure that ends the session). The token
   * goes here and on the server; the caller, which shows the message, then leaves the page.
   */
  endRejected(): void {
    this.departing = true;
    this.end('rejected');
  }

  /**
   * A token the server refused on a public page, for a read a guest may make too: it goes here
   * and on the server without a word, and the visitor carries on as a guest (docs/screens/shell.md).
   */
  dropRejectedQuietly(): void {
    this.idle.dismissPrompt();
    this.dropToken();
  }

  /**
   * docs/screens/shell.md: a 403 about a giving that does not match the member: the token is removed, the
   * member logged out and the login dialog opens.
   */
  endForGivingMismatch(): void {
    this.logout();
    this.requestLogin(true);
  }

  /** docs/screens/shell.md: the login modal clears any stored id_token when it opens (here and on the server). */
  prepareSignIn(): void {
    this.dropToken();
  }

  /**
   * Where to go after a sign-in in the login modal: `requested` (the login request's return path)
   * when it is inside the app (docs/security-model.md: no open redirect), else null: stay where
   * the member signed in. A path stored for the main site's login (`preLocationPath`) belongs to
   * that login, which the member left: it is forgotten, never followed from here
   * (docs/screens/shell.md, login modal).
   */
  takeReturnPath(requested?: string): string | null {
    localStorage.removeItem(PRE_LOCATION_KEY);
    return requested !== undefined && isSafeReturnPath(requested) ? requested : null;
  }

  /** Asks the shell for the login modal (docs/screens/shell.md: closable only when allowed). */
  requestLogin(allowClose = true, returnPath?: string): void {
    bus.emit({
      type: 'session/login-requested',
      allowClose,
      ...(returnPath ? { returnPath } : {}),
    });
  }

  private dropToken(): void {
    const token = tokenStore.token();
    if (token) revokeOnServer(token);
    tokenStore.remove();
  }

  private end(reason: EndReason): void {
    this.idle.dismissPrompt();
    if (tokenStore.token() === null) return;
    this.lastEnd = reason;
    this.dropToken();
    bus.emit({ type: 'session/expired', reason });
  }

  private arm(): void {
    clearTimers(this.tokenTimers);
    const claims = tokenStore.claims();
    if (!claims) {
      this.idle.disarm();
      return;
    }
    const expiresAt = claims.exp * 1000;
    const now = Date.now();
    const token = tokenStore.token();
    this.tokenTimers = [
      setTimeout(
        () => {
          this.refresh().catch(() => {
            // The expiry timer below ends the session if no new token arrived in time.
          });
        },
        delay(expiresAt - REFRESH_MARGIN_MS - REFRESH_LEAD_MS - now),
      ),
      setTimeout(
        () => {
          if (tokenStore.token() === token) this.end('expired');
        },
        delay(expiresAt - EXPIRY_MARGIN_MS - now),
      ),
    ];
    this.idle.arm();
  }
}

/** The one session of the page (a federation singleton through @eoffering/shared). */
export const session = new Session();
