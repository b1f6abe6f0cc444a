import { screen, within } from '@testing-library/react';
import type { RemoteRoutesModule } from '@eoffering/shared';
import { installFakeApi } from '@eoffering/shared/testing';
import { useLocation } from '@eoffering/shared';
import { fakeLoader, renderShell, textRemote } from '../testing/render-shell';
import {
  fakeEntryPlugin,
  fakeFetch,
  freshHost,
  freshRemotes,
  manifestOf,
} from '../testing/fake-federation';
import { createRemoteLoader } from './remote-loader';

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  // Each failure below is logged on purpose (docs/architecture.md: log the cause); keep the output readable.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

/** The frame the shell keeps whatever happens to a remote. */
const expectFrame = () => {
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '選單' })).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
};

describe('remote area', () => {
  it('shows placeholders, then the remote, under the shell frame', async () => {
    const loader = fakeLoader({ giving: () => Promise.resolve(textRemote('giving home')) });
    renderShell(loader, { route: '/' });
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('載入中');
    expect(await screen.findByText('giving home')).toBeInTheDocument();
    expectFrame();
    expect(loader.calls).toEqual(['giving']);
  });

  it('mounts the member centre for /member_center paths and not-found for unknown ones', async () => {
    const loader = fakeLoader({ memberCenter: () => Promise.resolve(textRemote('member page')) });
    const { unmount } = renderShell(loader, { route: '/member_center/home' });
    expect(await screen.findByText('member page')).toBeInTheDocument();
    unmount();

    renderShell(loader, { route: '/no/such/page' });
    expect(screen.getByRole('heading', { level: 1, name: '找不到頁面' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '回首頁' })).toHaveAttribute('href', '/eoffering');
    expect(loader.calls).toEqual(['memberCenter']);
  });

  it('keeps the frame and offers retry in the user language when the manifest answers 500', async () => {
    const remotes = freshRemotes();
    const host = freshHost();
    const loader = createRemoteLoader({ remotes, host, retry: { attempts: 2, delayMs: 1 } });
    host.registerPlugins([
      fakeEntryPlugin({ giving: () => Promise.resolve(textRemote('giving home')) }),
    ]);
    const manifestUrl = remotes.giving.manifestUrl;
    const network = fakeFetch({ [manifestUrl]: [{ status: 500, body: 'down' }] });

    const { user } = renderShell(loader, { route: '/', language: 'en' });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'This section could not be loaded' }),
    ).toBeInTheDocument();
    expect(alert).toHaveTextContent('Please check your connection and try again.');
    expectFrameEn();
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('remote giving failed to load'),
      expect.anything(),
    );
    const triedBefore = network.calls.length;

    fakeFetch({ [manifestUrl]: [{ status: 200, body: manifestOf('giving') }] });
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('giving home')).toBeInTheDocument();
    expect(triedBefore).toBe(2);
  });

  it('shows the fallback when the server is down, and retry loads the remote', async () => {
    let down = true;
    const loader = fakeLoader({
      giving: () =>
        down
          ? Promise.reject(new Error('Failed to fetch'))
          : Promise.resolve(textRemote('back up')),
    });
    const { user } = renderShell(loader, { route: '/' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('此區塊無法載入');
    down = false;
    await user.click(within(alert).getByRole('button', { name: '重試' }));
    expect(await screen.findByText('back up')).toBeInTheDocument();
    expect(loader.calls).toEqual(['giving', 'giving']);
  });

  it('catches a remote that throws while rendering, logs it, and retry renders it again', async () => {
    let broken = true;
    const flaky: RemoteRoutesModule = {
      default: function Flaky() {
        if (broken) throw new Error('remote bug');
        return <p>recovered</p>;
      },
    };
    const { user } = renderShell(fakeLoader({ giving: () => Promise.resolve(flaky) }), {
      route: '/',
    });
    const alert = await screen.findByRole('alert');
    expectFrame();
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('remote giving failed while rendering'),
      expect.any(Error),
      expect.anything(),
    );
    broken = false;
    await user.click(within(alert).getByRole('button', { name: '重試' }));
    expect(await screen.findByText('recovered')).toBeInTheDocument();
  });

  it('a crash on one page of a remote does not stay when the user moves to another page', async () => {
    const api = installFakeApi().ok('get_project_info_list', []);
    const routes: RemoteRoutesModule = {
      default: function Pages() {
        const { pathname } = useLocation();
        if (pathname === '/order_history') throw new Error('lookup page bug');
        return <p>home page</p>;
      },
    };
    const { user } = renderShell(fakeLoader({ giving: () => Promise.resolve(routes) }), {
      route: '/order_history',
    });
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: '選單' }));
    await user.click(await screen.findByRole('link', { name: '奉獻首頁' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    api.uninstall();
  });
});

const expectFrameEn = () => {
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
};
