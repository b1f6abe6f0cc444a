import { currentLanguage } from './i18n';
import { LANGUAGE_PARAM } from './languages';

const LOCAL_BASE = 'http://local.invalid';

/**
 * A main-site address carrying the page's language as `?lang=` (docs/decisions.md, the main site
 * speaks the portal's language): its login, sign-up and other pages open in the language the
 * donor chose, and its login sends them back with it. An address on this site stays a path.
 */
export const inPageLanguage = (address: string): string => {
  const local = address.startsWith('/') && !address.startsWith('//');
  const url = new URL(address, local ? LOCAL_BASE : window.location.href);
  url.searchParams.set(LANGUAGE_PARAM, currentLanguage());
  return local ? `${url.pathname}${url.search}${url.hash}` : url.toString();
};
