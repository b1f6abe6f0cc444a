import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { projectList } from './backend';
import { appUrl } from './fixtures';
import type { Texts } from './texts';

/**
 * From the giving home in `main`, opens the first listed project's introduction by its
 * 'learn more' link and waits for its heading: a route change that loads the remote's next chunk.
 */
export const openFirstProject = async (
  main: Locator,
  request: APIRequestContext,
  t: Texts,
): Promise<void> => {
  const [first] = await projectList(request);
  if (!first) throw new Error('the demo fixtures hold projects');
  const name = t.nameOf(first, 'project_name');
  await main.getByRole('link', { name: t('giving:home.learnMoreAbout', { name }) }).click();
  await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
};

/**
 * Opens the home page and waits for the app's own, not the static first screen early.js paints
 * before it (docs/decisions.md, 'The first screen painted before the app'): that copy has the same
 * heading and cards, but no session, timers or listeners behind it. The app draws in `#root`, which
 * stays hidden while the copy shows. A journey that then moves the page's clock, or reaches into the
 * federation runtime the app starts, needs the app there. `origin`: a seeded server of the spec's own.
 */
export const openAppHome = async (page: Page, t: Texts, origin = ''): Promise<void> => {
  await page.goto(`${origin}${appUrl('/')}`);
  const app = page.locator('#root').getByRole('main');
  await expect(app.getByRole('heading', { level: 1, name: t('giving:home.title') })).toBeVisible();
  await expect(app.getByRole('article').first()).toBeVisible();
};
