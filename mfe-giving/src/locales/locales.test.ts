import type { LocaleBundle, Strings } from '@eoffering/shared';
import { describeLocaleBundle, expectSameKeys } from '@eoffering/shared/testing';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

// The main files, and in each folder the texts a lazily loaded page registers with its own chunk
// (docs/architecture.md): all of them are the 'giving' namespace, read here as the pages merge them.
const folders = [
  '.',
  ...readdirSync(__dirname, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name),
];

const read = (folder: string, lng: string): Strings =>
  JSON.parse(readFileSync(join(__dirname, folder, `${lng}.json`), 'utf8')) as Strings;

const files = folders.map((folder) => ({
  folder,
  bundle: { 'zh-TW': read(folder, 'zh-TW'), en: read(folder, 'en') } satisfies LocaleBundle,
}));

describe('the giving locale files', () => {
  it('are the main files and those of the lazily loaded pages', () => {
    expect(folders.length).toBeGreaterThan(1);
  });

  it.each(files)('$folder has every key in both languages', ({ bundle }) => {
    expect(() => expectSameKeys(bundle['zh-TW'], bundle.en)).not.toThrow();
  });

  // With the same keys in both languages of each file, the Chinese groups stand for the English.
  it('holds each group of texts in one file only', () => {
    const groups = files.flatMap(({ bundle }) => Object.keys(bundle['zh-TW']));
    expect(groups.filter((group, index) => groups.indexOf(group) !== index)).toEqual([]);
  });
});

const merged = (lng: keyof LocaleBundle): Strings =>
  Object.assign({}, ...files.map(({ bundle }) => bundle[lng])) as Strings;

describeLocaleBundle(
  'giving',
  { 'zh-TW': merged('zh-TW'), en: merged('en') },
  { sourceDir: join(__dirname, '..') },
);
