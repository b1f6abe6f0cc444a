import { getConfig } from '../config/config-store';
import { inPageLanguage } from '../i18n/language-link';
import { pageNavigation } from '../navigation/page-navigation';

/** docs/screens/shell.md: local storage key of the path to return to after the main site's login. */
export const PRE_LOCATION_KEY = 'preLocationPath';

const SAFE_ORIGIN = 'http://return-path.invalid';

/** Percent-encoded '.', '/' and '\\': a later decode could turn them into '..', '//' or '/\\'. */
const ENCODED_SEPARATOR = /%(2e|2f|5c)/i;

/**
 * True only for a path inside the app (docs/security-model.md: open redirects): one leading `/`,
 * never `//host`, `/\host`, a scheme, control characters (browsers drop tabs and newlines, so
 * `/\t/host` is `//host`) or encoded separators. Checked on the path as a browser resolves it:
 * it must already be in that form, since `/..//host` resolves to `//host`, another host.
 */
export const isSafeReturnPath = (path: unknown): path is string => {
  if (typeof path !== 'string' || !path.startsWith('/')) return false;
  if (path.startsWith('//') || path.includes('\\') || ENCODED_SEPARATOR.test(path)) return false;
  for (const char of path) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 32 || code === 127) return false;
  }
  try {
    const url = new URL(path, SAFE_ORIGIN);
    return url.origin === SAFE_ORIGIN && `${url.pathname}${url.search}${url.hash}` === path;
  } catch {
    return false;
  }
};

/** Remembers where to come back to (an app path such as `/member_center/home`). */
export const savePreLocation = (path: string): void => {
  localStorage.setItem(PRE_LOCATION_KEY, path);
};

/** Why a session ended by itself, as the main site's login is told (docs/screens/shell.md). */
export type SignedOutReason = 'inactive' | 'expired';

/**
 * The main site's login address in the page's language, with `?reason=` when the session ended by
 * itself.
 */
const mainSiteLoginUrl = (reason: SignedOutReason | null): string => {
  const login = getConfig().mainSite.login;
  if (reason === null) return inPageLanguage(login);
  const url = new URL(login, window.location.href);
  url.searchParams.set('reason', reason);
  return inPageLanguage(url.toString());
};

/**
 * docs/screens/shell.md, docs/security-model.md: save the return path, then leave for the main website's login page; a session
 * that ended by itself passes its reason, so the login page tells the member why they are there.
 */
export const goToMainSiteLogin = (
  returnPath: string = pageNavigation.currentPath(),
  reason: SignedOutReason | null = null,
): void => {
  savePreLocation(returnPath);
  pageNavigation.assign(mainSiteLoginUrl(reason));
};
