import { readFileSync, readdirSync } from 'node:fs';
import { join, sep } from 'node:path';

const root = join(__dirname, '..');

/** Each package's i18n namespace (docs/architecture.md), by the folder that ships its strings. */
const NAMESPACES: Record<string, string> = {
  'mfe-shared': 'common',
  shell: 'shell',
  'mfe-giving': 'giving',
  'mfe-member-center': 'member',
};

type Language = 'zh-TW' | 'en';

interface Term {
  idea: string;
  term: Record<Language, string>;
  forbidden: Record<Language, string[]>;
}

/** The cells of the markdown table rows under `heading`, header and separator rows left out. */
const tableUnder = (markdown: string, heading: RegExp): string[][] => {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => heading.test(line));
  const rows: string[][] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('#')) break;
    if (!line.startsWith('|')) continue;
    rows.push(
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
  }
  return rows.slice(2);
};

const list = (cell: string): string[] =>
  cell
    .split(',')
    .map((word) => word.trim())
    .filter((word) => word.length > 0);

const glossary = readFileSync(join(root, 'docs', 'glossary.md'), 'utf8');

const terms: Term[] = tableUnder(glossary, /^# Glossary/).map(
  ([idea = '', zh = '', en = '', notZh = '', notEn = '']) => ({
    idea,
    term: { 'zh-TW': zh, en },
    forbidden: { 'zh-TW': list(notZh), en: list(notEn) },
  }),
);

const exceptions = new Set(
  tableUnder(glossary, /^## Wording the spec gives/).map(([key = '']) => key.replace(/`/g, '')),
);

type Strings = { [key: string]: string | Strings };

const flatten = (strings: Strings, prefix: string): Array<[string, string]> =>
  Object.entries(strings).flatMap(([key, value]) => {
    const path = prefix.endsWith(':') ? `${prefix}${key}` : `${prefix}.${key}`;
    return typeof value === 'string' ? [[path, value] as [string, string]] : flatten(value, path);
  });

const localeFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return localeFiles(path);
    return entry.name.endsWith('.json') ? [path] : [];
  });

/** Every text of every package in `language`, as `[namespace:key, text]`. */
const texts = (language: Language): Array<[string, string]> =>
  Object.entries(NAMESPACES).flatMap(([dir, ns]) =>
    localeFiles(join(root, dir, 'src', 'locales'))
      .filter((file) => file.endsWith(`${sep}${language}.json`))
      .flatMap((file) => flatten(JSON.parse(readFileSync(file, 'utf8')) as Strings, `${ns}:`)),
  );

const escape = (word: string): string => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** English is matched as whole words in any case; Chinese, which has no spaces, as it stands. */
const uses = (language: Language, text: string, word: string): boolean =>
  language === 'en' ? new RegExp(`\\b${escape(word)}\\b`, 'i').test(text) : text.includes(word);

const LANGUAGES: Language[] = ['zh-TW', 'en'];

describe('docs/glossary.md', () => {
  it('lists terms, each with a word in both languages', () => {
    expect(terms.length).toBeGreaterThan(5);
    for (const { term } of terms) {
      expect(term['zh-TW']).not.toBe('');
      expect(term.en).not.toBe('');
    }
  });

  it.each(LANGUAGES)('no %s text uses a synonym the glossary rules out', (language) => {
    const found = texts(language).flatMap(([key, text]) =>
      exceptions.has(key)
        ? []
        : terms.flatMap(({ forbidden, term }) =>
            forbidden[language]
              .filter((word) => uses(language, text, word))
              .map((word) => `${key}: "${word}" where the glossary says "${term[language]}"`),
          ),
    );
    expect(found).toEqual([]);
  });

  it.each(LANGUAGES)('every %s term is the one the pages use', (language) => {
    const all = texts(language);
    const unused = terms
      .map(({ term }) => term[language])
      .filter((word) => !all.some(([, text]) => uses(language, text, word)));
    expect(unused).toEqual([]);
  });

  it('names as exceptions only texts that hold a ruled-out synonym (the spec wording)', () => {
    const byKey = new Map([...texts('zh-TW'), ...texts('en')]);
    const stale = [...exceptions].filter((key) => {
      const text = byKey.get(key);
      return (
        text === undefined ||
        !terms.some(({ forbidden }) =>
          LANGUAGES.some((language) =>
            forbidden[language].some((word) => uses(language, text, word)),
          ),
        )
      );
    });
    expect(stale).toEqual([]);
    expect(exceptions.size).toBeGreaterThan(0);
  });

  it('reads every package', () => {
    expect(texts('en').some(([key]) => key.startsWith('member:'))).toBe(true);
    expect(texts('zh-TW').some(([key]) => key.startsWith('shell:faq.'))).toBe(true);
  });
});
