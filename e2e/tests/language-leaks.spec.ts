import type { Page } from '@playwright/test';
import { demoNames } from '../support/demo-names';
import { expect, test } from '../support/fixtures';
import { languageLeaks } from '../support/language-leaks';
import type { Language, Texts } from '../support/texts';

// docs/decisions.md, a route walk for the other language: the check accessibility.spec.ts runs on
// every route, shown to fail on a page that leaks and to pass on a clean one, in each project's
// language. The pages are written here, so the test asks nothing of the server.

const toggleLabel = (t: Texts): string =>
  t(t.language === 'en' ? 'common:language.zh-TW' : 'common:language.en');

/** A clean page, one with a word of the other language, and the same word hidden. */
const pagesIn = (t: Texts): Record<'clean' | 'leak' | 'hiddenLeak', string> =>
  t.language === 'en'
    ? {
        clean: `<main><h1>Giving records</h1><p>王小明 · 明光科技股份有限公司</p><p>NT$ 1,000 · ${toggleLabel(t)}</p></main>`,
        leak: '<main><h1>Giving records</h1><p>Status: 刷卡失敗</p><p>王小明</p></main>',
        hiddenLeak: '<main><h1>Giving records</h1><p hidden>刷卡失敗</p></main>',
      }
    : {
        clean: `<main><h1>奉獻紀錄</h1><p>王小明 · LINE Pay · NT$ 1,000 · member@example.org · A12****789</p><p>${toggleLabel(t)}</p></main>`,
        leak: '<main><h1>奉獻紀錄</h1><p>狀態：card declined</p></main>',
        hiddenLeak: '<main><h1>奉獻紀錄</h1><p hidden>card declined</p></main>',
      };

const LEAKED: Record<Language, string[]> = { en: ['刷卡失敗'], 'zh-TW': ['card', 'declined'] };

const leaksOf = async (page: Page, t: Texts, html: string): Promise<string[]> => {
  await page.setContent(html);
  const shown = await page.locator('body').innerText();
  return languageLeaks(shown, t.language, [...demoNames(), toggleLabel(t)]);
};

test.describe('the language-leak check of the route walk', () => {
  test('passes a page with only its language, the demo names and the toggle', async ({
    page,
    t,
  }) => {
    expect(await leaksOf(page, t, pagesIn(t).clean)).toEqual([]);
  });

  test('names the words of the other language a page shows', async ({ page, t }) => {
    expect(await leaksOf(page, t, pagesIn(t).leak)).toEqual(LEAKED[t.language]);
  });

  test('reads only what is shown', async ({ page, t }) => {
    expect(await leaksOf(page, t, pagesIn(t).hiddenLeak)).toEqual([]);
  });
});
