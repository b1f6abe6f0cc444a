import { act, screen } from '@testing-library/react';
import { session, setConfig } from '@eoffering/shared';
import { installFakeApi, testConfig, type FakeApi } from '@eoffering/shared/testing';
import { boot } from './bootstrap';
import { fakeFetch } from './testing/fake-federation';

const start = async (path = '/eoffering/') => {
  window.history.pushState({}, '', path);
  const container = document.createElement('div');
  document.body.append(container);
  await act(() => boot(container));
};

// The home page asks for its project list at boot: a backend in memory answers it, so no test
// reaches the network (a real request outlives the test and holds its jest worker open).
let api: FakeApi;

beforeEach(() => {
  api = installFakeApi();
  api.on('get_project_info_list', () => ({ body: { RC: 501, RM: 'ok', Result: [] } }));
  setConfig(null);
  // The browser's language decides the first language (docs/screens/shell.md); these tests use a Chinese browser.
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['zh-TW']);
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  api.uninstall();
  session.stop();
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

describe('bootstrap', () => {
  it('reads /eoffering/config.json, starts the session timers and renders the shell', async () => {
    const startSession = jest.spyOn(session, 'start');
    const config = testConfig();
    const network = fakeFetch({
      '/eoffering/config.json': [{ status: 200, body: config }],
      [config.remotes.giving.manifestUrl]: [new TypeError('Failed to fetch')],
    });
    await start();

    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(network.calls[0]).toBe('/eoffering/config.json');
    expect(startSession).toHaveBeenCalledTimes(1);
    // The giving remote is down in this test: its area says so, the frame stays.
    expect(await screen.findByRole('alert', {})).toHaveTextContent('此區塊無法載入');
  });

  it.each([
    ['the giving home', '/eoffering/', 3],
    ['the FAQ, a page of its own', '/eoffering/faq', 0],
  ])(
    'loads the remote of %s once: the early start at boot and its area share one load',
    async (_page, path, manifestFetches) => {
      const config = testConfig();
      const manifest = config.remotes.giving.manifestUrl;
      const network = fakeFetch({
        '/eoffering/config.json': [{ status: 200, body: config }],
        [manifest]: [new TypeError('Failed to fetch')],
      });
      await start(path);
      expect(await screen.findByRole('banner')).toBeInTheDocument();
      if (manifestFetches > 0) {
        await screen.findByRole('alert', {});
      }
      // The retry plugin's three tries, and no second round for the area.
      expect(network.calls.filter((url) => url === manifest)).toHaveLength(manifestFetches);
    },
  );

  it.each([
    ['the giving home', '/eoffering/', [{ url_rewrite_id: testConfig().churchRewriteId }]],
    ['the FAQ', '/eoffering/faq', []],
  ])(
    'asks for the project list at boot, alongside the remote, only when opening %s',
    async (_page, path, bodies) => {
      fakeFetch({
        '/eoffering/config.json': [{ status: 200, body: testConfig() }],
        [testConfig().remotes.giving.manifestUrl]: [new TypeError('Failed to fetch')],
      });
      await start(path);
      expect(await screen.findByRole('banner')).toBeInTheDocument();
      expect(api.bodiesOf('get_project_info_list')).toEqual(bodies);
    },
  );

  it('shows a message with a retry button when config.json cannot be read', async () => {
    fakeFetch({ '/eoffering/config.json': [{ status: 500, body: 'down' }] });
    await start();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('無法載入網站設定');
    expect(screen.getByRole('button', { name: '再試一次' })).toBeInTheDocument();
  });
});
