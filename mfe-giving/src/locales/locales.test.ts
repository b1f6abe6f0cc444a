import { expectSameKeys } from '@eoffering/shared/testing';
import type { Strings } from '@eoffering/shared';
import en from './en.json';
import zhTW from './zh-TW.json';

const texts = (strings: Strings): string[] =>
  Object.values(strings).flatMap((value) => (typeof value === 'string' ? [value] : texts(value)));

describe('giving namespace strings', () => {
  it('has every key in both Traditional Chinese and English', () => {
    expect(() => expectSameKeys(zhTW, en)).not.toThrow();
  });

  it('notices a key missing in one language', () => {
    const withoutHome = Object.fromEntries(Object.entries(en).filter(([key]) => key !== 'home'));
    expect(() => expectSameKeys(zhTW, withoutHome)).toThrow("'home.title' is missing in en");
  });

  it('has no empty text in either language', () => {
    for (const text of [...texts(zhTW), ...texts(en)]) expect(text.trim()).not.toBe('');
  });
});
