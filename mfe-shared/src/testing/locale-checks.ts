import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type ts from 'typescript';
import { COMMON_NS, type LocaleBundle, type Strings } from '../i18n/i18n';
import { LANGUAGES, type Language } from '../i18n/languages';
import backendEn from '../locales/backend/en.json';
import backendZhTW from '../locales/backend/zh-TW.json';
import commonEn from '../locales/en.json';
import flowsEn from '../locales/flows/en.json';
import flowsZhTW from '../locales/flows/zh-TW.json';
import commonZhTW from '../locales/zh-TW.json';
import { expectSameKeys } from './expect-same-keys';

const COMMON_BUNDLE: LocaleBundle = { 'zh-TW': commonZhTW, en: commonEn };

/**
 * The common namespace's texts that the flows' parts register when they load
 * (mfe-shared/src/flows/flow-strings.ts): only code under flows/ may ask for them, since elsewhere
 * they may not be there yet.
 */
const FLOWS_BUNDLE: LocaleBundle = { 'zh-TW': flowsZhTW, en: flowsEn };
const FLOWS_DIR = join(__dirname, '..', 'flows');

/**
 * The backend texts' strings (docs/decisions.md, backend texts in the page's language): the flows'
 * parts register them, and the failure dialogs fetch them with the catalogue, whose module is the
 * only code outside flows/ that may ask for them.
 */
export const BACKEND_BUNDLE: LocaleBundle = { 'zh-TW': backendZhTW, en: backendEn };
const BACKEND_CATALOGUE = join(__dirname, '..', 'rules', 'format', 'backend-text.ts');

/** Every text of a namespace by its dotted key. */
export const flattenStrings = (strings: Strings, prefix = ''): Map<string, string> => {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(strings)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(path, value);
    else for (const [nested, text] of flattenStrings(value, path)) flat.set(nested, text);
  }
  return flat;
};

const placeholdersOf = (text: string): string =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)]
    .map((match) => match[1])
    .sort()
    .join(',');

/** Keys whose `{{placeholders}}` differ between the languages: a translation that drops a value. */
export const placeholderMismatches = (bundle: LocaleBundle): string[] => {
  const zhTW = flattenStrings(bundle['zh-TW']);
  return [...flattenStrings(bundle.en)].flatMap(([key, english]) => {
    const chinese = zhTW.get(key);
    return chinese !== undefined && placeholdersOf(chinese) !== placeholdersOf(english)
      ? [key]
      : [];
  });
};

/**
 * The keys a source file asks for with a literal: `t('home.title')`, `t('common:actions.back')`
 * or `t('actions.retry', { ns: 'common' })`, as `[namespace or null, key]`. Keys built at run time
 * (`t(\`tabs.${tab}\`)`) cannot be read and are left out.
 */
export const literalKeysIn = (source: string): Array<[string | null, string]> =>
  [...source.matchAll(/\bt\(\s*(['"])([\w.:-]+)\1([^)]*)/g)].map((match) => {
    const [, , literal = '', rest = ''] = match;
    const option = /\bns:\s*['"]([\w-]+)['"]/.exec(rest)?.[1];
    const [prefix, key] = literal.includes(':') ? literal.split(':', 2) : [null, literal];
    return [prefix ?? option ?? null, key ?? ''];
  });

// Attributes a user reads or hears; a literal in any of them must come from i18n.
const TEXT_ATTRIBUTES = new Set(['aria-label', 'alt', 'title', 'placeholder', 'label']);
const HAS_LETTER = /\p{L}/u;
// On a component such a prop may hold a key or a name (`<PendingPage title="lookup">`), not text.
const IDENTIFIER = /^[A-Za-z][\w.:-]*$/;

/** A text attribute's literal the user would read: any letters on an HTML element, prose on a component. */
const isShownLiteral = (tsc: typeof ts, attribute: ts.JsxAttribute, value: string): boolean => {
  const element = attribute.parent.parent;
  const tag = tsc.isJsxOpeningLikeElement(element) ? element.tagName.getText() : '';
  return HAS_LETTER.test(value) && (/^[a-z]/.test(tag) || !IDENTIFIER.test(value));
};

/**
 * User-facing literals in a TSX file: JSX text and text attributes holding a letter. The compiler
 * is loaded on the first call only, so the many tests importing these helpers do not pay for it.
 */
export const jsxLiteralsIn = async (fileName: string, source: string): Promise<string[]> => {
  const { default: tsc } = await import('typescript');
  const file = tsc.createSourceFile(
    fileName,
    source,
    tsc.ScriptTarget.Latest,
    true,
    tsc.ScriptKind.TSX,
  );
  const found: string[] = [];
  const line = (node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const visit = (node: ts.Node): void => {
    if (tsc.isJsxText(node) && HAS_LETTER.test(node.text)) {
      found.push(`${fileName}:${line(node)} ${node.text.trim()}`);
    }
    if (
      tsc.isJsxAttribute(node) &&
      TEXT_ATTRIBUTES.has(node.name.getText(file)) &&
      node.initializer &&
      tsc.isStringLiteral(node.initializer) &&
      isShownLiteral(tsc, node, node.initializer.text)
    ) {
      found.push(`${fileName}:${line(node)} ${node.getText(file)}`);
    }
    tsc.forEachChild(node, visit);
  };
  visit(file);
  return found;
};

/** The package's runtime source files (tests and test helpers are not shown to users). */
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

/**
 * The literal keys that `files` (path and source) ask for and a language lacks, as
 * `ns:key (language, path from sourceDir)`. A key without a namespace is looked up in `ns`, whose
 * strings are `bundle`; a `common:` one in the singleton's strings, and for a file under
 * mfe-shared/src/flows/ also in the flows' texts, which only those parts register.
 */
export const missingKeys = (
  ns: string,
  bundle: LocaleBundle,
  sourceDir: string,
  files: ReadonlyArray<readonly [string, string]>,
): string[] => {
  const bundles = new Map<string, LocaleBundle[]>([[COMMON_NS, [COMMON_BUNDLE]]]);
  bundles.set(ns, [...(bundles.get(ns) ?? []), bundle]);
  const inFlows = (file: string): boolean => !relative(FLOWS_DIR, file).startsWith('..');
  const known = (keyNs: string, lng: Language, key: string, file: string): boolean =>
    [
      ...(bundles.get(keyNs) ?? []),
      ...(keyNs === COMMON_NS && inFlows(file) ? [FLOWS_BUNDLE, BACKEND_BUNDLE] : []),
      ...(keyNs === COMMON_NS && file === BACKEND_CATALOGUE ? [BACKEND_BUNDLE] : []),
    ].some((each) => {
      // A plural key is asked for by its base name; i18next picks `_one`, `_other`, … by count.
      const texts = flattenStrings(each[lng]);
      return texts.has(key) || texts.has(`${key}_other`);
    });
  return files.flatMap(([file, source]) =>
    literalKeysIn(source).flatMap(([named, key]) => {
      const keyNs = named ?? ns;
      return LANGUAGES.filter((lng) => !known(keyNs, lng, key, file)).map(
        (lng) => `${keyNs}:${key} (${lng}, ${relative(sourceDir, file)})`,
      );
    }),
  );
};

/**
 * The locale test every package runs on its own namespace (docs/architecture.md: a test fails when
 * a key exists in one language only): both languages hold the same keys, no text is empty, the
 * `{{placeholders}}` agree, and, over the package's source in `sourceDir`, every literal key the
 * code asks for exists in both languages (its own namespace or `common`, whose flows' texts only
 * for code under mfe-shared/src/flows/) and no TSX shows a literal to the user.
 */
export const describeLocaleBundle = (
  ns: string,
  bundle: LocaleBundle,
  { sourceDir }: { sourceDir: string },
): void => {
  describe(`the '${ns}' namespace strings`, () => {
    it('has every key in both Traditional Chinese and English', () => {
      expect(() => expectSameKeys(bundle['zh-TW'], bundle.en)).not.toThrow();
    });

    it('has no empty text in either language', () => {
      const empty = LANGUAGES.flatMap((lng) =>
        [...flattenStrings(bundle[lng])]
          .filter(([, text]) => text.trim() === '')
          .map(([key]) => `${lng} ${key}`),
      );
      expect(empty).toEqual([]);
    });

    it('has the same {{placeholders}} in both languages', () => {
      expect(placeholderMismatches(bundle)).toEqual([]);
    });

    it('has a text in both languages for every literal key the code asks for', () => {
      const files = sourceFiles(sourceDir).map(
        (file) => [file, readFileSync(file, 'utf8')] as const,
      );
      expect(files.some(([, source]) => literalKeysIn(source).length > 0)).toBe(true);
      expect(missingKeys(ns, bundle, sourceDir, files)).toEqual([]);
    });

    it('shows the user no literal text from TSX: every text goes through i18n', async () => {
      const files = sourceFiles(sourceDir).filter((file) => file.endsWith('.tsx'));
      const literals = await Promise.all(
        files.map((file) => jsxLiteralsIn(relative(sourceDir, file), readFileSync(file, 'utf8'))),
      );
      expect(literals.flat()).toEqual([]);
    });
  });
};
