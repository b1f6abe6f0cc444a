import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takeEarlyManifest } from '@eoffering/shared/boot';

export interface RetryOptions {
  /** Attempts in all, the first included. */
  attempts: number;
  /** Wait before the second attempt; doubled for each further one. */
  delayMs: number;
}

type LoadEntryErrorArgs = Parameters<
  NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>
>[0];
type RemoteEntryExports = Exclude<
  Awaited<ReturnType<LoadEntryErrorArgs['getRemoteEntry']>>,
  false | void | undefined
>;

export const DEFAULT_RETRY: RetryOptions = { attempts: 3, delayMs: 400 };

const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

const isTransient = (response: Response): boolean =>
  response.status >= 500 || response.status === 408 || response.status === 429;

/**
 * Retries what a short outage or a redeploy in progress breaks: the manifest fetch (network error,
 * 5xx) and the remote entry script. Only when every attempt failed does the shell show its
 * fallback. (@module-federation/retry-plugin is not installed; this is the part we need of it.)
 */
export const retryPlugin = (
  options: RetryOptions = DEFAULT_RETRY,
): ModuleFederationRuntimePlugin => {
  const backoff = (attempt: number): number => options.delayMs * 2 ** (attempt - 1);

  return {
    name: 'eoffering-remote-retry',
    async fetch(url, init) {
      // The entry script may have asked already (docs/architecture.md): its answer is the first try.
      const early = takeEarlyManifest(url);
      let lastError: unknown = null;
      for (let attempt = 1; attempt <= options.attempts; attempt += 1) {
        if (attempt > 1) await wait(backoff(attempt - 1));
        try {
          const response = await (attempt === 1 && early
            ? early
            : fetch(url, { ...init, cache: 'no-cache' }));
          if (response.ok) return response;
          lastError = new Error(`${url} answered HTTP ${response.status}`);
          if (!isTransient(response)) break;
        } catch (error) {
          lastError = error;
        }
      }
      throw lastError;
    },
    // The hook's declared result is a promise of a promise; `new Promise` adopts the inner one.
    loadEntryError: ({ getRemoteEntry, origin, remoteInfo, globalLoading, uniqueKey }) =>
      new Promise((resolve) => {
        const retryEntry = async (): Promise<RemoteEntryExports | undefined> => {
          for (let attempt = 2; attempt <= options.attempts; attempt += 1) {
            await wait(backoff(attempt - 1));
            // The failed load is still cached under its key; forget it so the script is requested again.
            delete globalLoading[uniqueKey];
            try {
              const exports = await getRemoteEntry({
                origin,
                remoteInfo,
                remoteEntryExports: undefined,
              });
              if (exports) return exports;
            } catch {
              // The next attempt, or the shell's fallback once none is left.
            }
          }
          return undefined;
        };
        resolve(retryEntry());
      }),
  };
};
