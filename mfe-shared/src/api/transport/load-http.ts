import type * as httpClient from './http-client';

/** The page's HTTP client: the axios instance and axios's own tests of a failure. */
export type HttpClient = typeof httpClient;

let loaded: HttpClient | null = null;

/**
 * The page's HTTP client (./http-client.ts, axios with its interceptors), in a chunk of its own:
 * a first visit's home page never fetches it (docs/decisions.md, the first screen without axios);
 * every other call loads it once, on its way out.
 */
export const loadHttp = async (): Promise<HttpClient> =>
  (loaded ??= await import(/* webpackChunkName: "http-client" */ './http-client'));

/**
 * The client once a call has loaded it, else null. An axios failure exists only once it is
 * loaded, so reading a failure needs no wait: a failure while it is not is no axios one (its
 * chunk could not be fetched, a call with no answer).
 */
export const loadedHttp = (): HttpClient | null => loaded;

/**
 * Fetches the HTTP client ahead of the first call that needs it: the shell does once the page is
 * up, so the next page's calls do not wait for its chunk. A failed fetch is tried again by that
 * call.
 */
export const preloadHttpClient = (): void => {
  loadHttp().catch(() => undefined);
};
