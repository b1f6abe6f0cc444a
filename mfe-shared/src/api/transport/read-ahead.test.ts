import type { BusEvent } from '../../bus/events';
import { bus } from '../../bus/event-bus';
import { initI18n, setLanguage } from '../../i18n/i18n';
import { setPageNavigation } from '../../navigation/page-navigation';
import { ID_TOKEN_KEY, tokenStore } from '../../session/token-store';
import { successRc } from '../../contract/catalogue';
import { startOpeningRemote } from '../../federation/opening-remote';
import { aProject } from '../../testing/contract-fixtures';
import { installFakeApi, type FakeApi } from '../../testing/fake-api';
import { fakeToken } from '../../testing/fake-token';
import { testConfig } from '../../testing/test-config';
import { callApi } from '../call-api';
import { resetHttpFailureState } from '../http-failure';
import { loadedHttp } from './load-http';
import { readAhead } from './read-ahead';

const LIST_BODY = { url_rewrite_id: 'church' };
/** The list's body as the page builds it from testConfig() (projectListBody). */
const LIST_BODY_OF_CONFIG = { url_rewrite_id: testConfig().churchRewriteId };

describe('readAhead', () => {
  let api: FakeApi;
  let events: BusEvent[];
  const subscription = bus.all().subscribe((event) => events.push(event));

  beforeAll(async () => {
    await initI18n('en');
    await setLanguage('zh-TW');
  });
  afterAll(() => subscription.unsubscribe());

  beforeEach(() => {
    events = [];
    api = installFakeApi();
    setPageNavigation({ assign: jest.fn(), reload: jest.fn(), currentPath: () => '/' });
    localStorage.clear();
    tokenStore.sync();
    resetHttpFailureState();
  });
  afterEach(() => {
    api.uninstall();
    setPageNavigation(null);
  });

  // First in the file: no call before it has loaded the HTTP client.
  it('reads a success without loading the HTTP client (axios)', async () => {
    api.ok('get_project_info_list', [aProject()]);
    await expect(readAhead('get_project_info_list', LIST_BODY)).resolves.toEqual([aProject()]);
    expect(api.requests).toHaveLength(1);
    expect(loadedHttp()).toBeNull();
  });

  it('sends the POST, body and headers the HTTP client sends', async () => {
    localStorage.setItem(ID_TOKEN_KEY, fakeToken({ expiresInS: 3600 }));
    tokenStore.sync();
    api.ok('get_project_info_list', []).ok('get_project_info_list', []);
    await readAhead('get_project_info_list', LIST_BODY);
    await callApi('get_project_info_list', LIST_BODY);

    const [ahead, client] = api.requests;
    expect(ahead).toMatchObject({
      url: 'http://api.test/api/get_project_info_list',
      body: LIST_BODY,
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'Accept-Language': 'zh-TW',
        Authorization: `Bearer ${tokenStore.token()}`,
      },
    });
    expect(ahead?.url).toBe(client?.url);
    expect(ahead?.body).toEqual(client?.body);
    expect(ahead?.headers).toEqual(client?.headers);
  });

  it('rejects a refusal in a 200 answer as callApi does, without asking again', async () => {
    api.on('get_project_info_list', () => ({
      body: { RC: 404, RM: 'none', Result: [{ msg: '查無資料' }] },
    }));
    await expect(readAhead('get_project_info_list', LIST_BODY)).rejects.toMatchObject({
      kind: 'rc',
      rc: 404,
      message: '查無資料',
      handled: false,
    });
    expect(api.requests).toHaveLength(1);
  });

  it.each([
    ['an error status', (fake: FakeApi) => fake.fail('get_project_info_list', 500, '系統忙碌中')],
    ['no answer', (fake: FakeApi) => fake.networkError('get_project_info_list')],
  ])(
    'asks again through the HTTP client after %s, which handles the failure as any call',
    async (_case, failFirst) => {
      failFirst(api).fail('get_project_info_list', 500, '系統忙碌中');
      await expect(readAhead('get_project_info_list', LIST_BODY)).rejects.toMatchObject({
        kind: 'http',
        status: 500,
        handled: true,
      });
      expect(api.requests).toHaveLength(2);
      expect(events.filter((event) => event.type === 'ui/alert')).toHaveLength(1);
    },
  );

  it('takes the HTTP client’s success when it answers the second time', async () => {
    api.networkError('get_project_info_list').ok('get_project_info_list', [aProject()]);
    await expect(readAhead('get_project_info_list', LIST_BODY)).resolves.toEqual([aProject()]);
    expect(api.requests).toHaveLength(2);
  });

  describe("the shell's early script's read (federation/opening-remote.ts)", () => {
    const listUrl = `${testConfig().apiBaseUrl}${testConfig().api.get_project_info_list}`;

    /** early.js on the home page in a zh-TW browser: config.json, then the list as a guest. */
    const openHome = async (early: Response) => {
      jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['zh-TW']);
      const fakeFetch = window.fetch;
      const earlyFetch = jest.fn((input: RequestInfo | URL) =>
        String(input) === listUrl
          ? Promise.resolve(early)
          : Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(testConfig()) }),
      );
      window.fetch = earlyFetch as unknown as typeof fetch;
      startOpeningRemote('/eoffering/');
      await new Promise((resolve) => setTimeout(resolve, 0));
      window.fetch = fakeFetch;
      return earlyFetch;
    };
    const earlyAnswer = (result: unknown) =>
      ({
        ok: true,
        status: 200,
        json: () =>
          Promise.resolve({
            RC: successRc('get_project_info_list'),
            RM: 'success',
            Result: result,
          }),
      }) as unknown as Response;

    afterEach(() => jest.restoreAllMocks());

    it("takes a guest's answer instead of asking again", async () => {
      const earlyFetch = await openHome(earlyAnswer([aProject()]));
      await expect(readAhead('get_project_info_list', LIST_BODY_OF_CONFIG)).resolves.toEqual([
        aProject(),
      ]);
      expect(earlyFetch.mock.calls.filter(([url]) => String(url) === listUrl)).toHaveLength(1);
      expect(api.requests).toHaveLength(0);
    });

    it('asks again for a member: the early read carried no token', async () => {
      await openHome(earlyAnswer([]));
      localStorage.setItem(ID_TOKEN_KEY, fakeToken({ expiresInS: 3600 }));
      tokenStore.sync();
      api.ok('get_project_info_list', [aProject()]);
      await expect(readAhead('get_project_info_list', LIST_BODY_OF_CONFIG)).resolves.toEqual([
        aProject(),
      ]);
      expect(api.requests).toHaveLength(1);
    });
  });
});
