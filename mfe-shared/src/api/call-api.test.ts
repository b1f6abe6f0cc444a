import { AxiosError } from 'axios';
import type { Purpose } from '../contract/catalogue';
import type { BusEvent } from '../bus/events';
import { bus } from '../bus/event-bus';
import { initI18n, setLanguage } from '../i18n/i18n';
import { setPageNavigation } from '../navigation/page-navigation';
import { PRE_LOCATION_KEY } from '../session/return-path';
import { ID_TOKEN_KEY, tokenStore } from '../session/token-store';
import { aDonor, aProject, anItem } from '../testing/contract-fixtures';
import { installFakeApi, type FakeApi } from '../testing/fake-api';
import { fakeToken } from '../testing/fake-token';
import { testConfig } from '../testing/test-config';
import { DIALOG_TIMER_MS } from './alert';
import { ApiError } from './api-error';
import { callApi } from './call-api';
import { resetHttpFailureState } from './http-failure';

// The contract types are the mock-server engineer's; these tests only need the runtime behaviour.
const call = (purpose: Purpose, body: unknown, options?: Parameters<typeof callApi>[2]) =>
  (callApi as (p: Purpose, b: unknown, o?: Parameters<typeof callApi>[2]) => Promise<unknown>)(
    purpose,
    body,
    options,
  );

// A body each call's contract accepts (FakeApi refuses any other).
const BODIES: Partial<Record<Purpose, unknown>> = {
  get_project_info_list: { url_rewrite_id: 'church' },
  get_project_items: { project_aid: 3, if_ach: 0 },
  get_tra_detail: { offering_aid: 1 },
  get_tra_offering_detail: { offering_aid: 1 },
  get_tra_detail_nopg: { offering_aid: 1, donor_sid: 'A123456789' },
  get_member_donor_info: {},
  tra_order_info_handle: {
    offering_aid: 7,
    donor_name: '王小明',
    donor_phone: '0912345678',
    donor_email: 'member@example.org',
    donor_sid: 'A123456789',
    invoice_title_aid: -1,
    invoice_title: '',
    invoice_tax_id: '',
    comments: '',
  },
};
const bodyOf = (purpose: Purpose): unknown => BODIES[purpose];

const signIn = (expiresInS: number) => {
  localStorage.setItem(ID_TOKEN_KEY, fakeToken({ expiresInS }));
  tokenStore.sync();
};

describe('callApi', () => {
  let api: FakeApi;
  let events: BusEvent[];
  const assign = jest.fn();
  const reload = jest.fn();
  const subscription = bus.all().subscribe((event) => events.push(event));

  beforeAll(async () => {
    await initI18n('en');
    await setLanguage('en');
  });
  afterAll(() => subscription.unsubscribe());

  beforeEach(() => {
    events = [];
    api = installFakeApi();
    assign.mockReset();
    reload.mockReset();
    setPageNavigation({ assign, reload, currentPath: () => '/order/result/7?x=1' });
    localStorage.clear();
    tokenStore.sync();
    resetHttpFailureState();
  });
  afterEach(() => {
    api.uninstall();
    setPageNavigation(null);
    jest.useRealTimers();
  });

  const alerts = () => events.filter((event) => event.type === 'ui/alert');

  it('POSTs JSON to apiBaseUrl + the configured path and resolves to Result', async () => {
    api.ok('get_project_items', [anItem()]);
    await expect(call('get_project_items', { project_aid: 3, if_ach: 0 })).resolves.toEqual([
      anItem(),
    ]);
    expect(api.requests[0]).toMatchObject({
      url: 'http://api.test/api/get_project_items',
      body: { project_aid: 3, if_ach: 0 },
    });
    expect(api.requests[0]?.headers['Content-Type']).toBe('application/json');
  });

  it.each(['zh-TW', 'en'] as const)(
    "sends the page's language (%s) as Accept-Language, read at each call (docs/api-contract.md)",
    async (language) => {
      await setLanguage(language);
      api.ok('get_project_items', [anItem()]);
      await call('get_project_items', { project_aid: 3, if_ach: 0 });
      await setLanguage('en');
      expect(api.requests[0]?.headers['Accept-Language']).toBe(language);
    },
  );

  it('sends the bearer token while the session is valid', async () => {
    signIn(3600);
    api.ok('get_member_donor_info', aDonor());
    await call('get_member_donor_info', bodyOf('get_member_donor_info'));
    expect(api.requests[0]?.headers.Authorization).toBe(`Bearer ${tokenStore.token()}`);
  });

  it.each([
    ['no token', null],
    ['a token 300 s or less from expiry', 290],
  ])('sends no bearer token with %s', async (_case, expiresInS) => {
    if (expiresInS !== null) signIn(expiresInS);
    api.ok('get_project_info_list', []);
    await call('get_project_info_list', bodyOf('get_project_info_list'));
    expect(api.requests[0]?.headers.Authorization).toBeUndefined();
  });

  it.each<[Purpose, number, unknown, unknown]>([
    ['get_project_info_detail', 501, { project_aid: 1 }, aProject()],
    [
      'add_invoice_title',
      101,
      { invoice_title: '王小明', invoice_tax_id: 'A123456789' },
      { invoice_title_aid: 3 },
    ],
    ['update_member_identity', 201, { member_social_identity: 'A123456789' }, aDonor()],
    ['delete_invoice_title', 301, { aid: 3 }, { invoice_title_aid: 3 }],
  ])('%s succeeds only with RC %d', async (purpose, rc, body, result) => {
    api.on(purpose, () => ({ body: { RC: rc, RM: 'ok', Result: result } }));
    await expect(call(purpose, body)).resolves.toEqual(result);
    api.on(purpose, () => ({ body: { RC: rc === 501 ? 201 : 501, RM: 'ok', Result: result } }));
    await expect(call(purpose, body)).rejects.toMatchObject({ kind: 'rc', handled: false });
  });

  it.each<[string, Purpose, unknown]>([
    ['a list call answering a record', 'get_project_info_list', { project_aid: 1 }],
    ['a list call answering null', 'get_project_items', null],
    ['a list call answering text', 'get_project_info_list', 'no projects'],
    ['a record call answering a list', 'get_tra_detail', [{ offering_aid: 1 }]],
    ['a record call answering null', 'get_member_donor_info', null],
    ['a record call answering a number', 'tra_order_info_handle', 7],
    ['a success without Result', 'get_tra_detail', undefined],
  ])(
    'refuses %s like an answer that is no envelope, and shows nothing (docs/decisions.md)',
    async (_case, purpose, result) => {
      const rc = purpose === 'tra_order_info_handle' ? 201 : 501;
      api.on(purpose, () => ({ body: { RC: rc, RM: 'success', Result: result } }));
      const failure = call(purpose, bodyOf(purpose));
      await expect(failure).rejects.toBeInstanceOf(ApiError);
      await expect(failure).rejects.toMatchObject({
        kind: 'rc',
        rc: null,
        message: '',
        handled: false,
      });
      expect(alerts()).toEqual([]);
    },
  );

  it('rejects a failing RC with the joined msg fields and shows nothing', async () => {
    api.on('get_tra_detail', () => ({
      body: { RC: 422, RM: 'rule', Result: [{ msg: 'first' }, { msg: 'second' }] },
    }));
    const failure = call('get_tra_detail', { offering_aid: 1 });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ rc: 422, status: 200, message: 'first, second' });
    expect(alerts()).toEqual([]);
  });

  it('appends RC-RM to the server message in development mode', async () => {
    api.uninstall();
    api = installFakeApi(testConfig({ dev: true }));
    api.on('get_tra_detail', () => ({ body: { RC: 404, RM: 'not found', Result: 'gone' } }));
    await expect(call('get_tra_detail', bodyOf('get_tra_detail'))).rejects.toMatchObject({
      message: 'gone 404-not found',
    });
  });

  describe('HTTP errors', () => {
    const closeAlert = () => {
      const last = alerts().at(-1);
      if (last?.type === 'ui/alert') bus.emit({ type: 'ui/alert-closed', id: last.id });
    };
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

    it('no response: "server error", then the token goes and the page goes to login with the return path', async () => {
      signIn(3600);
      api.networkError('get_project_info_list');
      await expect(
        call('get_project_info_list', bodyOf('get_project_info_list')),
      ).rejects.toMatchObject({
        kind: 'network',
        status: null,
        handled: true,
      });
      expect(alerts()).toEqual([expect.objectContaining({ tone: 'error', title: 'server error' })]);
      expect(assign).not.toHaveBeenCalled();
      closeAlert();
      await settle();
      expect(localStorage.getItem(ID_TOKEN_KEY)).toBeNull();
      expect(localStorage.getItem(PRE_LOCATION_KEY)).toBe('/order/result/7?x=1');
      expect(assign).toHaveBeenCalledWith('http://main.test/login?lang=en');
    });

    it('400: "Access Failed" titled "400 error", a server text it does not know left out, and stays', async () => {
      signIn(3600);
      api.fail('get_tra_detail', 400, 'offering_aid must be a number');
      await expect(call('get_tra_detail', bodyOf('get_tra_detail'))).rejects.toMatchObject({
        status: 400,
        handled: true,
      });
      await settle();
      expect(alerts()).toEqual([
        expect.objectContaining({ title: '400 error', message: 'Access Failed' }),
      ]);
      closeAlert();
      await settle();
      expect(assign).not.toHaveBeenCalled();
      expect(reload).not.toHaveBeenCalled();
      expect(tokenStore.token()).not.toBeNull();
    });

    it('401: the session-expired message, the token removed at once, then login', async () => {
      signIn(3600);
      api.fail('get_member_donor_info', 401, 'token expired');
      await expect(
        call('get_member_donor_info', bodyOf('get_member_donor_info')),
      ).rejects.toMatchObject({ status: 401 });
      expect(alerts()).toEqual([
        expect.objectContaining({ title: 'Your session is expired, please login again.' }),
      ]);
      expect(localStorage.getItem(ID_TOKEN_KEY)).toBeNull();
      expect(events).toContainEqual({ type: 'session/expired', reason: 'rejected' });
      closeAlert();
      await settle();
      expect(localStorage.getItem(PRE_LOCATION_KEY)).toBe('/order/result/7?x=1');
      expect(assign).toHaveBeenCalledWith('http://main.test/login?lang=en');
    });

    describe('401 for a stale stored token on a public page (docs/screens/shell.md)', () => {
      const onPath = (path: string) =>
        setPageNavigation({ assign, reload, currentPath: () => path });

      it('a read anyone may make: the token goes quietly and the read is asked again as a guest', async () => {
        onPath('/project_detail/3');
        signIn(3600);
        api.fail('get_project_items', 401, 'token revoked');
        api.ok('get_project_items', [anItem()]);
        api.ok('logout', null);
        await expect(call('get_project_items', { project_aid: 3, if_ach: 0 })).resolves.toEqual([
          anItem(),
        ]);
        const items = api.requests.filter((request) => request.url.endsWith('get_project_items'));
        expect(items.map((request) => request.headers.Authorization)).toEqual([
          expect.stringMatching(/^Bearer /),
          undefined,
        ]);
        expect(localStorage.getItem(ID_TOKEN_KEY)).toBeNull();
        await settle();
        expect(alerts()).toEqual([]);
        expect(events.filter((event) => event.type === 'session/expired')).toEqual([]);
        expect(assign).not.toHaveBeenCalled();
      });

      it.each<[string, string, Purpose]>([
        ['a member page', '/member_center/home', 'get_project_items'],
        ['a save on a public page', '/order/receipt_form/7', 'tra_order_info_handle'],
        ['a member call on a public page', '/order/receipt_form/7', 'get_member_donor_info'],
      ])(
        '%s: the session-expired message and the login, no second try',
        async (_case, path, purpose) => {
          onPath(path);
          signIn(3600);
          api.fail(purpose, 401, 'token expired');
          await expect(call(purpose, bodyOf(purpose))).rejects.toMatchObject({ status: 401 });
          expect(
            api.requests.filter((request) => request.url.endsWith(`/${purpose}`)),
          ).toHaveLength(1);
          expect(alerts()).toEqual([
            expect.objectContaining({ title: 'Your session is expired, please login again.' }),
          ]);
          closeAlert();
          await settle();
          expect(assign).toHaveBeenCalledWith('http://main.test/login?lang=en');
        },
      );
    });

    it('403: "permission error" with the server text, then the token goes and the page goes home', async () => {
      signIn(3600);
      api.fail('get_tra_offering_detail', 403, 'Permission denied');
      await expect(
        call('get_tra_offering_detail', bodyOf('get_tra_offering_detail')),
      ).rejects.toMatchObject({ status: 403 });
      await settle();
      expect(alerts()).toEqual([
        expect.objectContaining({ title: 'permission error', message: 'Permission denied' }),
      ]);
      closeAlert();
      await settle();
      expect(localStorage.getItem(ID_TOKEN_KEY)).toBeNull();
      expect(assign).toHaveBeenCalledWith('/eoffering/');
    });

    it('500: "System Error" titled "500 error", a server text it does not know left out, then the page reloads', async () => {
      api.fail('get_project_info_list', 500, 'database down');
      await expect(
        call('get_project_info_list', bodyOf('get_project_info_list')),
      ).rejects.toMatchObject({ status: 500 });
      await settle();
      expect(alerts()).toEqual([
        expect.objectContaining({ title: '500 error', message: 'System Error' }),
      ]);
      closeAlert();
      await settle();
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it('no response for a guest: "server error", and the page stays with what was typed', async () => {
      api.networkError('get_project_info_list');
      await expect(
        call('get_project_info_list', bodyOf('get_project_info_list')),
      ).rejects.toMatchObject({ kind: 'network', handled: true });
      expect(alerts()).toEqual([expect.objectContaining({ tone: 'error', title: 'server error' })]);
      closeAlert();
      await settle();
      expect(assign).not.toHaveBeenCalled();
      expect(reload).not.toHaveBeenCalled();
    });

    it.each([
      [
        'en',
        'too many givings from this address, please try again in an hour',
        'Please try again later',
        'Too many givings from this address. Please try again in an hour.',
      ],
      [
        'zh-TW',
        'too many givings from this address, please try again in an hour',
        '請稍後再試',
        '此網路位址的奉獻次數過多，請一小時後再試。',
      ],
      [
        'en',
        'too many failed lookups, please try again in 15 minutes',
        'Please try again later',
        'too many failed lookups, please try again in 15 minutes',
      ],
      [
        'zh-TW',
        'too many failed sign-in attempts, please try again in 15 minutes',
        '請稍後再試',
        '登入失敗次數過多，請於 15 分鐘後再試。',
      ],
      [
        'en',
        'slow down',
        'Please try again later',
        'Too many requests came from this address. Please try again later.',
      ],
      ['zh-TW', '', '請稍後再試', '此網路位址的要求次數過多，請稍後再試。'],
    ] as const)(
      '429 (%s, server text "%s"): "%s" with the server text in the page language; guest or member, the page stays',
      async (language, server, title, message) => {
        await setLanguage(language);
        try {
          for (const signedIn of [false, true]) {
            resetHttpFailureState();
            if (signedIn) signIn(3600);
            api.fail('tra_order_info_handle', 429, server);
            await expect(
              call('tra_order_info_handle', bodyOf('tra_order_info_handle')),
            ).rejects.toMatchObject({ status: 429, kind: 'rate-limited', handled: true });
            await settle();
            expect(alerts().at(-1)).toEqual(expect.objectContaining({ title, message }));
            closeAlert();
            await settle();
            expect(assign).not.toHaveBeenCalled();
            expect(reload).not.toHaveBeenCalled();
            if (signedIn) expect(localStorage.getItem(ID_TOKEN_KEY)).not.toBeNull();
          }
        } finally {
          await setLanguage('en');
        }
      },
    );

    it('a 429 leaves the page able to report the next failure', async () => {
      api.fail('get_project_info_list', 429, 'x');
      await expect(
        call('get_project_info_list', bodyOf('get_project_info_list')),
      ).rejects.toMatchObject({ status: 429 });
      await settle();
      closeAlert();
      api.fail('get_project_items', 500, 'y');
      await expect(call('get_project_items', bodyOf('get_project_items'))).rejects.toMatchObject({
        status: 500,
      });
      await settle();
      expect(alerts().map((alert) => alert.type === 'ui/alert' && alert.title)).toEqual([
        'Please try again later',
        '500 error',
      ]);
    });

    it.each([404, 409, 422, 502])(
      '%d for a guest: "server error", and the page stays',
      async (status) => {
        api.fail('get_tra_detail_nopg', status, 'no data');
        await expect(
          call('get_tra_detail_nopg', bodyOf('get_tra_detail_nopg')),
        ).rejects.toMatchObject({ status });
        await settle();
        expect(alerts()).toEqual([
          expect.objectContaining({ title: 'server error', message: 'no data' }),
        ]);
        closeAlert();
        await settle();
        expect(assign).not.toHaveBeenCalled();
      },
    );

    it.each([404, 409, 422, 502])('%d for a member: "server error", then login', async (status) => {
      signIn(3600);
      api.fail('get_tra_detail_nopg', status, 'no data');
      await expect(
        call('get_tra_detail_nopg', bodyOf('get_tra_detail_nopg')),
      ).rejects.toMatchObject({ status });
      await settle();
      expect(alerts()).toEqual([
        expect.objectContaining({ title: 'server error', message: 'no data' }),
      ]);
      closeAlert();
      await settle();
      expect(assign).toHaveBeenCalledWith('http://main.test/login?lang=en');
    });

    it('leaves it to the caller for the statuses it handles itself', async () => {
      api.fail('get_tra_detail_nopg', 429, 'too many failed lookups');
      await expect(
        call('get_tra_detail_nopg', bodyOf('get_tra_detail_nopg'), { handleStatuses: [429] }),
      ).rejects.toMatchObject({ status: 429, message: 'too many failed lookups', handled: false });
      expect(alerts()).toEqual([]);
      expect(assign).not.toHaveBeenCalled();
    });

    it.each<[string, (api: FakeApi) => void]>([
      ['no answer', (fake) => fake.networkError('get_tra_detail')],
      ['a 401', (fake) => fake.fail('get_tra_detail', 401, 'expired')],
      ['a 500', (fake) => fake.fail('get_tra_detail', 500, 'x')],
    ])('a background check that gets %s shows nothing and stays on the page', async (_c, fail) => {
      fail(api);
      await expect(
        call('get_tra_detail', { offering_aid: 1 }, { background: true }),
      ).rejects.toMatchObject({ handled: false });
      await settle();
      expect(alerts()).toEqual([]);
      expect(assign).not.toHaveBeenCalled();
      expect(reload).not.toHaveBeenCalled();
    });

    it('goes on by itself after the dialog timer when nobody closes the dialog', async () => {
      jest.useFakeTimers();
      api.fail('get_project_info_list', 500, 'x');
      await expect(
        call('get_project_info_list', bodyOf('get_project_info_list')),
      ).rejects.toMatchObject({ status: 500 });
      await jest.advanceTimersByTimeAsync(DIALOG_TIMER_MS - 1);
      expect(reload).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it('shows one dialog when several calls fail while the page is leaving', async () => {
      api.fail('get_project_info_list', 401, 'a').fail('get_project_items', 401, 'b');
      await Promise.allSettled([
        call('get_project_info_list', bodyOf('get_project_info_list')),
        call('get_project_items', bodyOf('get_project_items')),
      ]);
      expect(alerts()).toHaveLength(1);
      closeAlert();
      await settle();
      expect(assign).toHaveBeenCalledTimes(1);
    });

    it('a 429 the caller takes is a rate-limited ApiError with the server text, shown nowhere', async () => {
      api.fail('get_tra_detail_nopg', 429, 'too many failed lookups');
      const failure = call('get_tra_detail_nopg', bodyOf('get_tra_detail_nopg'), {
        handleStatuses: [429],
      });
      await expect(failure).rejects.toMatchObject({ kind: 'rate-limited', handled: false });
      expect(alerts()).toEqual([]);
    });

    it('a call the client gave up waiting for is a timeout, handled like no answer', async () => {
      api.on('get_project_info_list', () => {
        throw new AxiosError('timeout of 30000ms exceeded', AxiosError.ECONNABORTED);
      });
      await expect(
        call('get_project_info_list', bodyOf('get_project_info_list')),
      ).rejects.toMatchObject({
        kind: 'timeout',
        status: null,
        handled: true,
      });
      expect(alerts()).toEqual([expect.objectContaining({ title: 'server error' })]);
    });

    it('shows nothing for a cancelled call', async () => {
      const controller = new AbortController();
      controller.abort();
      api.ok('get_project_info_list', []);
      await expect(
        call('get_project_info_list', bodyOf('get_project_info_list'), {
          signal: controller.signal,
        }),
      ).rejects.toMatchObject({ kind: 'cancelled' });
      expect(alerts()).toEqual([]);
    });
  });
});
