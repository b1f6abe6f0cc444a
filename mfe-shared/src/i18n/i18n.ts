import { createInstance, type i18n as I18nInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import zhTW from '../locales/zh-TW.json';
import { rememberLanguage, startingLanguage } from './language-choice';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from './languages';

/** A namespace's strings: nested objects of plain strings (i18next JSON v4). */
export interface Strings {
  [key: string]: string | Strings;
}
export type LocaleBundle = Record<Language, Strings>;

/** A language's strings fetched when that language is first needed: `() => import('./en.json')`. */
export type StringsLoader = () => Promise<{ default: Strings }>;

/** A namespace in both languages, each bundled or fetched on first use. */
export type LocaleSources = Record<Language, Strings | StringsLoader>;

/** The one i18next instance of the page (a federation singleton through @eoffering/shared). */
export const i18n: I18nInstance = createInstance();

/** mfe-shared's own namespace: shared buttons, docs/screens/shell.md messages, validation texts. */
export const COMMON_NS = 'common';

const registered = new Map<string, Partial<LocaleBundle>>();
/** Languages of a namespace still to fetch, and fetches under way (one per namespace and language). */
const loaders = new Map<string, StringsLoader>();
const loading = new Map<string, Promise<void>>();
let starting: Promise<unknown> | null = null;

const sourceKey = (ns: string, lng: Language): string => `${ns} ${lng}`;

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

const addStrings = (ns: string, lng: Language, strings: Strings): void => {
  const known = registered.get(ns) ?? {};
  const present = known[lng];
  registered.set(ns, { ...known, [lng]: present ? mergeStrings(present, strings) : strings });
  if (i18n.isInitialized) i18n.addResourceBundle(lng, ns, strings, true, true);
};

/**
 * Adds a package's namespace in both languages and returns its name. Works before `initI18n` (kept
 * until init) and after it (added to the live instance), so a package registers its strings at
 * module load, where it names its namespace: `export const GIVING_NS = registerStrings('giving', …)`.
 * A namespace registered again gains the new keys: a lazily loaded page brings its own texts
 * (docs/architecture.md: the FAQ's answers are not part of a first visit). A language given as a
 * loader is fetched when that language is started or switched to (at once if it is the active one).
 */
export const registerStrings = <N extends string>(ns: N, sources: LocaleSources): N => {
  for (const lng of LANGUAGES) {
    const source = sources[lng];
    if (typeof source === 'function') loaders.set(sourceKey(ns, lng), source);
    else addStrings(ns, lng, source);
  }
  // A fetch that fails leaves the bundled language in place; the next switch tries again.
  if (i18n.isInitialized && isLanguage(i18n.language)) {
    loadLanguage(i18n.language).catch(() => undefined);
  }
  return ns;
};

/** The loaders of `lng` not fetched yet, each with its namespace. */
const unfetched = (lng: Language): Array<[string, string, StringsLoader]> =>
  [...loaders].flatMap(([key, load]) => {
    const [ns = '', language] = key.split(' ');
    return language === lng ? [[key, ns, load]] : [];
  });

/** Fetches every registered namespace's strings of `lng` not fetched yet. */
export const loadLanguage = (lng: Language): Promise<void> =>
  Promise.all(
    unfetched(lng).map(([key, ns, load]) => {
      const pending =
        loading.get(key) ??
        load().then((module) => {
          loaders.delete(key);
          addStrings(ns, lng, module.default);
        });
      loading.set(key, pending);
      pending.catch(() => loading.delete(key));
      return pending;
    }),
  ).then(() => undefined);

// docs/architecture.md: a first visit carries the default language's strings only; English comes
// with its own chunk when it is started or switched to (one `strings-en` chunk with the shell's,
// which names its loader alike). Registered here rather than by a side-effect import, which
// `sideEffects` would let webpack drop.
registerStrings(COMMON_NS, {
  'zh-TW': zhTW,
  en: () => import(/* webpackChunkName: "strings-en" */ '../locales/en.json'),
});

const browserLanguages = (): readonly string[] | undefined =>
  typeof navigator === 'undefined'
    ? undefined
    : navigator.languages?.length
      ? navigator.languages
      : [navigator.language];

/**
 * Starts the instance once (later calls return the same promise): language from the argument, or
 * the address's `lang`, the donor's stored choice or the browser (`startingLanguage`), every registered namespace, `<html lang>` kept in step with each change. The
 * instance starts at once with the strings at hand; the promise resolves once the language's
 * fetched strings have arrived too.
 */
export const initI18n = (lng?: Language): Promise<unknown> => {
  if (starting) return starting;
  const language = lng ?? startingLanguage(browserLanguages());
  const resources = Object.fromEntries(
    LANGUAGES.map((each) => [
      each,
      Object.fromEntries([...registered].map(([ns, bundle]) => [ns, bundle[each] ?? {}])),
    ]),
  );
  i18n.on('languageChanged', followHtmlLang);
  const started = i18n.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    // zh-TW must stay zh-TW: no lookup of a bare `zh` or `en-US`.
    load: 'currentOnly',
    ns: [
      ...new Set([
        ...registered.keys(),
        ...[...loaders.keys()].map((key) => key.split(' ')[0] ?? ''),
      ]),
    ],
    defaultNS: COMMON_NS,
    fallbackNS: COMMON_NS,
    // React escapes text itself; escaping here would show `&amp;` to the user.
    interpolation: { escapeValue: false },
    // Resources are given, so init is synchronous; fetched strings re-render what uses them.
    initAsync: false,
    react: { useSuspense: false, bindI18nStore: 'added' },
    returnNull: false,
    // i18next 25 logs a notice about paid support to the console; the page's console stays ours.
    showSupportNotice: false,
  });
  followHtmlLang(i18n.language);
  // i18next resolves the language when it starts, from the strings at hand: once fetched ones
  // arrive it is resolved again, unless the user has switched meanwhile. With nothing to fetch
  // there is nothing to resolve again, and no second render.
  const resolveAgain = () =>
    i18n.language === language ? i18n.changeLanguage(language) : undefined;
  const toFetch = unfetched(language).length > 0;
  starting = Promise.all([started, toFetch ? loadLanguage(language).then(resolveAgain) : null]);
  return starting;
};

/**
 * Switches the language of every package at once (`<html lang>` follows), once its strings are
 * there: the page keeps the current language while they are fetched.
 */
export const setLanguage = (lng: Language): Promise<unknown> =>
  loadLanguage(lng).then(() => i18n.changeLanguage(lng));

/** The donor's own choice (the header's toggle): switched to and remembered for later visits. */
export const chooseLanguage = (lng: Language): Promise<unknown> => {
  rememberLanguage(lng);
  return setLanguage(lng);
};

/** The active language, as one of ours. */
export const currentLanguage = (): Language =>
  isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
