import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { ROUTES } from '@eoffering/shared/routes';
import { givableProject, orderOptions } from '../support/backend';
import { textsFor, type Language } from '../support/texts';
import { phoneContext, readVitals, recordVitals, throttledPage, type Vitals } from './phone';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A cold visit of `url` on the throttled phone, until `ready` says the page is complete and the
 * network has been quiet a moment; its vitals as recorded from the document's start.
 */
export const coldVisit = async (
  browser: Browser,
  url: string,
  {
    locale = 'zh-TW',
    token = null,
    ready,
    afterMs = 1500,
  }: {
    locale?: string;
    token?: string | null;
    ready: (page: Page) => Promise<unknown>;
    afterMs?: number;
  },
): Promise<Vitals> => {
  const context = await phoneContext(browser, { locale, origin: new URL(url).origin, token });
  try {
    const page = await throttledPage(context);
    await recordVitals(page);
    await page.goto(url, { timeout: 120_000 });
    await ready(page);
    await sleep(afterMs);
    return await readVitals(page);
  } finally {
    await context.close();
  }
};

export const homeReady = (page: Page) =>
  page.getByRole('main').getByRole('article').first().waitFor({ timeout: 120_000 });

const headingReady = (page: Page) =>
  page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor({ timeout: 120_000 });

/** The demo data's records of 王小明 (mock-server/src/fixtures/demo-records.json and fixture-ids.ts). */
const WANG = { giving: 1001, card: 1, recurringPlan: 1 };

const isMembersOnly = (path: string): boolean =>
  Object.values(ROUTES).some(
    (route) =>
      route.access === 'member' &&
      new RegExp(`^${route.pattern.replace(/:\w+\??/g, '[^/]*')}$`).test(path),
  );

/**
 * Every page of the route table a donor can open directly with the demo data
 * (docs/screens/giving.md), signed in as 王小明 where the route is members-only or shows his own
 * giving. The payment methods, the transfer details and a guest's giving detail need an order in
 * flight or a guest's proof and are measured through the INP journeys instead.
 */
export const clsRoutes = (projectAid: number): Array<{ path: string; member: boolean }> => [
  ...[
    ROUTES.home.build({}),
    ROUTES.projectDetail.build({ projectAid }),
    ROUTES.expressGiving.build({ projectAid }),
    ROUTES.normalGiving.build({ projectAid }),
    ROUTES.recurringSetup.build({ projectAid }),
    ROUTES.givingResultError.build({ errorMsg: 'card declined' }),
    ROUTES.recurringResult.build({ achAid: WANG.recurringPlan }),
    ROUTES.guestLookup.build({}),
    ROUTES.cardLink.build({ cardlinkAid: WANG.card }),
    ROUTES.cardLinkError.build({ errorMsg: 'card declined' }),
    ROUTES.faq.build({}),
    ROUTES.memberCenterIndex.build({}),
    ROUTES.memberHome.build({}),
    ROUTES.memberRecords.build({}),
    ROUTES.memberGivingDetail.build({ offeringAid: WANG.giving }),
    ROUTES.memberRecurring.build({}),
    ROUTES.memberReceipts.build({}),
    ROUTES.memberPreferences.build({}),
  ].map((path) => ({ path, member: isMembersOnly(path) })),
  // 王小明's own giving: its result and its receipt form.
  ...[
    ROUTES.givingResult.build({ offeringAid: WANG.giving }),
    ROUTES.receiptForm.build({ offeringAid: WANG.giving }),
  ].map((path) => ({ path, member: true })),
];

/** CLS of a direct visit, 5 s after the page is up (the measure). */
export const routeCls = (
  browser: Browser,
  origin: string,
  path: string,
  { language, token }: { language: Language; token: string | null },
): Promise<Vitals> =>
  coldVisit(browser, `${origin}/eoffering${path}`, {
    locale: language,
    token,
    ready: path === '/' ? homeReady : headingReady,
    afterMs: 5000,
  });

export interface InteractionTiming {
  interaction: string;
  inpMs: number;
}

/** The longest interaction since the last reading, and forgets the readings. */
const takeLongest = async (page: Page): Promise<number> => {
  const { interactions } = await readVitals(page);
  await page.evaluate(() => {
    (window as unknown as { benchVitals: Vitals }).benchVitals.interactions = {};
  });
  return Math.max(0, ...Object.values(interactions));
};

/**
 * INP of the giving flow's three busiest controls on the throttled phone: a keypad digit, an item
 * checkbox and a payment method's button (which opens the confirmation). Each is tapped a few
 * times and the worst counts, as INP does for a page with few interactions.
 */
export const givingInteractions = async (
  browser: Browser,
  origin: string,
  request: APIRequestContext,
): Promise<InteractionTiming[]> => {
  const t = textsFor('zh-TW');
  const project = await givableProject(request);
  const { items, types } = await orderOptions(request, project.project_aid);
  const [item, second] = items;
  const card = types[0];
  if (!item || !second || !card) throw new Error('the demo project has two items and a method');
  const context = await phoneContext(browser, { locale: 'zh-TW', origin });
  const timings: InteractionTiming[] = [];
  try {
    const page = await throttledPage(context);
    await recordVitals(page);
    const app = (path: string) => `${origin}/eoffering${path}`;

    await page.goto(app(ROUTES.normalGiving.build({ projectAid: project.project_aid })), {
      timeout: 120_000,
    });
    const box = (of: typeof item) =>
      page.getByRole('checkbox', { name: t.nameOf(of, 'item_name') });
    await box(item).waitFor({ timeout: 120_000 });
    await takeLongest(page);
    for (const of of [item, second, item, second]) await box(of).tap();
    timings.push({ interaction: 'item checkbox (normal giving)', inpMs: await takeLongest(page) });

    await page.goto(app(ROUTES.expressGiving.build({ projectAid: project.project_aid })), {
      timeout: 120_000,
    });
    await page
      .getByRole('button', { name: new RegExp(t.nameOf(item, 'item_name')) })
      .tap({ timeout: 120_000 });
    const digit = (value: string) => page.getByRole('button', { name: value, exact: true });
    await digit('1').waitFor();
    await takeLongest(page);
    for (const value of ['1', '2', '0', '0']) await digit(value).tap();
    timings.push({ interaction: 'keypad digit (express giving)', inpMs: await takeLongest(page) });

    await page.getByRole('button', { name: t('common:actions.next'), exact: true }).tap();
    const method = page.getByRole('button', { name: t.nameOf(card, 'type_name'), exact: true });
    await method.waitFor({ timeout: 120_000 });
    await takeLongest(page);
    const cancel = t('common:actions.cancel');
    for (let tap = 0; tap < 3; tap += 1) {
      await method.tap();
      await page.getByRole('alertdialog').getByRole('button', { name: cancel }).tap();
      await page.getByRole('alertdialog').waitFor({ state: 'hidden' });
    }
    timings.push({ interaction: 'payment method (payment step)', inpMs: await takeLongest(page) });
  } finally {
    await context.close();
  }
  return timings;
};
