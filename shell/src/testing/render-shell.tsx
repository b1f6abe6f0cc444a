import type { RemoteKey, RemoteRoutesModule } from '@eoffering/shared';
import {
  installFakeApi,
  renderWithProviders,
  type FakeApi,
  type ProvidersOptions,
} from '@eoffering/shared/testing';
import { ShellRoutes } from '../app';
import type { RemoteLoader } from '../remotes/remote-loader';
import { RemoteLoaderProvider } from '../remotes/remote-loader-context';
import '../strings';

type Modules = Partial<Record<RemoteKey, () => Promise<RemoteRoutesModule>>>;

/** A loader that answers from the given functions and records what was asked, in order. */
export const fakeLoader = (modules: Modules): RemoteLoader & { calls: RemoteKey[] } => {
  const calls: RemoteKey[] = [];
  return {
    calls,
    loadRoutes(key) {
      calls.push(key);
      const load = modules[key];
      return load ? load() : Promise.reject(new Error(`no ${key} in this test`));
    },
  };
};

/** A remote routes module rendering a fixed text (the remote's page in shell tests). */
export const textRemote = (text: string): RemoteRoutesModule => ({
  default: function FakeRemote() {
    return <p>{text}</p>;
  },
});

/** Renders the whole shell (header, menu, footer, hosts, routes) the way bootstrap does. */
export const renderShell = (
  loader: RemoteLoader = fakeLoader({}),
  options: ProvidersOptions = {},
) =>
  renderWithProviders(
    <RemoteLoaderProvider loader={loader}>
      <ShellRoutes />
    </RemoteLoaderProvider>,
    options,
  );

/**
 * Registers what every whole-shell test needs around it: a fake API (read it through the returned
 * function, a new one each test), a silent `window.scrollTo` (jsdom has none and the shell scrolls
 * on every route change), and afterwards real timers and empty storage again.
 */
export const setUpShellTests = (): (() => FakeApi) => {
  let api: FakeApi | undefined;
  beforeEach(() => {
    api = installFakeApi();
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    api?.uninstall();
    jest.restoreAllMocks();
    jest.useRealTimers();
    localStorage.clear();
  });
  return () => {
    if (!api) throw new Error('the fake API exists only inside a test');
    return api;
  };
};
