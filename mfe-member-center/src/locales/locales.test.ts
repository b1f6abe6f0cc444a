import type { Strings } from '@eoffering/shared';
import { expectSameKeys } from '@eoffering/shared/testing';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import en from './en.json';
import zhTW from './zh-TW.json';

const textsOf = (strings: Strings): string[] =>
  Object.values(strings).flatMap((value) => (typeof value === 'string' ? [value] : textsOf(value)));

const lookup = (strings: Strings, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Strings | undefined)?.[part], strings);

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')
        ? [join(dir, entry.name)]
        : [],
  );

describe('member namespace strings', () => {
  it('has every key in both Traditional Chinese and English', () => {
    expect(() => expectSameKeys(zhTW, en)).not.toThrow();
  });

  it('has no empty text in either language', () => {
    for (const text of [...textsOf(zhTW), ...textsOf(en)]) expect(text.trim()).not.toBe('');
  });

  it('has a text for every literal member key the code asks for', () => {
    const used = sourceFiles(join(__dirname, '..')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bt\('([\w.]+)'/g)].map((match) => match[1] ?? ''),
    );
    expect(used.length).toBeGreaterThan(10);
    const missing = used.filter((key) => typeof lookup(en, key) !== 'string');
    expect(missing).toEqual([]);
  });
});
