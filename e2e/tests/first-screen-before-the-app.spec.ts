import type { APIRequestContext, Page, Route } from '@playwright/test';
import { checkAccessibility } from '../support/accessibility';
import { givableProject, projectList } from '../support/backend';
import { APP_HOME, appUrl, expect, test } from '../support/fixtures';
import { shellOf } from '../support/shell';
import type { Texts } from '../support/texts';

// docs/decisions.md, 'The first screen painted before the app': on the home page, early.js paints
// the header and the project cards from the list it asks for, before main.js has run; the app
// takes over once its own page is drawn.

const FIRST_SCREEN = '#eo-first-screen';

/**
 * Opens the home page with main.js held back until the returned function is called, so the static
 * copy can be looked at. The page's load (and DOMContentLoaded) waits for main.js, a deferred script.
 */
const openHomeBeforeTheApp = async (page: Page): Promise<() => void> => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/eoffering/main.js', async (route: Route) => {
    await released;
    await route.continue();
  });
  await page.goto(appUrl('/'), { waitUntil: 'commit' });
  return release;
};

test("the cards show in the page language with the app's scripts held back, drawn with its styles", async ({
  page,
  request,
  t,
}) => {
  const projects = await projectList(request);
  await openHomeBeforeTheApp(page);

  const main = page.getByRole('main');
  await expect(main.getByRole('article')).toHaveCount(projects.length);
  await expect(page.locator(FIRST_SCREEN)).toBeVisible();
  await expect(main.getByRole('heading', { level: 1, name: t('giving:home.title') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', t.language);
  for (const project of projects) {
    const name = t.nameOf(project, 'project_name');
    await expect(main.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(
      main.getByRole('link', { name: t('giving:home.learnMoreAbout', { name }) }),
    ).toHaveAttribute('href', appUrl(`/project_detail/${project.project_aid}`));
  }
  await expect(shellOf(page, t).menuButton).toBeVisible();
  await checkAccessibility(page, 'the static first screen');
  // The card's image keeps the app's 16:9 from its stylesheet, not an unstyled image's size.
  const image = await main.getByRole('article').first().locator('img').first().boundingBox();
  expect(image && Math.round((image.width * 9) / 16)).toBe(image && Math.round(image.height));
});

test('the app takes over where the cards stand: one set of cards, nothing moved', async ({
  page,
  request,
}) => {
  const projects = await projectList(request);
  const release = await openHomeBeforeTheApp(page);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(projects.length);
  const before = await cards.last().boundingBox();

  release();
  await expect(page.locator(FIRST_SCREEN)).toHaveCount(0);
  await expect(page.locator('#root')).toBeVisible();
  await expect(page.locator('article')).toHaveCount(projects.length);
  expect(await cards.last().boundingBox()).toEqual(before);
});

/**
 * Presses a givable project's 'start donating' on the static copy, then lets the app run; returns
 * the project.
 */
const startDonatingBeforeTheApp = async (page: Page, request: APIRequestContext, t: Texts) => {
  const project = await givableProject(request);
  const release = await openHomeBeforeTheApp(page);
  await page
    .locator(FIRST_SCREEN)
    .getByRole('button', {
      name: t('giving:home.startDonatingTo', { name: t.nameOf(project, 'project_name') }),
    })
    .click();
  await expect(page).toHaveURL(APP_HOME);
  release();
  return project;
};

test("'start donating' pressed before the app has run starts a guest's giving once it has", async ({
  page,
  request,
  t,
}) => {
  const project = await startDonatingBeforeTheApp(page, request, t);
  await expect(page).toHaveURL(appUrl(`/order/express/${project.project_aid}`));
});

test.describe('signed in', () => {
  test.use({ member: 'wang' });

  test("a member sees the same first screen, and 'start donating' opens a member's giving", async ({
    page,
    request,
    t,
  }) => {
    const project = await startDonatingBeforeTheApp(page, request, t);
    await expect(page.locator(FIRST_SCREEN)).toHaveCount(0);
    await expect(page).toHaveURL(appUrl(`/order/normal/${project.project_aid}`));
  });
});

test('no static copy on another page', async ({ page, t }) => {
  await page.goto(appUrl('/faq'));
  await expect(page.getByRole('heading', { level: 1, name: t('shell:faq.title') })).toBeVisible();
  await expect(page.locator(FIRST_SCREEN)).toHaveCount(0);
});
