import type { BusEvent } from '../bus/events';
import { bus } from '../bus/event-bus';
import { installFakeApi, type FakeApi } from '../testing/fake-api';
import { fakeToken } from '../testing/fake-token';
import { Session } from './session';
import {
  INACTIVITY_MS,
  REFRESH_LEAD_MS,
  REFRESH_MARGIN_MS,
  STAY_PROMPT_MS,
} from './session-timing';
import { ID_TOKEN_KEY, tokenStore } from './token-store';

const S = 1000;
const START = new Date('2025-03-01T08:00:00Z').getTime();

describe('Session', () => {
  let api: FakeApi;
  let events: BusEvent[];
  let session: Session;
  const subscription = bus.all().subscribe((event) => events.push(event));
  afterAll(() => subscription.unsubscribe());

  const storeToken = (expiresInS: number, member_name = '王小明') => {
    const token = fakeToken({ expiresInS, member_name });
    localStorage.setItem(ID_TOKEN_KEY, token);
    tokenStore.sync();
    return token;
  };
  const ofType = (type: BusEvent['type']) => events.filter((event) => event.type === type);
  // Navigates every 100 s, so only the token rules are at work.
  const advanceWhileActive = async (ms: number) => {
    for (let left = ms; left > 0; left -= 100 * S) {
      await jest.advanceTimersByTimeAsync(Math.min(left, 100 * S));
      session.recordActivity();
    }
  };

  beforeEach(() => {
    jest.useFakeTimers({ now: START });
    localStorage.clear();
    sessionStorage.clear();
    tokenStore.sync();
    api = installFakeApi();
    session = new Session();
    events = [];
  });
  afterEach(() => {
    session.stop();
    api.uninstall();
    jest.useRealTimers();
  });

  describe('expiry margin (spec 4: authenticated while more than 300 s from expiry)', () => {
    it.each([
      [3600, true],
      [301, true],
      [300, false],
      [-10, false],
    ])('a token expiring in %d s counts as signed in: %s', (expiresInS, expected) => {
      storeToken(expiresInS);
      expect(session.isAuthenticated()).toBe(expected);
    });

    it('is not signed in without a token, or with a token that is not ours', () => {
      expect(session.isAuthenticated()).toBe(false);
      localStorage.setItem(ID_TOKEN_KEY, 'not-a-jwt');
      tokenStore.sync();
      expect(session.isAuthenticated()).toBe(false);
      expect(session.claims()).toBeNull();
    });

    it('drops a stored token already inside the margin when it starts', () => {
      storeToken(200);
      session.start();
      expect(localStorage.getItem(ID_TOKEN_KEY)).toBeNull();
    });

    it('ends the session 300 s before expiry when no new token came', async () => {
      storeToken(1000);
      api.fail('reauth', 401, 'expired');
      session.start();
      await advanceWhileActive((1000 - 300) * S - 1);
      expect(localStorage.getItem(ID_TOKEN_KEY)).not.toBeNull();
      expect(api.requests.map((request) => request.target)).toEqual(['reauth']);
      await jest.advanceTimersByTimeAsync(1);
      expect(localStorage.getItem(ID_TOKEN_KEY)).toBeNull();
      expect(ofType('session/expired')).toEqual([{ type: 'session/expired', reason: 'expired' }]);
    });
  });

  describe('refresh margin (spec 4: refreshed about 300 s before expiry)', () => {
    it('posts to /auth/reauth with the bearer token just before the margin and keeps the new token', async () => {
      const old = storeToken(1000);
      const renewed = fakeToken({ expiresInS: 1000 + 3600 });
      api.ok('reauth', renewed);
      session.start();
      const refreshAt = 1000 * S - REFRESH_MARGIN_MS - REFRESH_LEAD_MS;
      await advanceWhileActive(refreshAt - 1);
      expect(api.requests).toEqual([]);
      await jest.advanceTimersByTimeAsync(1);
      expect(api.requests).toHaveLength(1);
      expect(api.requests[0]).toMatchObject({
        target: 'reauth',
        url: 'http://api.test/auth/reauth',
      });
      expect(api.requests[0]?.headers.Authorization).toBe(`Bearer ${old}`);
      expect(localStorage.getItem(ID_TOKEN_KEY)).toBe(renewed);
      expect(ofType('session/changed').at(-1)).toMatchObject({ claims: { member_name: '王小明' } });
      // The expiry timer of the old token no longer ends anything.
      await advanceWhileActive(REFRESH_LEAD_MS + S);
      expect(ofType('session/expired')).toEqual([]);
      expect(session.isAuthenticated()).toBe(true);
    });
  });

  describe('inactivity (spec 4: 300 s without navigation ends the session)', () => {
    it('prompts 20 s before the end (WCAG 2.2.1), then ends the session and removes the token', async () => {
      storeToken(7200);
      session.start();
      await jest.advanceTimersByTimeAsync(INACTIVITY_MS - STAY_PROMPT_MS - 1);
      expect(ofType('session/stay-signed-in-prompt')).toEqual([]);
      await jest.advanceTimersByTimeAsync(1);
      expect(ofType('session/stay-signed-in-prompt')).toEqual([
        { type: 'session/stay-signed-in-prompt', secondsLeft: 20 },
      ]);
      await jest.advanceTimersByTimeAsync(STAY_PROMPT_MS - 1);
      expect(localStorage.getItem(ID_TOKEN_KEY)).not.toBeNull();
      await jest.advanceTimersByTimeAsync(1);
      expect(localStorage.getItem(ID_TOKEN_KEY)).toBeNull();
      expect(ofType('session/expired')).toEqual([{ type: 'session/expired', reason: 'inactive' }]);
      expect(ofType('session/changed').at(-1)).toEqual({ type: 'session/changed', claims: null });
    });

    it('counts from the last route change', async () => {
      storeToken(7200);
      session.start();
      await jest.advanceTimersByTimeAsync(200 * S);
      session.recordActivity();
      await jest.advanceTimersByTimeAsync(INACTIVITY_MS - 1);
      expect(session.isAuthenticated()).toBe(true);
      await jest.advanceTimersByTimeAsync(1);
      expect(session.isAuthenticated()).toBe(false);
    });

    it('stay signed in dismisses the prompt and starts the 300 s again', async () => {
      storeToken(7200);
      session.start();
      await jest.advanceTimersByTimeAsync(INACTIVITY_MS - STAY_PROMPT_MS);
      session.staySignedIn();
      expect(ofType('session/stay-signed-in-dismissed')).toHaveLength(1);
      await jest.advanceTimersByTimeAsync(INACTIVITY_MS - STAY_PROMPT_MS - 1);
      expect(ofType('session/stay-signed-in-prompt')).toHaveLength(1);
      expect(session.isAuthenticated()).toBe(true);
      await jest.advanceTimersByTimeAsync(1);
      expect(ofType('session/stay-signed-in-prompt')).toHaveLength(2);
    });

    it('has nothing to end for a guest', async () => {
      session.start();
      await jest.advanceTimersByTimeAsync(INACTIVITY_MS * 2);
      expect(ofType('session/stay-signed-in-prompt')).toEqual([]);
      expect(ofType('session/expired')).toEqual([]);
    });
  });

  describe('signIn', () => {
    it('posts the userid and the SHA-256 of the password and keeps the token', async () => {
      const token = fakeToken({ member_name: '陳美玲', sub: '2' });
      api.ok('signin', token);
      await expect(session.signIn('0922333444', 'Passw0rd!')).resolves.toMatchObject({
        sub: '2',
        member_name: '陳美玲',
      });
      expect(api.requests[0]).toMatchObject({
        target: 'signin',
        url: 'http://api.test/signin',
        body: {
          userid: '0922333444',
          password: 'e66860546f18cdbbcd86b35e18b525bffc67f772c650cedfe3ff7a0026fa1dee',
        },
      });
      expect(localStorage.getItem(ID_TOKEN_KEY)).toBe(token);
      expect(session.isAuthenticated()).toBe(true);
    });

    it.each([
      ['a 401', (a: FakeApi) => a.fail('signin', 401, 'wrong password')],
      ['no response', (a: FakeApi) => a.networkError('signin')],
      [
        'a failing RC',
        (a: FakeApi) => a.on('signin', () => ({ body: { RC: 401, RM: 'x', Result: [] } })),
      ],
      ['a Result that is no token', (a: FakeApi) => a.ok('signin', 'not-a-jwt')],
    ])('rejects on %s, removes any token and shows no shared dialog', async (_case, script) => {
      storeToken(3600);
      script(api);
      await expect(session.signIn('0912345678', 'bad')).rejects.toThrow();
      expect(localStorage.getItem(ID_TOKEN_KEY)).toBeNull();
      expect(ofType('ui/alert')).toEqual([]);
    });
  });

  describe('logout (spec 4, checklist 14)', () => {
    it('clears all browser storage and says so on the bus', () => {
      storeToken(3600);
      api.ok('logout', null);
      localStorage.setItem('orderObject', '{}');
      localStorage.setItem('preLocationPath', '/member_center/home');
      sessionStorage.setItem('anything', '1');
      session.logout();
      expect(localStorage.length).toBe(0);
      expect(sessionStorage.length).toBe(0);
      expect(session.claims()).toBeNull();
      expect(ofType('session/logged-out')).toHaveLength(1);
    });

    it('asks the server to revoke the token it held, sent as bearer although storage is already clear', async () => {
      const token = storeToken(3600);
      api.ok('logout', null);
      session.logout();
      expect(localStorage.getItem(ID_TOKEN_KEY)).toBeNull();
      await jest.advanceTimersByTimeAsync(0);
      expect(api.requests).toEqual([
        {
          target: 'logout',
          url: 'http://api.test/auth/logout',
          body: {},
          headers: expect.objectContaining({ Authorization: `Bearer ${token}` }),
        },
      ]);
    });

    it('revokes a token inside the expiry margin too: the server still honours it', async () => {
      const token = storeToken(200);
      api.ok('logout', null);
      session.logout();
      await jest.advanceTimersByTimeAsync(0);
      expect(api.requests[0]?.headers.Authorization).toBe(`Bearer ${token}`);
    });

    it.each([
      ['a 500', (a: FakeApi) => a.fail('logout', 500, 'server error')],
      ['a 401', (a: FakeApi) => a.fail('logout', 401, 'expired')],
      ['no response', (a: FakeApi) => a.networkError('logout')],
    ])('still clears storage on %s and shows no dialog', async (_case, script) => {
      storeToken(3600);
      script(api);
      session.logout();
      expect(localStorage.length).toBe(0);
      expect(session.isAuthenticated()).toBe(false);
      await jest.advanceTimersByTimeAsync(0);
      expect(api.requests.map((request) => request.target)).toEqual(['logout']);
      expect(ofType('ui/alert')).toEqual([]);
      expect(ofType('session/logged-out')).toHaveLength(1);
    });

    it('sends nothing for a guest', async () => {
      session.logout();
      await jest.advanceTimersByTimeAsync(0);
      expect(api.requests).toEqual([]);
      expect(ofType('session/logged-out')).toHaveLength(1);
    });

    it('clears storage even before the configuration is loaded', () => {
      storeToken(3600);
      api.uninstall();
      session.logout();
      expect(localStorage.length).toBe(0);
      expect(ofType('session/logged-out')).toHaveLength(1);
    });
  });

  it('follows a sign-in in another tab', () => {
    session.start();
    const token = fakeToken({ member_name: '另一分頁' });
    localStorage.setItem(ID_TOKEN_KEY, token);
    window.dispatchEvent(new StorageEvent('storage', { key: ID_TOKEN_KEY, newValue: token }));
    expect(session.claims()?.member_name).toBe('另一分頁');
  });

  it('requestLogin asks the shell for the login modal', () => {
    session.requestLogin(false, '/order/recurring_records/1');
    expect(ofType('session/login-requested')).toEqual([
      {
        type: 'session/login-requested',
        allowClose: false,
        returnPath: '/order/recurring_records/1',
      },
    ]);
  });
});
