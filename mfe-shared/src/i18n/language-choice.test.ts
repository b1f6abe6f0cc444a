import { LANGUAGE_KEY, rememberLanguage, startingLanguage } from './language-choice';
import { parseLanguage } from './languages';

const visit = (address: string): void => window.history.replaceState(null, '', address);

describe('parseLanguage', () => {
  it.each<[string | null, string | null]>([
    ['zh-TW', 'zh-TW'],
    ['zh', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['ZH_tw', 'zh-TW'],
    ['en', 'en'],
    [' en-GB ', 'en'],
    ['ja', null],
    ['', null],
    [null, null],
  ])('%j is %j', (value, expected) => {
    expect(parseLanguage(value)).toBe(expected);
  });
});

describe('the language a page starts in', () => {
  afterEach(() => {
    localStorage.clear();
    visit('/');
  });

  it('follows the browser on a first visit', () => {
    expect(startingLanguage(['en-US'])).toBe('en');
    expect(startingLanguage(['zh-TW'])).toBe('zh-TW');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBeNull();
  });

  it('keeps the donor’s stored choice over the browser’s language', () => {
    rememberLanguage('en');
    expect(startingLanguage(['zh-TW'])).toBe('en');
    rememberLanguage('zh-TW');
    expect(startingLanguage(['en-US'])).toBe('zh-TW');
  });

  it('takes a lang parameter over both, remembers it and drops it from the address', () => {
    rememberLanguage('zh-TW');
    visit('/eoffering/order/result/1001?lang=en&x=1#top');
    expect(startingLanguage(['zh-TW'])).toBe('en');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/eoffering/order/result/1001?x=1#top',
    );
  });

  it('ignores a lang parameter it does not know, and still drops it', () => {
    rememberLanguage('en');
    visit('/eoffering/?lang=fr');
    expect(startingLanguage(['zh-TW'])).toBe('en');
    expect(window.location.search).toBe('');
  });

  it('ignores a stored value that is no language of ours', () => {
    localStorage.setItem(LANGUAGE_KEY, 'klingon');
    expect(startingLanguage(['zh-TW'])).toBe('zh-TW');
  });
});
