import { act, render, screen, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { i18n, initI18n, registerStrings, setLanguage } from './i18n';
import { detectLanguage } from './languages';

describe('detectLanguage', () => {
  it.each<[readonly string[] | undefined, string]>([
    [['zh-TW'], 'zh-TW'],
    [['zh-CN', 'en'], 'zh-TW'],
    [['zh'], 'zh-TW'],
    [['zh-Hant-HK'], 'zh-TW'],
    [['ZH_tw'], 'zh-TW'],
    [['en-US', 'zh-TW'], 'en'],
    [['ja-JP'], 'en'],
    [['zu'], 'en'],
    [[], 'zh-TW'],
    [undefined, 'zh-TW'],
  ])('%j gives %s', (languages, expected) => {
    expect(detectLanguage(languages)).toBe(expected);
  });
});

const Greeting = () => {
  const { t } = useTranslation('probe');
  return <p>{t('hello')}</p>;
};

describe('the shared i18n instance', () => {
  // Registered before init: kept until the instance starts.
  registerStrings('probe', { 'zh-TW': { hello: '你好' }, en: { hello: 'Hello' } });
  // Registered again before init: the namespace keeps its keys and gains these.
  registerStrings('probe', {
    'zh-TW': { page: { title: '常見問題' } },
    en: { page: { title: 'Frequently asked questions' } },
  });

  beforeAll(() => initI18n('zh-TW'));

  it('starts once, in the given language, with <html lang> in step', async () => {
    await expect(initI18n('en')).resolves.toBeDefined();
    expect(i18n.language).toBe('zh-TW');
    expect(document.documentElement.lang).toBe('zh-TW');
  });

  it('holds the common namespace with the spec wording', async () => {
    await setLanguage('en');
    expect(i18n.t('http.sessionExpired')).toBe('Your session is expired, please login again.');
    expect(i18n.t('common:actions.retry')).toBe('Retry');
    await setLanguage('zh-TW');
    expect(i18n.t('actions.retry')).toBe('重試');
  });

  it('re-renders components at once when the language changes', async () => {
    render(<Greeting />);
    expect(screen.getByText('你好')).toBeInTheDocument();
    await act(() => setLanguage('en'));
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    await act(() => setLanguage('zh-TW'));
    expect(document.documentElement.lang).toBe('zh-TW');
  });

  it('adds a namespace registered after init, and names it back', () => {
    expect(registerStrings('late', { 'zh-TW': { title: '晚到' }, en: { title: 'Late' } })).toBe(
      'late',
    );
    expect(i18n.t('late:title')).toBe('晚到');
  });

  it('merges a namespace registered again, before and after init (a lazy page brings its texts)', () => {
    registerStrings('probe', {
      'zh-TW': { page: { body: '內容' } },
      en: { page: { body: 'Content' } },
    });
    expect(i18n.t('probe:hello')).toBe('你好');
    expect(i18n.t('probe:page.title')).toBe('常見問題');
    expect(i18n.t('probe:page.body')).toBe('內容');
    expect(i18n.t('probe:page.title', { lng: 'en' })).toBe('Frequently asked questions');
  });

  it('fetches a language given as a loader only when it is switched to, and only once', async () => {
    const load = jest.fn(() => Promise.resolve({ default: { word: 'Later' } }));
    registerStrings('deferred', { 'zh-TW': { word: '稍後' }, en: load });
    expect(load).not.toHaveBeenCalled();
    expect(i18n.t('deferred:word')).toBe('稍後');

    await setLanguage('en');
    expect(i18n.t('deferred:word')).toBe('Later');
    await setLanguage('zh-TW');
    await setLanguage('en');
    expect(load).toHaveBeenCalledTimes(1);
    await setLanguage('zh-TW');
  });

  it('fetches at once a loader of the active language registered after init', async () => {
    const load = jest.fn(() => Promise.resolve({ default: { word: '現在' } }));
    registerStrings('current', { 'zh-TW': load, en: { word: 'Now' } });
    expect(load).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(i18n.t('current:word')).toBe('現在'));
  });
});

describe('an English browser’s first visit (English strings fetched at boot)', () => {
  it('reports English as the active language once its strings have arrived', async () => {
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./i18n');
      await fresh.initI18n('en');
      expect(fresh.i18n.t('actions.retry')).toBe('Retry');
      // The language toggle and the project introductions read the resolved language.
      expect(fresh.i18n.resolvedLanguage).toBe('en');
      expect(fresh.currentLanguage()).toBe('en');
    });
  });
});
