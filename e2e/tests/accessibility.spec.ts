import type { APIRequestContext, Page } from '@playwright/test';
import { ROUTES, type RouteName } from '@eoffering/shared/routes';
import type { Purpose } from '@eoffering/shared/contract';
import { checkAccessibility } from '../support/accessibility';
import { givableProject, readConfig } from '../support/backend';
import { demoNames } from '../support/demo-names';
import { appUrl, expect, test } from '../support/fixtures';
import { languageLeaks } from '../support/language-leaks';
import type { Texts } from '../support/texts';

// Its tests use none of each other's data, so they spread over the workers: a long file no longer
// keeps one worker busy at the end of a run while the others wait (e2e/README.md, files and data).
test.describe.configure({ mode: 'parallel' });

// docs/security-model.md: axe-core on every route of the route table, in both languages (the
// projects), with no violation of any impact. Member routes are visited signed in as 王小明.
// docs/decisions.md, a route walk for the other language: each route also shows nothing of the
// other language but the demo data's names and the language toggle.

/** mock-server's PAYMENT_FIXTURE.pendingTransfer: a guest's transfer giving waiting for its money. */
const GUEST_TRANSFER_GIVING = 1301;

type Params = Record<string, string | number>;

const firstOf = async <T>(
  request: APIRequestContext,
  token: string,
  purpose: Purpose,
  body: object,
): Promise<T | undefined> => {
  const config = await readConfig(request);
  const response = await request.post(`${config.apiBaseUrl}${config.api[purpose]}`, {
    data: body,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok(), `${purpose} answers 2xx`).toBe(true);
  const { Result } = (await response.json()) as { Result: T[] };
  return Result[0];
};

/** A value for every route parameter, from the demo data (王小明's own records for member routes). */
const routeParams = async (request: APIRequestContext, token: string | null): Promise<Params> => {
  const guest = {
    projectAid: (await givableProject(request)).project_aid,
    offeringAid: GUEST_TRANSFER_GIVING,
    orderInfoAid: 1,
    // The gateway's own text, as its return sends it (a backend text, shown in the page's language).
    errorMsg: 'Transaction failed, canceled or error',
    achAid: 1,
    cardlinkAid: 1,
  };
  if (!token) return guest;
  const giving = await firstOf<{ offering_aid: number }>(request, token, 'get_tra_offering_list', {
    tra_start_datetime: '',
    tra_end_datetime: '',
    invoice_title_aid: null,
    pay_method: 'null',
    offering_aid: '',
  });
  const plan = await firstOf<{ ach_aid: number }>(request, token, 'get_ach_list', {});
  const card = await firstOf<{ cardlink_aid: number }>(request, token, 'get_cardlink_list', {});
  return {
    ...guest,
    offeringAid: giving?.offering_aid ?? guest.offeringAid,
    achAid: plan?.ach_aid ?? guest.achAid,
    cardlinkAid: card?.cardlink_aid ?? guest.cardlinkAid,
  };
};

const pathOf = (name: RouteName, params: Params): string =>
  (ROUTES[name].build as (values: Params) => string)(params);

/** The names a page may show in either language: the demo data's and the toggle's own label. */
const allowedNames = (t: Texts): string[] => [
  ...demoNames(),
  t(t.language === 'en' ? 'common:language.zh-TW' : 'common:language.en'),
];

/** Requests of the page still open: the walk waits until none has been for QUIET_MS. */
const QUIET_MS = 500;

const quietNetwork = async (page: Page, open: Set<unknown>): Promise<void> => {
  await expect
    .poll(
      async () => {
        if (open.size > 0) return false;
        await page.waitForTimeout(QUIET_MS);
        return open.size === 0;
      },
      { message: 'the page stops loading' },
    )
    .toBe(true);
};

/**
 * Moves the app to `path` as its own links do: the shell's router follows the history, so the
 * document, and axe-core in it, stays (a fresh document per route cost about 3 CPU-s of the
 * two-core machine's time each: e2e/README.md). The first route of a walk loads the document.
 */
const openInApp = async (page: Page, path: string, first: boolean): Promise<void> => {
  if (first) {
    await page.goto(appUrl(path));
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, appUrl(path));
};

/**
 * Opens each route in turn, waits until nothing loads any more, then runs axe on what the route
 * shows and looks for words of the other language in its visible text. Every finding is soft, so
 * one run lists every route's problems.
 */
const walk = async (page: Page, t: Texts, routes: RouteName[], params: Params): Promise<void> => {
  const open = new Set<unknown>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  for (const [index, name] of routes.entries()) {
    const path = pathOf(name, params);
    await test.step(`${name} (${path})`, async () => {
      await openInApp(page, path, index === 0);
      await quietNetwork(page, open);
      const main = page.getByRole('main');
      await expect(main).toBeVisible();
      // Skeletons mark what still loads (the closed menu keeps its own busy placeholder).
      await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
      await checkAccessibility(page, `${name} (${path})`);
      const shown = await page.locator('body').innerText();
      expect
        .soft(
          languageLeaks(shown, t.language, allowedNames(t)),
          `${name} (${path}) shows only ${t.language}`,
        )
        .toEqual([]);
    });
  }
};

const names = (Object.keys(ROUTES) as RouteName[]).sort();
const publicRoutes = names.filter((name) => ROUTES[name].access === 'public');
const memberRoutes = names.filter((name) => ROUTES[name].access === 'member');

test('every public route, as a guest: no axe violation, no other language', async ({
  page,
  request,
  t,
}) => {
  await walk(page, t, publicRoutes, await routeParams(request, null));
});

test.describe('signed in', () => {
  test.use({ member: 'wang' });

  test('every member route: no axe violation, no other language', async ({
    page,
    request,
    memberToken,
    t,
  }) => {
    await walk(page, t, memberRoutes, await routeParams(request, memberToken));
  });
});
