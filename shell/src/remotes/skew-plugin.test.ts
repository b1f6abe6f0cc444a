import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import type { RemoteRoutesModule } from '@eoffering/shared';
import { fakeEntryPlugin, fakeFetch, freshRemotes, manifestOf } from '../testing/fake-federation';
import { RemoteLoadError, RemoteSkewError, isSkew } from './remote-errors';
import { createRemoteLoader } from './remote-loader';
import type { RemoteFailureReport } from './report-plugin';
import { heldVersions } from './skew-plugin';

const givingModule: RemoteRoutesModule = { default: () => null };
let sequence = 0;

/** The shell's runtime providing `@eoffering/shared` at `version`, as its build does. */
const hostHolding = (version: string): ModuleFederation => {
  sequence += 1;
  return createInstance({
    name: `shell_skew_${sequence}`,
    remotes: [],
    shared: {
      '@eoffering/shared': {
        version,
        lib: () => ({}),
        shareConfig: { singleton: true, requiredVersion: `^${version}` },
      },
    },
  });
};

/** A giving manifest as a build against `shared` (and a runtime `runtime`) writes it. */
const builtAgainst = (shared: string, runtime = '2.9.2', requiredVersion = `^${shared}`) => {
  const manifest = manifestOf('giving');
  return {
    ...manifest,
    metaData: { ...manifest.metaData, pluginVersion: runtime },
    shared: [
      {
        id: 'giving:@eoffering/shared',
        name: '@eoffering/shared',
        version: shared,
        singleton: true,
        requiredVersion,
        assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
      },
    ],
  };
};

const setup = (held: string) => {
  const remotes = freshRemotes();
  const host = hostHolding(held);
  const reports: RemoteFailureReport[] = [];
  const entry = fakeEntryPlugin({ giving: () => Promise.resolve(givingModule) });
  const loader = createRemoteLoader({
    remotes,
    host,
    retry: { attempts: 2, delayMs: 1 },
    report: (report) => reports.push(report),
  });
  host.registerPlugins([entry]);
  return { loader, reports, entry, host, manifestUrl: remotes.giving.manifestUrl };
};

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('version skew is caught before a remote mounts (docs/architecture.md)', () => {
  it('reads what the page holds from the shell runtime', () => {
    expect(heldVersions(hostHolding('1.4.2'))).toEqual({
      '@eoffering/shared': '1.4.2',
      'federation runtime': expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
  });

  it.each([
    ['the same release', '1.1.0'],
    ['an older minor', '1.0.0'],
    ['a newer patch', '1.1.3'],
  ])('mounts a remote built against %s (%s on a 1.1.0 page)', async (_case, built) => {
    const { loader, reports, entry, manifestUrl } = setup('1.1.0');
    fakeFetch({ [manifestUrl]: [{ status: 200, body: builtAgainst(built) }] });
    await expect(loader.loadRoutes('giving')).resolves.toBe(givingModule);
    expect(entry.entryLoads).toHaveLength(1);
    expect(reports).toEqual([]);
  });

  it.each([
    ['a newer minor', builtAgainst('1.2.0'), '@eoffering/shared 1.2.0'],
    ['a newer major', builtAgainst('2.0.0'), '@eoffering/shared 2.0.0'],
    ['an older major', builtAgainst('0.9.0'), '@eoffering/shared 0.9.0'],
    ['a range needing more', builtAgainst('1.1.0', '2.9.2', '^1.3.0'), '@eoffering/shared ^1.3.0'],
    [
      'another federation runtime major',
      builtAgainst('1.1.0', '3.0.0'),
      'federation runtime 3.0.0',
    ],
  ])(
    'refuses a remote built against %s, before its entry loads, and reports it',
    async (_case, manifest, needs) => {
      const { loader, reports, entry, manifestUrl } = setup('1.1.0');
      const network = fakeFetch({ [manifestUrl]: [{ status: 200, body: manifest }] });

      const failure = loader.loadRoutes('giving');
      await expect(failure).rejects.toBeInstanceOf(RemoteLoadError);
      const error: unknown = await failure.catch((caught: unknown) => caught);
      expect(isSkew(error)).toBe(true);
      expect(entry.entryLoads).toEqual([]);
      // Refused at once: skew does not heal by asking again.
      expect(network.calls).toEqual([manifestUrl]);
      expect(reports).toEqual([
        expect.objectContaining({ remote: 'giving', error: expect.any(RemoteSkewError) }),
      ]);
      expect(String((reports[0]?.error as Error).message)).toContain(`needs ${needs}`);
    },
  );

  it('does not count an ordinary load failure as skew', async () => {
    const { loader, manifestUrl } = setup('1.1.0');
    fakeFetch({ [manifestUrl]: [{ status: 404, body: 'Not Found' }] });
    const error: unknown = await loader.loadRoutes('giving').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RemoteLoadError);
    expect(isSkew(error)).toBe(false);
  });
});
