import {
  i18n,
  initI18n,
  registerStrings,
  setLanguage,
  type RemoteRoutesModule,
} from '@eoffering/shared';
import { startOpeningRemote } from '@eoffering/shared/boot';
import { testConfig } from '@eoffering/shared/testing';
import {
  fakeEntryPlugin,
  fakeFetch,
  freshHost,
  freshRemotes,
  manifestOf,
} from '../testing/fake-federation';
import { allowlistPlugin } from './allowlist-plugin';
import { RemoteLoadError, RemoteNotAllowedError } from './remote-errors';
import { createRemoteLoader } from './remote-loader';
import type { RemoteFailureReport } from './report-plugin';

const GivingRoutes = () => null;
const givingModule: RemoteRoutesModule = { default: GivingRoutes };
const fast = { attempts: 3, delayMs: 1 };

const setup = (entry = fakeEntryPlugin({ giving: () => Promise.resolve(givingModule) })) => {
  const remotes = freshRemotes();
  const host = freshHost();
  const reports: RemoteFailureReport[] = [];
  const loader = createRemoteLoader({ remotes, host, retry: fast, report: (r) => reports.push(r) });
  host.registerPlugins([entry]);
  return { remotes, host, loader, reports, entry, manifestUrl: remotes.giving.manifestUrl };
};

beforeEach(() => {
  // The federation runtime warns on every failure these tests provoke on purpose.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('createRemoteLoader', () => {
  it('loads the routes module through the manifest named in config.json', async () => {
    const { loader, manifestUrl, entry } = setup();
    const network = fakeFetch({ [manifestUrl]: [{ status: 200, body: manifestOf('giving') }] });

    await expect(loader.loadRoutes('giving')).resolves.toBe(givingModule);
    expect(network.calls).toEqual([manifestUrl]);
    expect(entry.entryLoads).toEqual([manifestUrl.replace('mf-manifest.json', 'remoteEntry.js')]);
  });

  it('retries a manifest that answered 500 and succeeds without bothering the user', async () => {
    const { loader, manifestUrl, reports } = setup();
    const network = fakeFetch({
      [manifestUrl]: [
        { status: 500, body: 'down' },
        { status: 200, body: manifestOf('giving') },
      ],
    });

    await expect(loader.loadRoutes('giving')).resolves.toBe(givingModule);
    expect(network.calls).toEqual([manifestUrl, manifestUrl]);
    expect(reports).toEqual([]);
  });

  describe('with the manifest the entry script already asked for (docs/architecture.md)', () => {
    /**
     * The entry script's start on a giving page, run to its end (config.json, then the manifest).
     * Not the home page, which also asks for the project list (opening-remote.test.ts).
     */
    const startEarly = async (): Promise<void> => {
      startOpeningRemote('/eoffering/project_detail/1');
      await new Promise((resolve) => setTimeout(resolve, 0));
    };

    it('takes its answer instead of asking again', async () => {
      const { loader, manifestUrl, remotes } = setup();
      const network = fakeFetch({
        '/eoffering/config.json': [{ status: 200, body: testConfig({ remotes }) }],
        [manifestUrl]: [{ status: 200, body: manifestOf('giving') }],
      });
      await startEarly();

      await expect(loader.loadRoutes('giving')).resolves.toBe(givingModule);
      expect(network.calls).toEqual(['/eoffering/config.json', manifestUrl]);
    });

    it('counts a refused early answer as the first try, and retries', async () => {
      const { loader, manifestUrl, remotes, reports } = setup();
      const network = fakeFetch({
        '/eoffering/config.json': [{ status: 200, body: testConfig({ remotes }) }],
        [manifestUrl]: [
          { status: 503, body: 'deploying' },
          { status: 200, body: manifestOf('giving') },
        ],
      });
      await startEarly();

      await expect(loader.loadRoutes('giving')).resolves.toBe(givingModule);
      expect(network.calls).toEqual(['/eoffering/config.json', manifestUrl, manifestUrl]);
      expect(reports).toEqual([]);
    });
  });

  it('retries a remote entry script that failed to load', async () => {
    const entry = fakeEntryPlugin(
      { giving: () => Promise.resolve(givingModule) },
      { entryFails: 1 },
    );
    const { loader, manifestUrl } = setup(entry);
    fakeFetch({ [manifestUrl]: [{ status: 200, body: manifestOf('giving') }] });

    await expect(loader.loadRoutes('giving')).resolves.toBe(givingModule);
    expect(entry.entryLoads).toHaveLength(2);
  });

  // A 404 will not heal by itself, so it is fetched once; the others are retried.
  it.each([
    ['the server is down', new TypeError('Failed to fetch'), fast.attempts],
    ['the manifest answers 500', { status: 500, body: 'Internal Server Error' }, fast.attempts],
    ['the manifest URL is wrong (404)', { status: 404, body: 'Not Found' }, 1],
  ])(
    'rejects and reports the cause when %s, and a later call loads again',
    async (_case, answer, fetches) => {
      const { loader, manifestUrl, reports } = setup();
      const network = fakeFetch({ [manifestUrl]: [answer] });

      const failure = loader.loadRoutes('giving');
      await expect(failure).rejects.toBeInstanceOf(RemoteLoadError);
      await expect(failure).rejects.toMatchObject({ remote: 'giving' });
      expect(reports[0]).toMatchObject({
        id: manifestUrl,
        lifecycle: 'afterResolve',
        remote: 'giving',
      });
      expect(network.calls).toEqual(Array<string>(fetches).fill(manifestUrl));

      const again = fakeFetch({ [manifestUrl]: [{ status: 200, body: manifestOf('giving') }] });
      await expect(loader.loadRoutes('giving')).resolves.toBe(givingModule);
      expect(again.calls).toEqual([manifestUrl]);
    },
  );

  it('rejects when the entry script never loads, after the retries', async () => {
    const entry = fakeEntryPlugin(
      { giving: () => Promise.resolve(givingModule) },
      { entryFails: 99 },
    );
    const { loader, manifestUrl, reports } = setup(entry);
    fakeFetch({ [manifestUrl]: [{ status: 200, body: manifestOf('giving') }] });

    await expect(loader.loadRoutes('giving')).rejects.toBeInstanceOf(RemoteLoadError);
    expect(entry.entryLoads).toHaveLength(fast.attempts);
    expect(reports.some((report) => report.lifecycle === 'onLoad')).toBe(true);
  });

  it('rejects when a chunk of the exposed module fails, and loads it on the next call', async () => {
    let chunkFails = true;
    const entry = fakeEntryPlugin({
      giving: () =>
        chunkFails
          ? Promise.reject(new Error('Loading chunk 512 failed.'))
          : Promise.resolve(givingModule),
    });
    const { loader, manifestUrl, reports } = setup(entry);
    fakeFetch({ [manifestUrl]: [{ status: 200, body: manifestOf('giving') }] });

    await expect(loader.loadRoutes('giving')).rejects.toThrow('giving/routes could not be loaded');
    expect(reports).toEqual([
      expect.objectContaining({ id: 'giving/routes', lifecycle: 'onLoad', remote: 'giving' }),
    ]);
    chunkFails = false;
    await expect(loader.loadRoutes('giving')).resolves.toBe(givingModule);
  });

  it('refuses a module without a default component', async () => {
    const entry = fakeEntryPlugin({ giving: () => Promise.resolve({ routes: [] }) });
    const { loader, manifestUrl, reports } = setup(entry);
    fakeFetch({ [manifestUrl]: [{ status: 200, body: manifestOf('giving') }] });

    await expect(loader.loadRoutes('giving')).rejects.toThrow(
      'has no default export that is a component',
    );
    expect(reports[0]).toMatchObject({ lifecycle: 'module' });
  });

  it('gives up on a remote that takes too long and says so', async () => {
    const remotes = freshRemotes();
    const host = freshHost();
    const reports: RemoteFailureReport[] = [];
    const loader = createRemoteLoader({
      remotes,
      host,
      retry: fast,
      timeoutMs: 20,
      report: (r) => reports.push(r),
    });
    host.registerPlugins([fakeEntryPlugin({ giving: () => new Promise(() => undefined) })]);
    fakeFetch({ [remotes.giving.manifestUrl]: [{ status: 200, body: manifestOf('giving') }] });

    await expect(loader.loadRoutes('giving')).rejects.toBeInstanceOf(RemoteLoadError);
    expect(reports[0]).toMatchObject({ lifecycle: 'timeout', remote: 'giving' });
  });

  it('keeps a loaded module, so moving between remotes loads nothing twice', async () => {
    const { loader, manifestUrl, entry } = setup();
    const network = fakeFetch({ [manifestUrl]: [{ status: 200, body: manifestOf('giving') }] });
    await loader.loadRoutes('giving');
    await loader.loadRoutes('giving');
    expect(network.calls).toHaveLength(1);
    expect(entry.entryLoads).toHaveLength(1);
  });
});

describe('a remote whose strings in the active language are fetched', () => {
  beforeAll(() => initI18n('zh-TW'));
  afterEach(() => setLanguage('zh-TW'));

  // The module registers its namespace when it is evaluated, as a remote's strings.ts does.
  const remoteWithStrings = (ns: string, english: () => Promise<{ default: { title: string } }>) =>
    fakeEntryPlugin({
      giving: () => {
        registerStrings(ns, { 'zh-TW': { title: '奉獻' }, en: english });
        return Promise.resolve(givingModule);
      },
    });

  it('is handed over only once those strings are in, so its first screen never shows keys', async () => {
    await setLanguage('en');
    let arrive: (strings: { default: { title: string } }) => void = () => undefined;
    const english = new Promise<{ default: { title: string } }>((resolve) => (arrive = resolve));
    const { loader, manifestUrl } = setup(remoteWithStrings('late', () => english));
    fakeFetch({ [manifestUrl]: [{ status: 200, body: manifestOf('giving') }] });
    let handedOver = false;
    const loading = loader.loadRoutes('giving').then(() => (handedOver = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(handedOver).toBe(false);
    arrive({ default: { title: 'Giving' } });
    await loading;
    expect(i18n.t('title', { ns: 'late' })).toBe('Giving');
  });

  it('is handed over with its bundled language when those strings cannot be fetched', async () => {
    await setLanguage('en');
    const { loader, manifestUrl } = setup(
      remoteWithStrings('unreachable', () => Promise.reject(new Error('offline'))),
    );
    fakeFetch({ [manifestUrl]: [{ status: 200, body: manifestOf('giving') }] });
    await expect(loader.loadRoutes('giving')).resolves.toBe(givingModule);
    expect(i18n.t('title', { ns: 'unreachable' })).toBe('奉獻');
  });
});

describe('remote allowlist: only what config.json lists is loaded', () => {
  it('refuses to register a remote URL that config.json does not list', () => {
    const { host } = setup();
    expect(() =>
      host.registerRemotes([{ name: 'giving', entry: 'https://evil.example/mf-manifest.json' }], {
        force: true,
      }),
    ).toThrow('is not a remote listed in config.json');
    expect(() =>
      host.registerRemotes([{ name: 'intruder', entry: 'https://evil.example/mf-manifest.json' }]),
    ).toThrow('is not a remote listed in config.json');
  });

  it('never loads an entry that a manifest places on another host', async () => {
    const { loader, manifestUrl, entry, reports } = setup();
    fakeFetch({
      [manifestUrl]: [{ status: 200, body: manifestOf('giving', 'https://evil.example/') }],
    });

    await expect(loader.loadRoutes('giving')).rejects.toBeInstanceOf(RemoteLoadError);
    expect(entry.entryLoads).toEqual([]);
    expect(String(reports.at(-1)?.error)).toContain('is not a remote listed in config.json');
  });

  it('refuses a manifest that moves its chunks elsewhere before preloading any of them', async () => {
    const { loader, manifestUrl, reports } = setup();
    const evil = 'https://evil.example/remotes/giving/';
    fakeFetch({ [manifestUrl]: [{ status: 200, body: manifestOf('giving', evil) }] });

    await expect(loader.loadRoutes('giving')).rejects.toBeInstanceOf(RemoteLoadError);
    expect(String(reports.at(-1)?.error)).toContain(`The files at ${evil} of "giving"`);
  });

  it('fetches no manifest that config.json does not list', async () => {
    const remotes = freshRemotes();
    const plugin = allowlistPlugin(remotes);
    const fetchHook = plugin.fetch as (url: string, init: RequestInit) => unknown;
    expect(() => fetchHook(remotes.giving.manifestUrl, {})).not.toThrow();
    expect(() =>
      fetchHook('https://evil.example/eoffering/remotes/giving/mf-manifest.json', {}),
    ).toThrow(RemoteNotAllowedError);
  });
});
