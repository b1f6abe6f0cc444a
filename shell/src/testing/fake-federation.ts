import {
  createInstance,
  type ModuleFederation,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { testConfig } from '@eoffering/shared/testing';
import type { RuntimeConfig } from '@eoffering/shared';

let sequence = 0;

/**
 * Config remotes at URLs no earlier test used: the federation runtime keeps manifests and entries
 * in page-global caches, so each test gets its own origin.
 */
export const freshRemotes = (): RuntimeConfig['remotes'] => {
  sequence += 1;
  const origin = `http://remotes-${sequence}.test`;
  return testConfig({
    remotes: {
      giving: {
        name: 'giving',
        manifestUrl: `${origin}/eoffering/remotes/giving/mf-manifest.json`,
      },
      memberCenter: {
        name: 'memberCenter',
        manifestUrl: `${origin}/eoffering/remotes/member-center/mf-manifest.json`,
      },
    },
  }).remotes;
};

/** A fresh federation runtime, as webpack would start it for the shell. */
export const freshHost = (): ModuleFederation => {
  sequence += 1;
  return createInstance({ name: `shell_test_${sequence}`, remotes: [] });
};

/** The `mf-manifest.json` a remote build writes (the fields the runtime reads). */
export const manifestOf = (name: string, publicPath = 'auto') => ({
  id: name,
  name,
  metaData: {
    name,
    type: 'app',
    buildInfo: { buildVersion: '0.1.0', buildName: `@eoffering/${name}` },
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    types: { path: '', name: '', zip: '', api: '' },
    globalName: name,
    pluginVersion: '2.9.2',
    publicPath,
  },
  shared: [],
  remotes: [],
  exposes: [
    {
      id: `${name}:routes`,
      name: 'routes',
      path: './routes',
      assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
    },
  ],
});

type Answer = { status: number; body: unknown } | Error;

/**
 * jsdom has no fetch API; the runtime checks `instanceof Response`, so tests install this small one
 * (status and a JSON body are all the manifest loader reads).
 */
class JsonResponse {
  readonly ok: boolean;

  constructor(
    private readonly body: string,
    readonly status: number,
  ) {
    this.ok = status >= 200 && status < 300;
  }

  json(): Promise<unknown> {
    return Promise.resolve().then(() => JSON.parse(this.body) as unknown);
  }

  text(): Promise<string> {
    return Promise.resolve(this.body);
  }

  clone(): JsonResponse {
    return new JsonResponse(this.body, this.status);
  }
}

/** Network double for `fetch`: answers per URL, in order (the last answer repeats); records calls. */
export const fakeFetch = (answers: Record<string, Answer[]>) => {
  const calls: string[] = [];
  const served = new Map<string, number>();
  const fetchFn = jest.fn(async (input: RequestInfo | URL): Promise<Response> => {
    const url = String(input);
    calls.push(url);
    const list = answers[url];
    if (!list || list.length === 0)
      throw new TypeError(`Failed to fetch ${url} (no answer set up)`);
    const index = Math.min(served.get(url) ?? 0, list.length - 1);
    served.set(url, index + 1);
    const answer = list[index] as Answer;
    if (answer instanceof Error) throw answer;
    const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return new JsonResponse(body, answer.status) as unknown as Response;
  });
  globalThis.fetch = fetchFn as unknown as typeof fetch;
  globalThis.Response = JsonResponse as unknown as typeof Response;
  return { calls, fetchFn };
};

/** What `container.get('./routes')` does in a test: resolve a module or fail like a chunk would. */
export type ExposeLoader = () => Promise<unknown>;

/**
 * Stands in for the remote entry script, which jsdom does not run: the runtime's `loadEntry` hook
 * hands over a container whose `get` loads the exposed module. `entryFails` makes the script fail
 * as a browser would (the runtime's RUNTIME-008), that many times.
 */
export const fakeEntryPlugin = (
  exposes: Record<string, ExposeLoader>,
  { entryFails = 0 }: { entryFails?: number } = {},
): ModuleFederationRuntimePlugin & { entryLoads: string[] } => {
  const entryLoads: string[] = [];
  let failuresLeft = entryFails;
  return {
    name: 'test-fake-entry',
    entryLoads,
    loadEntry({ remoteInfo }) {
      entryLoads.push(remoteInfo.entry);
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        return Promise.reject(
          new Error(`[ RUNTIME-008 ] Failed to load script resources: ${remoteInfo.entry}`),
        );
      }
      const load = exposes[remoteInfo.name];
      return {
        init: () => undefined,
        // A webpack container's get() gives the module factory; the chunk loads when it runs.
        get: (expose: string) => () => {
          if (!load || expose !== './routes') {
            return Promise.reject(new Error(`No ${expose} in ${remoteInfo.name}`));
          }
          return load();
        },
      };
    },
  };
};
