import type { APIRequestContext, Page } from '@playwright/test';
import type { PaymentType, ProjectItem, Purpose } from '@eoffering/shared/contract';
import { checkAccessibility } from '../support/accessibility';
import { givableProject, readConfig, signInByApi, postForResult } from '../support/backend';
import { e2ePort } from '../support/environment';
import { appUrl, expect, test } from '../support/fixtures';
import { startSeededServer, type SeededServer } from '../support/seeded-server';
import type { Texts } from '../support/texts';
import { factValue, money } from '../support/facts';
import { demoOrder, paymentMethodOf, type DemoOrder } from '../support/demo-order';
import { bindOnCardPage, cardExpiryIn, payOnCardPage } from '../support/card-page';

// Giving a donor can trust after paying (docs/screens/giving.md, guest-lookup.md): the server's
// other names lead to its one public origin before anything starts; a slow bank's result is
// "being confirmed", never "abnormal", and updates by itself; the transfer page notices the money;
// the lookup page finds this browser's guest givings.
//
// A server of this file's own, as `npm start` runs by default: public origin
// http://localhost:PORT, listening on 127.0.0.1 (the address a donor may type). Dev actions on, and
// the gateway's notification held back (a slow bank) until the journey delivers it with
// POST /dev/gateway-notices (mock-server/docs/simulator.md).
const port = e2ePort + 6;
const publicOrigin = `http://localhost:${port}`;
const HOSTS = { loopback: `http://127.0.0.1:${port}`, named: publicOrigin } as const;
let server: SeededServer | undefined;

test.beforeAll(async () => {
  server = await startSeededServer(port, {
    PUBLIC_ORIGIN: publicOrigin,
    DEV: '1',
    GATEWAY_NOTIFY_DELAY_MS: String(10 * 60 * 1000),
  });
});

test.afterAll(() => server?.stop());

// The result page asks again with a backoff (2, 4, 8, 16, 30 s): a journey moves the page's clock
// on to its next question instead of waiting for it.
const BACKOFF_LONGEST_MS = 30_000;

/** Express giving from `start` (one of the server's names) up to a confirmed payment method. */
const giveFrom = async (
  page: Page,
  t: Texts,
  order: DemoOrder,
  start: string,
  amount: number,
  purpose: Purpose,
) => {
  await page.goto(`${start}${appUrl(`/order/express/${order.projectAid}`)}`);
  // Whatever name the donor typed, the app runs on the public origin (docs/decisions.md).
  await expect(page).toHaveURL(`${publicOrigin}${appUrl(`/order/express/${order.projectAid}`)}`);
  await page.getByRole('button', { name: new RegExp(t.nameOf(order.item, 'item_name')) }).click();
  await page.keyboard.type(String(amount));
  await page.getByRole('button', { name: t('common:actions.next'), exact: true }).click();
  await expect(page).toHaveURL(/\/order\/payment_methods$/);
  const type = paymentMethodOf(order, purpose);
  await page.getByRole('button', { name: t.nameOf(type, 'type_name'), exact: true }).click();
  await page
    .getByRole('alertdialog', {
      name: t('giving:payment.confirm.title', { method: t.nameOf(type, 'type_name') }),
    })
    .getByRole('button', { name: t('giving:payment.confirm.confirm') })
    .click();
};

const payByCard = async (page: Page) => {
  await expect(page).toHaveURL(`${publicOrigin}/gateway/card`);
  await payOnCardPage(page);
};

/** The slow bank's notification arrives now. */
const bankAnswers = async (request: APIRequestContext) => {
  const { delivered } = await postForResult<{ delivered: string[] }>(
    request,
    `${publicOrigin}/dev/gateway-notices`,
    {},
  );
  expect(delivered).toHaveLength(1);
};

const successHeading = (page: Page, t: Texts) =>
  page.getByRole('heading', { level: 2, name: t('giving:result.title.success') });

for (const [name, start] of Object.entries(HOSTS)) {
  test(`card from ${new URL(start).hostname}: a slow bank's giving is being confirmed, warns before paying again, then succeeds by itself`, async ({
    page,
    t,
    playwright,
  }) => {
    const request = await playwright.request.newContext({ baseURL: publicOrigin });
    const order = await demoOrder(request, publicOrigin);
    await page.clock.install();
    await giveFrom(page, t, order, start, 1300, 'do_tra_type_crdo');
    await payByCard(page);

    await expect(page).toHaveURL(new RegExp(`^${publicOrigin}/eoffering/order/result/\\d+$`));
    const offeringAid = /\/result\/(\d+)$/.exec(page.url())?.[1] ?? '';
    // After the spec's three quick tries: still pending at the backend, so never 'abnormal'.
    await expect(page.getByText(t('giving:result.pending.message'))).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: t('giving:result.title.inProgress') }),
    ).toBeVisible();
    await expect(page.getByText(t('giving:result.title.abnormal'))).toHaveCount(0);
    await expect(factValue(page, t('giving:result.offeringAid'))).toContainText(offeringAid);
    await expect(factValue(page, t('giving:result.total'))).toHaveText(money(1300));
    await checkAccessibility(page, `result being confirmed (${name})`);

    await page.getByRole('button', { name: t('giving:result.backToProject') }).click();
    const warning = page.getByRole('alertdialog', { name: t('giving:result.pending.leaveTitle') });
    await expect(warning).toContainText(t('giving:result.pending.leaveMessage', { offeringAid }));
    await checkAccessibility(page, 'pay-again warning');
    await warning.getByRole('button', { name: t('giving:result.pending.stay') }).click();
    await expect(page).toHaveURL(new RegExp(`/order/result/${offeringAid}$`));

    await bankAnswers(request);
    await page.clock.fastForward(BACKOFF_LONGEST_MS);
    await expect(successHeading(page, t)).toBeVisible();
    await expect(page.getByRole('link', { name: t('giving:result.fillDonorData') })).toBeVisible();
    await request.dispose();
  });
}

test('LINE Pay from 127.0.0.1 comes back to the result on the public origin', async ({
  page,
  t,
  playwright,
}) => {
  const request = await playwright.request.newContext({ baseURL: publicOrigin });
  const order = await demoOrder(request, publicOrigin);
  await page.clock.install();
  await giveFrom(page, t, order, HOSTS.loopback, 800, 'do_tra_type_linepay');
  await expect(page).toHaveURL(new RegExp(`^${publicOrigin}/gateway/linepay`));
  await page.getByRole('button', { name: /Pay/ }).click();
  await expect(page).toHaveURL(new RegExp(`^${publicOrigin}/eoffering/order/result/\\d+$`));
  // The page's clock moves only once the result page is there: moved while the giving remote still
  // loads, it runs out the shell's wait for the remote, which then reports it could not load.
  await expect(
    page.getByRole('heading', { level: 2, name: t('giving:result.title.inProgress') }),
  ).toBeVisible();
  await bankAnswers(request);
  await page.clock.fastForward(BACKOFF_LONGEST_MS);
  await expect(successHeading(page, t)).toBeVisible();
  await request.dispose();
});

test('transfer from 127.0.0.1: the giving number to copy, the money noticed without a reload, then the lookup lists the gift', async ({
  page,
  t,
  playwright,
}) => {
  const request = await playwright.request.newContext({ baseURL: publicOrigin });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: publicOrigin,
  });
  const order = await demoOrder(request, publicOrigin);
  await giveFrom(page, t, order, HOSTS.loopback, 2100, 'do_tra_type_vacc');

  await expect(page).toHaveURL(new RegExp(`^${publicOrigin}/eoffering/order/payment/vacc/\\d+$`));
  const orderInfoAid = Number(/\/vacc\/(\d+)$/.exec(page.url())?.[1]);
  await expect(page.getByText(t('giving:transfer.intro'))).toBeVisible();
  const number = factValue(page, t('giving:result.offeringAid'));
  const offeringAid = /\d+/.exec(await number.innerText())?.[0] ?? '';
  expect(offeringAid).not.toBe('');
  await number.getByRole('button', { name: t('giving:result.copyOfferingAid') }).click();
  await expect(page.getByText(t('common:success.copied'))).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(offeringAid);
  await checkAccessibility(page, 'transfer waiting');

  // The guest leaves without the donor form: the lookup page of this browser still finds the gift.
  await page.goto(`${HOSTS.loopback}${appUrl('/order_history')}`);
  const recent = page.getByRole('region', { name: t('giving:lookup.recent.title') });
  await recent
    .getByRole('link', {
      name: new RegExp(t('giving:lookup.recent.number', { number: offeringAid })),
    })
    .click();
  await expect(page).toHaveURL(`${publicOrigin}${appUrl(`/order/result/${offeringAid}`)}`);
  await expect(page.getByText(t('giving:result.waitingMessage'))).toBeVisible();
  await expect(page.getByRole('link', { name: t('giving:result.fillDonorData') })).toBeVisible();
  await expect(page.getByRole('link', { name: t('common:actions.backToHome') })).toBeVisible();
  await checkAccessibility(page, 'result of a waiting transfer');
  await page.getByRole('link', { name: t('giving:result.seeTransferInfo') }).click();
  await expect(page).toHaveURL(new RegExp(`/order/payment/vacc/${orderInfoAid}$`));

  const received = await postForResult<{ status: number }>(
    request,
    `${publicOrigin}/dev/vacc-received`,
    {
      order_info_aid: orderInfoAid,
    },
  );
  expect(received.status).toBe(0);
  // The page comes back into view (the donor returns from their bank app) and checks at once.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page.getByText(t('giving:transfer.received'))).toBeVisible();
  await expect(page.getByText(t('giving:transfer.intro'))).toHaveCount(0);
  await expect(page.getByRole('link', { name: t('giving:transfer.seeResult') })).toBeVisible();
  await checkAccessibility(page, 'transfer received');
  await request.dispose();
});

test('a member gives anonymously from the transfer page: the page shows it and stops offering it', async ({
  page,
  t,
  playwright,
}) => {
  const request = await playwright.request.newContext({ baseURL: publicOrigin });
  const token = await signInByApi(request, 'wang');
  await page.goto(`${publicOrigin}/eoffering/config.json`);
  await page.evaluate((idToken) => localStorage.setItem('id_token', idToken), token);
  const order = await demoOrder(request, publicOrigin);
  await giveFrom(page, t, order, HOSTS.named, 900, 'do_tra_type_vacc');
  await expect(page).toHaveURL(/\/order\/payment\/vacc\/\d+$/);

  await page.getByRole('button', { name: t('giving:result.anonymous.action') }).click();
  await page
    .getByRole('alertdialog', { name: t('giving:result.anonymous.confirmTitle') })
    .getByRole('button', { name: t('giving:result.anonymous.confirm') })
    .click();
  await expect(page.getByText(t('giving:result.anonymous.done'))).toBeVisible();
  await expect(page.getByRole('button', { name: t('giving:result.anonymous.action') })).toHaveCount(
    0,
  );
  await checkAccessibility(page, 'transfer after anonymous giving');
  await request.dispose();
});

test.describe('王小明 cancels a recurring setting his card cannot finish', () => {
  test.use({ member: 'wang' });

  test("the dialog says 'Keep plan' / 'Cancel plan', and the result says cancelled, not failed", async ({
    page,
    t,
    request,
  }) => {
    const config = await readConfig(request);
    const project = await givableProject(request);
    const body = { project_aid: project.project_aid, if_ach: 1 };
    const path = (purpose: Purpose) => `${config.apiBaseUrl}${config.api[purpose]}`;
    const items = await request.post(path('get_project_items'), { data: body });
    const types = await request.post(path('get_offering_types'), { data: body });
    const [item] = ((await items.json()) as { Result: ProjectItem[] }).Result;
    const card = ((await types.json()) as { Result: PaymentType[] }).Result.find(
      (type) => type.type_action === config.api.do_tra_type_crdo,
    );
    if (!item || !card) throw new Error('the demo project allows recurring card giving');

    // 12 monthly periods, a card that expires in 4 months: the setting needs adjustment.
    await page.goto(appUrl(`/order/recurring_records/${project.project_aid}`));
    await page.getByLabel(t('giving:recurring.periods')).fill('12');
    await page.getByRole('checkbox', { name: t.nameOf(item, 'item_name') }).check();
    await page
      .getByRole('textbox', {
        name: t('giving:recurring.amountFor', { item: t.nameOf(item, 'item_name') }),
      })
      .fill('300');
    await page.getByRole('radio', { name: t('giving:recurring.withTitle') }).check();
    await page.getByRole('button', { name: t('giving:recurring.submit') }).click();
    await page.getByRole('button', { name: t.nameOf(card, 'type_name'), exact: true }).click();
    await page
      .getByRole('alertdialog', {
        name: t('giving:payment.confirm.title', { method: t.nameOf(card, 'type_name') }),
      })
      .getByRole('button', { name: t('giving:payment.confirm.confirm') })
      .click();
    // A card that expires before the plan ends.
    await bindOnCardPage(page, { expiry: cardExpiryIn(4).typed });
    await expect(
      page.getByRole('heading', { level: 2, name: t('giving:achResult.title.needsAdjustment') }),
    ).toBeVisible();

    await page.getByRole('button', { name: t('giving:achResult.cancelSetting') }).click();
    const question = page.getByRole('alertdialog', { name: t('giving:achResult.cancelTitle') });
    await expect(
      question.getByRole('button', { name: t('giving:achResult.keepPlan') }),
    ).toBeVisible();
    await checkAccessibility(page, 'cancel setting question');
    await question.getByRole('button', { name: t('giving:achResult.cancelPlan') }).click();

    await expect(
      page.getByRole('heading', { level: 2, name: t('giving:achResult.title.cancelled') }),
    ).toBeVisible();
    await expect(page.getByText(t('giving:achResult.title.closed'))).toHaveCount(0);
    await expect(page.getByText(t('giving:achResult.cancelledNote'))).toBeVisible();
    await expect(page.getByRole('link', { name: t('giving:achResult.setUpAgain') })).toBeVisible();
    await checkAccessibility(page, 'recurring setting cancelled');
  });
});
