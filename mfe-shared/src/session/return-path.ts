import { getConfig } from '../config/config-store';
import { inPageLanguage } from '../i18n/language-link';
import { pageNavigation } from '../navigation/page-navigation';

/** docs/screens/shell.md: local storage key of the path to return to after the main site's login. */
export const PRE_LOCATION_KEY = 'preLocationPath';

export { isSafeReturnPath } from '../rules/validation/return-path';

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
