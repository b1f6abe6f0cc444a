import { join } from 'node:path';
import { describeLocaleBundle } from '../testing/locale-checks';
import en from './en.json';
import zhTW from './zh-TW.json';

describeLocaleBundle('common', { 'zh-TW': zhTW, en }, { sourceDir: join(__dirname, '..') });

describe('common namespace', () => {
  it.each([
    ['http.serverError', 'server error'],
    ['http.accessFailed', 'Access Failed'],
    ['http.title400', '400 error'],
    ['http.sessionExpired', 'Your session is expired, please login again.'],
    ['http.permissionError', 'permission error'],
    ['http.systemError', 'System Error'],
    ['http.title500', '500 error'],
  ])('%s reads exactly "%s" in English', (path, text) => {
    const value = path
      .split('.')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], en);
    expect(value).toBe(text);
  });
});
