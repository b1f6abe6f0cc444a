import { AxiosError, type AxiosAdapter } from 'axios';
import { DIALOG_TIMER_MS } from '../api/alert';
import { callApi } from '../api/call-api';
import type { Purpose } from '../contract/catalogue';
import { http } from '../api/transport/http-client';
import { resetHttpFailureState } from '../api/http-failure';
import { bus } from '../bus/event-bus';
import type { BusEvent } from '../bus/events';
import { initI18n, setLanguage } from '../i18n/i18n';
import { setPageNavigation } from '../navigation/page-navigation';
import { installFakeApi, type FakeApi } from '../testing/fake-api';
import { fakeToken } from '../testing/fake-token';
import { PRE_LOCATION_KEY } from './return-path';
import { session } from './session';
import { ID_TOKEN_KEY, tokenStore } from './token-store';

// Bodies do not matter here: the fake backend refuses whatever comes.
const call = callApi as (purpose: Purpose, body: unknown) => Promise<unknown>;

/** How the session ends when the server refuses or does not answer a call (docs/screens/shell.md). */
describe.each([
  [
    'en',
    'Your session is expired, please login again.',
    'an error occurred: offering data does not match',
    'server error',
  ],
  ['zh-TW', '您的登入已逾時，請重新登入。', '發生錯誤：奉獻資料不符', '伺服器錯誤'],
] as const)(
  'a session ended by the server, in %s',
  (language, expiredText, mismatchText, serverErrorText) => {
    let api: FakeApi;
    let events: BusEvent[] = [];
    const assign = jest.fn();
    const subscription = bus.all().subscribe((event) => events.push(event));
    const token = fakeToken({ expiresInS: 3600 });

    beforeAll(async () => {
      await initI18n(language);
      await setLanguage(language);
    });
    afterAll(() => subscription.unsubscribe());
    beforeEach(() => {
      jest.useFakeTimers();
      events = [];
      localStorage.clear();
      localStorage.setItem(ID_TOKEN_KEY, token);
      tokenStore.sync();
      api = installFakeApi();
      assign.mockReset();
      setPageNavigation({ assign, currentPath: () => '/member_center/record' });
      resetHttpFailureState();
    });
    afterEach(() => {
      api.uninstall();
      setPageNavigation(null);
      jest.useRealTimers();
    });

    const alerts = () => events.filter((event) => event.type === 'ui/alert');
    const logoutCalls = () => api.requests.filter((request) => request.target === 'logout');

    it('401: the message shows first, then the token goes (also on the server), then the login after the dialog timer', async () => {
      api.fail('get_tra_offering_detail', 401, 'token expired').ok('logout', null);
      const signedOut = events.length;
      await expect(call('get_tra_offering_detail', { offering_aid: 1001 })).rejects.toMatchObject({
        status: 401,
      });
      const order = events.slice(signedOut).map((event) => event.type);
      expect(order.indexOf('ui/alert')).toBeLessThan(order.indexOf('session/changed'));
      expect(alerts()).toEqual([expect.objectContaining({ title: expiredText })]);
      expect(localStorage.getItem(ID_TOKEN_KEY)).toBeNull();
      expect(session.isDeparting()).toBe(true);
      await jest.advanceTimersByTimeAsync(0);
      expect(logoutCalls().map((call) => call.headers.Authorization)).toEqual([`Bearer ${token}`]);

      await jest.advanceTimersByTimeAsync(DIALOG_TIMER_MS - 1);
      expect(assign).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      expect(localStorage.getItem(PRE_LOCATION_KEY)).toBe('/member_center/record');
      expect(assign).toHaveBeenCalledWith(`http://main.test/login?lang=${language}`);
    });

    it('403 about a giving that does not match: its message, then logged out and the login dialog', async () => {
      api.fail('get_tra_offering_detail', 403, 'offering data does not match').ok('logout', null);
      localStorage.setItem('orderObject', '{}');
      await expect(call('get_tra_offering_detail', { offering_aid: 9 })).rejects.toMatchObject({
        status: 403,
      });
      expect(alerts()).toEqual([expect.objectContaining({ title: mismatchText })]);
      expect(events.some((event) => event.type === 'session/login-requested')).toBe(false);
      await jest.advanceTimersByTimeAsync(DIALOG_TIMER_MS);
      expect(localStorage.length).toBe(0);
      expect(session.loggedOutByUser()).toBe(true);
      expect(events).toContainEqual({ type: 'session/login-requested', allowClose: true });
      expect(logoutCalls()).toHaveLength(1);
      expect(assign).not.toHaveBeenCalled();
    });

    it('another 403 still says "permission error" and goes home', async () => {
      api.fail('get_notice_settings', 403, 'setting data abnormal').ok('logout', null);
      await expect(
        call('get_notice_settings', { page_website_group_aid: 60 }),
      ).rejects.toMatchObject({ status: 403 });
      await jest.advanceTimersByTimeAsync(DIALOG_TIMER_MS);
      expect(events).not.toContainEqual(
        expect.objectContaining({ type: 'session/login-requested' }),
      );
      expect(localStorage.getItem(ID_TOKEN_KEY)).toBeNull();
      expect(assign).toHaveBeenCalledWith('/eoffering/');
    });

    it('an API too slow to answer: the client gives up after its timeout and takes the "server error" path', async () => {
      const timeouts: Array<number | undefined> = [];
      // The fake backend never answers; like axios's own adapters, this one gives up at the timeout.
      const silent: AxiosAdapter = (config) => {
        timeouts.push(config.timeout);
        return new Promise((_resolve, reject) =>
          setTimeout(
            () => reject(new AxiosError('timeout exceeded', AxiosError.ETIMEDOUT, config)),
            config.timeout,
          ),
        );
      };
      http.defaults.adapter = silent;
      const failure = call('get_project_info_list', {});
      const settled = expect(failure).rejects.toMatchObject({ status: null, handled: true });
      await jest.advanceTimersByTimeAsync(30_000 - 1);
      expect(timeouts).toEqual([30_000]);
      expect(alerts()).toEqual([]);
      await jest.advanceTimersByTimeAsync(1);
      await settled;
      expect(alerts()).toEqual([expect.objectContaining({ title: serverErrorText })]);
      await jest.advanceTimersByTimeAsync(DIALOG_TIMER_MS);
      expect(localStorage.getItem(ID_TOKEN_KEY)).toBeNull();
      expect(assign).toHaveBeenCalledWith(`http://main.test/login?lang=${language}`);
    });
  },
);
