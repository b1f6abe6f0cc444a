import { i18n, initI18n } from './i18n';
import { inPageLanguage } from './language-link';

describe('inPageLanguage: main-site links carry the page language', () => {
  beforeAll(() => initI18n('zh-TW'));

  it.each([
    ['zh-TW', 'http://main.test/login', 'http://main.test/login?lang=zh-TW'],
    ['en', 'http://main.test/login', 'http://main.test/login?lang=en'],
    [
      'en',
      'http://main.test/login?reason=inactive',
      'http://main.test/login?reason=inactive&lang=en',
    ],
    ['en', '/register', '/register?lang=en'],
    ['zh-TW', '/privacy#data', '/privacy?lang=zh-TW#data'],
    ['en', '/login?lang=zh-TW', '/login?lang=en'],
  ] as const)('in %s, %s becomes %s', async (language, address, link) => {
    await i18n.changeLanguage(language);
    expect(inPageLanguage(address)).toBe(link);
  });
});
