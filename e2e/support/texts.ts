import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './environment';
import { nameIn, type Named, type NamedField } from '@eoffering/shared/rules';

/** The app's two languages (docs/screens/shell.md). */
export type Language = 'zh-TW' | 'en';

/** Each package's i18n namespace and the folder that ships its strings (docs/architecture.md). */
const NAMESPACE_DIRS = {
  common: 'mfe-shared',
  shell: 'shell',
  giving: 'mfe-giving',
  member: 'mfe-member-center',
} as const;
export type Namespace = keyof typeof NAMESPACE_DIRS;

/** A key as the apps write it: `shell:menu.logIn`, `common:actions.retry`. */
export type TextKey = `${Namespace}:${string}`;

type Strings = { readonly [key: string]: string | Strings };

const cache = new Map<string, Strings>();

const readStrings = (file: string): Strings => JSON.parse(readFileSync(file, 'utf8')) as Strings;

/**
 * A namespace's texts: `src/locales/<language>.json` and the same file in each subfolder, which
 * a lazily loaded page adds to the namespace (the shell's `locales/faq/`).
 */
const strings = (namespace: Namespace, language: Language): Strings => {
  const dir = join(repoRoot, NAMESPACE_DIRS[namespace], 'src', 'locales');
  const key = `${dir} ${language}`;
  let loaded = cache.get(key);
  if (!loaded) {
    const parts = readdirSync(dir, { withFileTypes: true })
      .filter(
        (entry) => entry.isDirectory() && existsSync(join(dir, entry.name, `${language}.json`)),
      )
      .map((entry) => readStrings(join(dir, entry.name, `${language}.json`)));
    loaded = Object.assign({}, readStrings(join(dir, `${language}.json`)), ...parts) as Strings;
    cache.set(key, loaded);
  }
  return loaded;
};

/**
 * Looks a key up; a missing key throws, so a renamed string fails loudly rather than timing out.
 * With a `count`, the key's plural form for that number is taken, as i18next does.
 */
const lookup = (language: Language, key: TextKey, count: unknown): string => {
  const [namespace, path] = key.split(/:(.*)/s, 2) as [Namespace, string];
  const parts = path.split('.');
  const last = parts.pop() ?? '';
  let group: string | Strings | undefined = strings(namespace, language);
  for (const part of parts) {
    group = typeof group === 'object' ? group[part] : undefined;
  }
  const plural =
    typeof count === 'number' ? `${last}_${new Intl.PluralRules(language).select(count)}` : null;
  const node =
    typeof group !== 'object' ? undefined : ((plural ? group[plural] : undefined) ?? group[last]);
  if (typeof node !== 'string') {
    throw new Error(`No ${language} text for ${key} in ${NAMESPACE_DIRS[namespace]}/src/locales`);
  }
  return node;
};

/** Texts of one language, read from the packages' own locale files so tests never copy a string. */
export interface Texts {
  readonly language: Language;
  /** The visible text of a key, with `{{name}}` placeholders filled in (i18next's syntax). */
  (key: TextKey, values?: Record<string, string | number>): string;
  /** A project's, item's or payment method's name as this language's pages show it. */
  nameOf<F extends NamedField>(record: Named<F>, field: F): string;
}

export const textsFor = (language: Language): Texts => {
  const t = (key: TextKey, values: Record<string, string | number> = {}): string =>
    lookup(language, key, values.count).replace(
      /\{\{\s*(\w+)\s*\}\}/g,
      (placeholder, name: string) => (name in values ? String(values[name]) : placeholder),
    );
  const nameOf = <F extends NamedField>(record: Named<F>, field: F): string =>
    nameIn(language, record, field);
  return Object.assign(t, { language, nameOf });
};

/** The language the app picks for a browser locale (docs/screens/shell.md: any Chinese variant gives Chinese). */
export const languageOfLocale = (locale: string | undefined): Language =>
  locale?.toLowerCase().startsWith('zh') ? 'zh-TW' : 'en';

export const otherLanguage = (language: Language): Language =>
  language === 'zh-TW' ? 'en' : 'zh-TW';
