/** docs/screens/shell.md: the app is served under this base path (BrowserRouter basename, config.json location). */
export const APP_BASE_PATH = '/eoffering';

/** Where the shell finds the runtime configuration (docs/architecture.md). */
export const DEFAULT_CONFIG_URL = `${APP_BASE_PATH}/config.json`;

/** A browser pathname without the base path: `/eoffering/order/normal/3` -> `/order/normal/3`. */
export const appPath = (pathname: string): string => {
  const inside = pathname.startsWith(APP_BASE_PATH)
    ? pathname.slice(APP_BASE_PATH.length)
    : pathname;
  return inside.startsWith('/') ? inside : `/${inside}`;
};
