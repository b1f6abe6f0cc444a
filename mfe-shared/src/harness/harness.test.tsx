import { act, screen, within } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { setConfig } from '../config/config-store';
import { initI18n, registerStrings, setLanguage } from '../i18n/i18n';
import { session } from '../session/session';
import { ID_TOKEN_KEY } from '../session/token-store';
import { fakeToken } from '../testing/fake-token';
import { renderWithProviders } from '../testing/render-with-providers';
import { testConfig } from '../testing/test-config';
import { HarnessLayout } from './harness-layout';
import { HARNESS_CONFIG_FAILURE } from './run-harness';
import { startHarness } from './start-harness';

// A remote's namespace, as a remote registers it at module load.
registerStrings('remote', { 'zh-TW': { home: '遠端首頁' }, en: { home: 'Remote home' } });

describe('HarnessLayout (standalone remote harness)', () => {
  it("shows the remote's links, the routes in the main landmark and toggles the language", async () => {
    const { user } = renderWithProviders(
      <HarnessLayout links={[{ to: '/member_center/home', label: 'remote:home' }]}>
        <p>the remote&apos;s page</p>
      </HarnessLayout>,
      { language: 'en' },
    );

    const bar = screen.getByRole('banner');
    expect(within(bar).getByRole('link', { name: 'Remote home' })).toHaveAttribute(
      'href',
      '/eoffering/member_center/home',
    );
    expect(within(screen.getByRole('main')).getByText("the remote's page")).toBeVisible();
    expect(within(bar).queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();

    const toggle = within(bar).getByRole('button', { name: '中文' });
    expect(toggle).toHaveAttribute('lang', 'zh-TW');
    await user.click(toggle);

    expect(document.documentElement).toHaveAttribute('lang', 'zh-TW');
    expect(within(bar).getByRole('link', { name: '遠端首頁' })).toBeVisible();
    expect(within(bar).getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
  });

  it('records every route change as activity, as the shell does', async () => {
    const recordActivity = jest.spyOn(session, 'recordActivity');
    const { user } = renderWithProviders(
      <HarnessLayout links={[{ to: '/member_center/home', label: 'remote:home' }]}>
        <p>page</p>
      </HarnessLayout>,
      { language: 'en', route: '/member_center/receipt' },
    );
    expect(recordActivity).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('link', { name: 'Remote home' }));

    expect(recordActivity).toHaveBeenCalledTimes(2);
    recordActivity.mockRestore();
  });

  it('offers logout to a signed-in member', () => {
    renderWithProviders(
      <HarnessLayout>
        <p>page</p>
      </HarnessLayout>,
      { language: 'en', signedIn: true },
    );

    expect(screen.getByRole('button', { name: 'Log out' })).toBeVisible();
  });
});

describe('startHarness', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
  let container: HTMLElement;
  let root: Root | null = null;

  beforeEach(async () => {
    // The page's language is the one i18n instance's: English for every test here.
    await initI18n('en');
    await setLanguage('en');
    // jsdom has no fetch: each test says what mock-server answers for config.json.
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    fetchMock.mockReset();
    setConfig(null);
    localStorage.removeItem(ID_TOKEN_KEY);
    container = document.createElement('div');
    document.body.append(container);
  });

  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    session.stop();
    setConfig(null);
    container.remove();
    window.history.replaceState(null, '', '/');
  });

  it('renders the routes under the base path, opening the home when the URL is outside the app', async () => {
    fetchMock.mockResolvedValue({
      ok: true,
      status: 200,
      json: async () => testConfig(),
    } as Response);
    localStorage.setItem(ID_TOKEN_KEY, fakeToken());
    window.history.replaceState(null, '', '/');

    await act(async () => {
      root = await startHarness(container, { home: '/member_center/home', routes: <p>routes</p> });
    });

    expect(window.location.pathname).toBe('/eoffering/member_center/home');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/eoffering/config.json');
    expect(within(container).getByRole('main')).toHaveTextContent('routes');
    expect(within(container).getByRole('button', { name: 'Log out' })).toBeVisible();
  });

  it('keeps a URL that is already inside the app', async () => {
    fetchMock.mockResolvedValue({
      ok: true,
      status: 200,
      json: async () => testConfig(),
    } as Response);
    window.history.replaceState(null, '', '/eoffering/order/express/1');

    await act(async () => {
      root = await startHarness(container, { home: '/', routes: <p>routes</p> });
    });

    expect(window.location.pathname).toBe('/eoffering/order/express/1');
  });

  it('says config.json did not load, and renders nothing else, when mock-server is not there', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    root = await startHarness(container, { home: '/', routes: <p>routes</p> });

    expect(root).toBeNull();
    expect(container.textContent).toContain(HARNESS_CONFIG_FAILURE);
    expect(container.textContent).toContain('could not be fetched from /eoffering/config.json');
    expect(window.location.pathname).toBe('/eoffering/');
  });
});
