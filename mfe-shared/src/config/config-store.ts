import { DEFAULT_CONFIG_URL } from './app-base-path';
import { ConfigError, parseConfig } from './parse-config';
import type { RuntimeConfig } from './runtime-config';

let current: RuntimeConfig | null = null;
let loading: Promise<RuntimeConfig> | null = null;

export { DEFAULT_CONFIG_URL };

const fetchConfig = async (url: string): Promise<RuntimeConfig> => {
  let response: Response;
  try {
    // The shell's page preloads this URL (mfe-shared/webpack/preload-boot-files.js); a request
    // with other options (cache mode, headers) would not take the preload and fetch it twice. The
    // server sends config.json with `Cache-Control: no-cache` (docs/architecture.md), so a
    // redeployed remote URL is still seen on the next load.
    response = await fetch(url);
  } catch (cause) {
    throw new ConfigError(`config.json could not be fetched from ${url}`, { cause });
  }
  if (!response.ok) {
    throw new ConfigError(`config.json could not be fetched from ${url}: HTTP ${response.status}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    throw new ConfigError(`config.json is malformed: ${url} is not JSON`, { cause });
  }
  return parseConfig(body);
};

/** config.json's body, already asked for by the shell's entry script (`takeEarlyConfig`). */
const readEarly = async (early: Promise<unknown>, url: string): Promise<RuntimeConfig> => {
  let body: unknown;
  try {
    body = await early;
  } catch {
    // The early request failed or was not JSON: ask once more, the usual way.
    return fetchConfig(url);
  }
  return parseConfig(body);
};

/**
 * Fetches and validates `config.json` once per page; later calls share the same answer. A failed
 * load is forgotten so the caller may try again. `early` is its body when the shell's entry script
 * already asked for it (docs/architecture.md), so the page asks for config.json once.
 */
export const loadConfig = (
  url: string = DEFAULT_CONFIG_URL,
  early: Promise<unknown> | null = null,
): Promise<RuntimeConfig> => {
  if (current) return Promise.resolve(current);
  if (!loading) {
    loading = (early ? readEarly(early, url) : fetchConfig(url)).then(
      (config) => {
        current = config;
        return config;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
  }
  return loading;
};

/** The loaded configuration; throws when called before `loadConfig` (or `setConfig`) finished. */
export const getConfig = (): RuntimeConfig => {
  if (!current)
    throw new ConfigError('config.json has not been loaded yet: await loadConfig() first');
  return current;
};

/** Puts a configuration in place without fetching (tests, standalone harnesses); null forgets it. */
export const setConfig = (config: RuntimeConfig | null): void => {
  current = config;
  loading = null;
};
