import {
  createInstance,
  getInstance,
  type ModuleFederation,
} from '@module-federation/enhanced/runtime';
import {
  EXPOSED,
  currentLanguage,
  loadLanguage,
  type RemoteKey,
  type RemoteRoutesModule,
  type RuntimeConfig,
} from '@eoffering/shared';
import { allowlistPlugin } from './allowlist-plugin';
import { RemoteLoadError } from './remote-errors';
import { logRemoteFailure, reportPlugin, type ReportFailure } from './report-plugin';
import { DEFAULT_RETRY, retryPlugin, type RetryOptions } from './retry-plugin';
import { heldVersions, skewPlugin } from './skew-plugin';

/** Loads a remote's exposed `./routes` module; one per page, created at boot from config.json. */
export interface RemoteLoader {
  loadRoutes(key: RemoteKey): Promise<RemoteRoutesModule>;
  /** Hands on an error the remote threw while rendering (its error boundary caught it). */
  reportCrash?(key: RemoteKey, error: Error): void;
}

export interface RemoteLoaderOptions {
  remotes: RuntimeConfig['remotes'];
  /** The federation runtime: the one webpack started for the shell, or a fresh one in tests. */
  host?: ModuleFederation;
  retry?: RetryOptions;
  /** A remote still not loaded after this long counts as down (the retry button may try again). */
  timeoutMs?: number;
  report?: ReportFailure;
  reportCrash?: RemoteLoader['reportCrash'];
}

export const DEFAULT_TIMEOUT_MS = 20_000;

/** The runtime the host build created (webpack's federation runtime), else a new one. */
const federationHost = (): ModuleFederation =>
  getInstance() ?? createInstance({ name: 'shell', remotes: [] });

const isComponent = (value: unknown): boolean =>
  typeof value === 'function' ||
  (typeof value === 'object' && value !== null && '$$typeof' in value);

const isRoutesModule = (value: unknown): value is RemoteRoutesModule =>
  typeof value === 'object' && value !== null && 'default' in value && isComponent(value.default);

const withTimeout = <T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });

/**
 * Registers the configured remotes (manifest URLs from config.json, docs/architecture.md) with the
 * federation runtime, behind the allowlist, version-skew, retry and error-report plugins.
 */
export const createRemoteLoader = ({
  remotes,
  host = federationHost(),
  retry = DEFAULT_RETRY,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  report = logRemoteFailure,
  reportCrash,
}: RemoteLoaderOptions): RemoteLoader => {
  host.registerPlugins([
    allowlistPlugin(remotes),
    skewPlugin(() => heldVersions(host)),
    retryPlugin(retry),
    reportPlugin(report),
  ]);
  host.registerRemotes(
    Object.values(remotes).map(({ name, manifestUrl }) => ({ name, entry: manifestUrl })),
  );
  // A loaded module is kept so moving between remotes does not show the loading state again;
  // a failure is forgotten so the retry button really loads again.
  const loaded = new Map<RemoteKey, Promise<RemoteRoutesModule>>();

  const load = async (key: RemoteKey): Promise<RemoteRoutesModule> => {
    const { name } = remotes[key];
    const request = `${name}/${EXPOSED.routes}`;
    // The runtime's errorLoadRemote hook reports its own failures; these two it never sees.
    const timeout = (): Error => {
      const error = new Error(`${request} did not load within ${timeoutMs} ms`);
      report({ id: request, lifecycle: 'timeout', remote: name, error });
      return error;
    };
    let module: unknown;
    try {
      module = await withTimeout(host.loadRemote<unknown>(request), timeoutMs, timeout);
    } catch (cause) {
      throw new RemoteLoadError(key, `${request} could not be loaded`, { cause });
    }
    if (!isRoutesModule(module)) {
      const error = new RemoteLoadError(
        key,
        `${request} has no default export that is a component`,
      );
      report({ id: request, lifecycle: 'module', remote: name, error });
      throw error;
    }
    // A remote bundles its default-language strings and fetches the other when first used
    // (docs/architecture.md): its pages show once the active language's are in, never as keys.
    // Should that fetch fail, the bundled language shows instead of nothing.
    await loadLanguage(currentLanguage()).catch(() => undefined);
    return module;
  };

  return {
    reportCrash,
    loadRoutes(key) {
      const pending = loaded.get(key) ?? load(key);
      loaded.set(key, pending);
      pending.catch(() => {
        if (loaded.get(key) === pending) loaded.delete(key);
      });
      return pending;
    },
  };
};
