import { expectSameKeys } from '../testing/expect-same-keys';
import en from './en.json';
import zhTW from './zh-TW.json';

describe('common namespace', () => {
  it('has the same keys in zh-TW and en', () => {
    expect(() => expectSameKeys(zhTW, en)).not.toThrow();
  });

  it.each([
    ['http.serverError', 'server error'],
    ['http.accessFailed', 'Access Failed'],
    ['http.title400', '400 error'],
    ['http.sessionExpired', 'Your session is expired, please login again.'],
    ['http.permissionError', 'permission error'],
    ['http.systemError', 'System Error'],
    ['http.title500', '500 error'],
  ])('%s reads exactly "%s" in English (spec 8)', (path, text) => {
    const value = path
      .split('.')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], en);
    expect(value).toBe(text);
  });
});

describe('expectSameKeys', () => {
  it('names a key missing in English', () => {
    expect(() => expectSameKeys({ a: { b: '乙', c: '丙' } }, { a: { b: 'B' } })).toThrow(
      "'a.c' is missing in en",
    );
  });

  it('names a key missing in Chinese', () => {
    expect(() => expectSameKeys({}, { only: 'x' })).toThrow("'only' is missing in zh-TW");
  });

  it('treats plural forms as their base key', () => {
    expect(() =>
      expectSameKeys({ item_other: '{{count}} 筆' }, { item_one: 'one item', item_other: 'items' }),
    ).not.toThrow();
  });
});
