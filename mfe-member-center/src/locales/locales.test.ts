import type { Strings } from '@eoffering/shared';
import { expectSameKeys } from '@eoffering/shared/testing';
import en from './en.json';
import zhTW from './zh-TW.json';

const textsOf = (strings: Strings): string[] =>
  Object.values(strings).flatMap((value) => (typeof value === 'string' ? [value] : textsOf(value)));

describe('member namespace strings', () => {
  it('has every key in both Traditional Chinese and English', () => {
    expect(() => expectSameKeys(zhTW, en)).not.toThrow();
  });

  it('has no empty text in either language', () => {
    for (const text of [...textsOf(zhTW), ...textsOf(en)]) expect(text.trim()).not.toBe('');
  });
});
