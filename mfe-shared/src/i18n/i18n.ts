import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import zhTW from '../locales/zh-TW.json';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  detectLanguage,
  isLanguage,
  type Language,
} from './languages';

/** A namespace's strings: nested objects of plain strings (i18next JSON v4). */
export interface Strings {
  [key: string]: string | Strings;
}
export type LocaleBundle = Record<Language, Strings>;

/** The one i18next instance of the page (a federation singleton through @eoffering/shared). */
export const i18n = createInstance();

/** mfe-shared's own namespace: shared buttons, spec 8 messages, validation texts. */
export const COMMON_NS = 'common';

// Registered here rather than by a side-effect import, which `sideEffects` would let webpack drop.
const registered = new Map<string, LocaleBundle>([[COMMON_NS, { 'zh-TW': zhTW, en }]]);
let starting: Promise<unknown> | null = null;

const followHtmlLang = (lng: string): void => {
  if (typeof document !== 'undefined' && isLanguage(lng)) document.documentElement.lang = lng;
};

/** `extra`'s keys added to `base`, nested groups merged rather than replaced. */
const mergeStrings = (base: Strings, extra: Strings): Strings => {
  const merged: Strings = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const present = merged[key];
    merged[key] =
      typeof present === 'object' && typeof value === 'object'
        ? mergeStrings(present, value)
        : value;
  }
  return merged;
};

/**
 * Adds a package's namespace in both languages and returns its name. Works before `initI18n` (kept
 * until init) and after it (added to the live instance), so a package registers its strings at
 * module load, where it names its namespace: `export const GIVING_NS = registerStrings('giving', …)`.
 * A namespace registered again gains the new keys: a lazily loaded page brings its own texts
 * (design.md section 8: the FAQ's answers are not part of a first visit).
 */
export const registerStrings = <N extends string>(ns: N, bundle: LocaleBundle): N => {
  const known = registered.get(ns);
  registered.set(
    ns,
    known
      ? {
          'zh-TW': mergeStrings(known['zh-TW'], bundle['zh-TW']),
          en: mergeStrings(known.en, bundle.en),
        }
      : bundle,
  );
  if (i18n.isInitialized) {
    for (const lng of LANGUAGES) i18n.addResourceBundle(lng, ns, bundle[lng], true, true);
  }
  return ns;
};

const browserLanguages = (): readonly string[] | undefined =>
  typeof navigator === 'undefined'
    ? undefined
    : navigator.languages?.length
      ? navigator.languages
      : [navigator.language];

/**
 * Starts the instance once (later calls return the same promise): language from the argument or
 * the browser, every registered namespace, `<html lang>` kept in step with each change.
 */
export const initI18n = (lng?: Language): Promise<unknown> => {
  if (starting) return starting;
  const resources = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      Object.fromEntries([...registered].map(([ns, bundle]) => [ns, bundle[language]])),
    ]),
  );
  i18n.on('languageChanged', followHtmlLang);
  starting = i18n.use(initReactI18next).init({
    resources,
    lng: lng ?? detectLanguage(browserLanguages()),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    // zh-TW must stay zh-TW: no lookup of a bare `zh` or `en-US`.
    load: 'currentOnly',
    ns: [...registered.keys()],
    defaultNS: COMMON_NS,
    fallbackNS: COMMON_NS,
    // React escapes text itself; escaping here would show `&amp;` to the user.
    interpolation: { escapeValue: false },
    // Strings are bundled, so init is synchronous and no component needs Suspense for them.
    initAsync: false,
    react: { useSuspense: false },
    returnNull: false,
  });
  followHtmlLang(i18n.language);
  return starting;
};

/** Switches the language of every package at once (`<html lang>` follows). */
export const setLanguage = (lng: Language): Promise<unknown> => i18n.changeLanguage(lng);

/** The active language, as one of ours. */
export const currentLanguage = (): Language =>
  isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
