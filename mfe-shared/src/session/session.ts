import axios from 'axios';
import type { Observable, Subscription } from 'rxjs';
import { http } from '../api/http-client';
import { ApiError } from '../api/api-error';
import { asEnvelope, serverMessage } from '../api/server-message';
import { bus } from '../bus/event-bus';
import type { SessionClaims } from '../bus/events';
import { getConfig } from '../config/config-store';
import { AUTH_SUCCESS_RC } from '../contract/envelope';
import { sha256Hex } from './sha256';
import {
  EXPIRY_MARGIN_MS,
  INACTIVITY_MS,
  REFRESH_LEAD_MS,
  REFRESH_MARGIN_MS,
  STAY_PROMPT_MS,
} from './session-timing';
import { ID_TOKEN_KEY, tokenStore } from './token-store';

// setTimeout keeps 32-bit delays; a longer one would fire at once.
const MAX_DELAY_MS = 2_147_483_647;
const delay = (ms: number): number => Math.min(Math.max(ms, 0), MAX_DELAY_MS);

type Timer = ReturnType<typeof setTimeout>;

/** POSTs to the main website's auth service and returns the token of `Result` (spec 7). */
const requestToken = async (url: string, body: object, bearer?: string): Promise<string> => {
  let data: unknown;
  try {
    const response = await http.post<unknown>(url, body, {
      headers: bearer ? { Authorization: `Bearer ${bearer}` } : {},
    });
    data = response.data;
  } catch (error) {
    const response = axios.isAxiosError(error) ? error.response : undefined;
    const envelope = asEnvelope(response?.data);
    throw new ApiError({
      kind: response ? 'http' : 'network',
      status: response?.status ?? null,
      rc: envelope?.RC ?? null,
      message: serverMessage(envelope, getConfig().dev),
    });
  }
  const envelope = asEnvelope(data);
  if (envelope?.RC !== AUTH_SUCCESS_RC || typeof envelope.Result !== 'string') {
    throw new ApiError({
      kind: 'rc',
      status: 200,
      rc: envelope?.RC ?? null,
      message: serverMessage(envelope, getConfig().dev),
    });
  }
  return envelope.Result;
};

/**
 * Asks the auth service to end the sign-in of `token` (docs/security-model.md), fire and forget: whatever
 * happens (no configuration yet, no network, an error answer) logout goes on, and the token
 * still runs out at its own expiry.
 */
const revokeOnServer = (token: string): void => {
  try {
    http
      .post<unknown>(getConfig().auth.logout, {}, { headers: { Authorization: `Bearer ${token}` } })
      .catch(() => undefined);
  } catch {
    // getConfig throws before the configuration is loaded: nothing to tell the server then.
  }
};

/**
 * The member session of spec 4, one per page: token lifetime (refresh and expiry margins),
 * inactivity end with a stay-signed-in prompt (WCAG 2.2.1), sign-in and logout.
 */
export class Session {
  /** Claims now and on every change, from any tab. */
  readonly claims$: Observable<SessionClaims | null> = tokenStore.claims$;

  private running = false;
  private lastActivity = Date.now();
  private promptOpen = false;
  private endedByLogout = false;
  private tokenTimers: Timer[] = [];
  private idleTimers: Timer[] = [];
  private claimsSubscription: Subscription | null = null;

  constructor() {
    // A new sign-in, here or in another tab, ends the "just logged out" state.
    tokenStore.claims$.subscribe((claims) => {
      if (claims) this.endedByLogout = false;
    });
  }

  private readonly onStorage = (event: StorageEvent): void => {
    // key null: another tab cleared the whole storage (logout).
    if (event.key === ID_TOKEN_KEY || event.key === null) tokenStore.sync();
  };

  claims(): SessionClaims | null {
    return tokenStore.claims();
  }

  /** spec 4: authenticated while a token exists and is more than 300 s from expiry. */
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
    this.lastActivity = Date.now();
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
    this.clear(this.tokenTimers);
    this.clear(this.idleTimers);
  }

  /** spec 4: every route change records the last-activity time. */
  recordActivity(): void {
    this.lastActivity = Date.now();
    this.dismissPrompt();
    if (this.running) this.armIdle();
  }

  /** WCAG 2.2.1: the one action of the stay-signed-in prompt. */
  staySignedIn(): void {
    this.recordActivity();
  }

  /** spec 3 and 7: signs in with the SHA-256 of the password; on failure any token is removed. */
  async signIn(userid: string, password: string): Promise<SessionClaims> {
    const { signin } = getConfig().auth;
    try {
      const token = await requestToken(signin, { userid, password: await sha256Hex(password) });
      this.lastActivity = Date.now();
      return tokenStore.set(token);
    } catch (error) {
      tokenStore.remove();
      throw error;
    }
  }

  /** spec 4 and 7: exchanges the current token for a new one through `/auth/reauth`. */
  async refresh(): Promise<void> {
    const current = tokenStore.token();
    if (!current) return;
    const token = await requestToken(getConfig().auth.reauth, {}, current);
    tokenStore.set(token);
  }

  /**
   * True after the member logged out in this page and until the next sign-in: a member page then
   * sends the visitor home rather than to the main site's login (nobody asked to sign in again).
   */
  loggedOutByUser(): boolean {
    return this.endedByLogout && tokenStore.token() === null;
  }

  /**
   * spec 4: logout clears all browser storage. First it asks the server to revoke the token
   * (docs/security-model.md: logout ends the sign-in), without waiting: the request carries the
   * token it read before storage is cleared, and a failed or slow call never keeps the member
   * signed in on this page.
   */
  logout(): void {
    this.endedByLogout = true;
    const token = tokenStore.token();
    if (token) revokeOnServer(token);
    localStorage.clear();
    sessionStorage.clear();
    tokenStore.sync();
    this.dismissPrompt();
    bus.emit({ type: 'session/logged-out' });
  }

  /** Asks the shell for the login modal (spec 4: closable only when allowed). */
  requestLogin(allowClose = true, returnPath?: string): void {
    bus.emit({
      type: 'session/login-requested',
      allowClose,
      ...(returnPath ? { returnPath } : {}),
    });
  }

  private end(reason: 'inactive' | 'expired'): void {
    this.dismissPrompt();
    tokenStore.remove();
    bus.emit({ type: 'session/expired', reason });
  }

  private arm(): void {
    this.clear(this.tokenTimers);
    const claims = tokenStore.claims();
    if (!claims) {
      this.clear(this.idleTimers);
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
    this.armIdle();
  }

  private armIdle(): void {
    this.clear(this.idleTimers);
    if (!tokenStore.claims()) return;
    const idleFor = Date.now() - this.lastActivity;
    this.idleTimers = [
      setTimeout(
        () => {
          this.promptOpen = true;
          bus.emit({ type: 'session/stay-signed-in-prompt', secondsLeft: STAY_PROMPT_MS / 1000 });
        },
        delay(INACTIVITY_MS - STAY_PROMPT_MS - idleFor),
      ),
      setTimeout(() => this.end('inactive'), delay(INACTIVITY_MS - idleFor)),
    ];
  }

  private dismissPrompt(): void {
    if (!this.promptOpen) return;
    this.promptOpen = false;
    bus.emit({ type: 'session/stay-signed-in-dismissed' });
  }

  private clear(timers: Timer[]): void {
    timers.forEach((timer) => clearTimeout(timer));
    timers.length = 0;
  }
}

/** The one session of the page (a federation singleton through @eoffering/shared). */
export const session = new Session();
