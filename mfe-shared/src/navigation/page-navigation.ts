import { bus } from '../bus/event-bus';
import { APP_BASE_PATH, appPath } from '../config/app-base-path';

/** Full-page side effects, behind one seam so tests can assert them instead of leaving jsdom's page. */
export interface PageNavigation {
  /** Leave for another document (main-site login, app home after a 403). */
  assign(url: string): void;
  /** docs/screens/giving.md: a 500 reloads the page. */
  reload(): void;
  /** The current location inside the app, without the base path: `/order/normal/3?x=1`. */
  currentPath(): string;
}

const browserNavigation: PageNavigation = {
  assign: (url) => window.location.assign(url),
  reload: () => window.location.reload(),
  currentPath: () =>
    `${appPath(window.location.pathname)}${window.location.search}${window.location.hash}`,
};

let active: PageNavigation = browserNavigation;

/** The navigation in use; every full-page move is also announced as `nav/full-page` on the bus. */
export const pageNavigation: PageNavigation = {
  assign: (url) => {
    bus.emit({ type: 'nav/full-page', url });
    active.assign(url);
  },
  reload: () => active.reload(),
  currentPath: () => active.currentPath(),
};

/** Replaces the browser navigation (tests, harnesses); `null` puts the browser's back. */
export const setPageNavigation = (navigation: Partial<PageNavigation> | null): void => {
  active = navigation ? { ...browserNavigation, ...navigation } : browserNavigation;
};

/** The app's home page as a full URL path (`/eoffering/`). */
export const APP_HOME_URL = `${APP_BASE_PATH}/`;
