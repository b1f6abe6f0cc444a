/** spec 1: the app is served under this base path (BrowserRouter basename, config.json location). */
export const APP_BASE_PATH = '/eoffering';
