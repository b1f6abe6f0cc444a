import {
  LANGUAGE_PARAM,
  addressLanguage,
  detectLanguage,
  parseLanguage,
  type Language,
} from './languages';

/**
 * Where the donor's own choice of language is kept (docs/decisions.md, the language choice is
 * remembered): it outlives a reload, the payment round trips and the main site's login, and a
 * logout, which clears the rest of the storage.
 */
export const LANGUAGE_KEY = 'eoffering.language';

/** The stored choice, if any. */
export const storedLanguage = (): Language | null => {
  try {
    return parseLanguage(localStorage.getItem(LANGUAGE_KEY));
  } catch {
    return null;
  }
};

/** Keeps the donor's choice; a browser that refuses storage only forgets it. */
export const rememberLanguage = (language: Language): void => {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Private modes may refuse storage: the choice then lasts for this page only.
  }
};

/**
 * The language a page starts in: a `lang` parameter in the address (kept as the choice and taken
 * out of the address, so a later toggle is not undone by a reload), else the stored choice, else
 * the browser's (docs/screens/shell.md: a first visit follows the browser).
 */
export const startingLanguage = (browserLanguages: readonly string[] | undefined): Language => {
  const fromAddress = takeLanguageParam();
  if (fromAddress) {
    rememberLanguage(fromAddress);
    return fromAddress;
  }
  return storedLanguage() ?? detectLanguage(browserLanguages);
};

/** The language a page at `href` will start in, read without keeping or changing anything. */
export const openingLanguage = (
  href: string,
  browserLanguages: readonly string[] | undefined,
): Language => addressLanguage(href) ?? storedLanguage() ?? detectLanguage(browserLanguages);

const takeLanguageParam = (): Language | null => {
  if (typeof window === 'undefined') return null;
  const url = new URL(window.location.href);
  if (!url.searchParams.has(LANGUAGE_PARAM)) return null;
  const language = parseLanguage(url.searchParams.get(LANGUAGE_PARAM));
  url.searchParams.delete(LANGUAGE_PARAM);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  return language;
};
