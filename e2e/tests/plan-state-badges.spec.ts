import type { Page } from '@playwright/test';
import { checkAccessibility } from '../support/accessibility';
import { signInByApi } from '../support/backend';
import { appUrl, expect, test } from '../support/fixtures';
import { freePort, startSeededServer, type SeededServer } from '../support/seeded-server';
import type { Texts } from '../support/texts';

// docs/screens/member-centre.md: each state of a recurring plan has its own words and its own
// colour, so a plan that ran its course never looks like one that was stopped. The words are
// checked in the unit tests; the colour only a browser can show.
//
// A freshly seeded server: 王小明's four plans of the demo data (mock-server/src/fixtures/payments.ts),
// one in each state, all on the first page whatever other journeys set up.
let server: SeededServer;
let token: string;

test.beforeAll(async ({ playwright }) => {
  server = await startSeededServer(await freePort());
  const api = await playwright.request.newContext({ baseURL: server.origin });
  token = await signInByApi(api, 'wang');
  await api.dispose();
});

test.afterAll(() => server.stop());

const STATES = ['active', 'needsAdjustment', 'terminated', 'ended'] as const;

/** The colours a state's badge is drawn in: its text on its background. */
const badgeColours = async (page: Page, t: Texts, state: (typeof STATES)[number]) => {
  const badge = page
    .getByRole('main')
    .getByText(t(`member:recurring.state.${state}`), { exact: true });
  await expect(badge).toBeVisible();
  return badge.evaluate((element) => {
    const style = getComputedStyle(element);
    return `${style.color} on ${style.backgroundColor}`;
  });
};

test('each state of a recurring plan is drawn in colours of its own', async ({ page, t }) => {
  await page.addInitScript((value) => localStorage.setItem('id_token', value), token);
  await page.goto(`${server.origin}${appUrl('/member_center/order_ach')}`);
  const colours = new Map<string, string>();
  for (const state of STATES) colours.set(state, await badgeColours(page, t, state));
  expect(new Set(colours.values()).size, JSON.stringify(Object.fromEntries(colours))).toBe(
    STATES.length,
  );
  await checkAccessibility(page, 'recurring plans in their states');
});
