import { APP_BASE_PATH } from './app-base-path';
import { ConfigError, parseConfig } from './parse-config';
import type { RuntimeConfig } from './runtime-config';

let current: RuntimeConfig | null = null;
let loading: Promise<RuntimeConfig> | null = null;

/** Where the shell finds the runtime configuration (design.md section 3). */
export const DEFAULT_CONFIG_URL = `${APP_BASE_PATH}/config.json`;

const fetchConfig = async (url: string): Promise<RuntimeConfig> => {
  let response: Response;
  try {
    // The shell's page preloads this URL (mfe-shared/webpack/preload-boot-files.js); a request
    // with other options (cache mode, headers) would not take the preload and fetch it twice. The
    // server sends config.json with `Cache-Control: no-cache` (design.md section 2), so a
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

/**
 * Fetches and validates `config.json` once per page; later calls share the same answer. A failed
 * load is forgotten so the caller may try again.
 */
export const loadConfig = (url: string = DEFAULT_CONFIG_URL): Promise<RuntimeConfig> => {
  if (current) return Promise.resolve(current);
  if (!loading) {
    loading = fetchConfig(url).then(
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
