import type { APIRequestContext, Page } from '@playwright/test';
import type { PaymentType, ProjectItem } from '@eoffering/shared/contract';
import { checkAccessibility } from '../support/accessibility';
import { givableProject, readConfig, postForResult } from '../support/backend';
import { appUrl, expect, test } from '../support/fixtures';
import type { Texts } from '../support/texts';
import { money } from '../support/facts';
import { payOnCardPage } from '../support/card-page';

// The giving journey's first two steps (docs/screens/giving.md): express keypad, normal checklist, the
// payment-method step and the hand-off to the gateway simulator (mock-server/docs/simulator.md).

interface Order {
  projectAid: number;
  item: ProjectItem;
  second: ProjectItem;
  card: PaymentType;
  /** The card call's path, to count and intercept what the page posts. */
  cardPath: string;
}

/** A project given here, two of its items, and its card method, as the backend lists them. */
const orderFixture = async (request: APIRequestContext): Promise<Order> => {
  const config = await readConfig(request);
  const project = await givableProject(request);
  const body = { project_aid: project.project_aid, if_ach: 0 };
  const items = await postForResult<ProjectItem[]>(
    request,
    `${config.apiBaseUrl}${config.api.get_project_items}`,
    body,
  );
  const types = await postForResult<PaymentType[]>(
    request,
    `${config.apiBaseUrl}${config.api.get_offering_types}`,
    body,
  );
  const card = types.find((type) => type.type_action === config.api.do_tra_type_crdo);
  const [item, second] = items;
  if (!card || !item || !second) throw new Error('the demo project has two items and a card');
  return {
    projectAid: project.project_aid,
    item,
    second,
    card,
    cardPath: `${config.apiBaseUrl}${config.api.do_tra_type_crdo}`,
  };
};

/** Express giving up to the payment step: the item picked, an amount typed, Next. */
const expressToPayment = async (page: Page, t: Texts, order: Order, amount: number) => {
  await page.goto(appUrl(`/order/express/${order.projectAid}`));
  await page.getByRole('button', { name: new RegExp(t.nameOf(order.item, 'item_name')) }).click();
  await page.keyboard.type(String(amount));
  await expect(page.getByRole('status', { name: t('giving:order.express.amount') })).toHaveText(
    money(amount),
  );
  await page.getByRole('button', { name: t('common:actions.next'), exact: true }).click();
  await expect(page).toHaveURL(appUrl('/order/payment_methods'));
};

/** Chooses the card on the payment step and confirms the shell's question. */
const payByCard = async (page: Page, t: Texts, order: Order) => {
  await page.getByRole('button', { name: t.nameOf(order.card, 'type_name'), exact: true }).click();
  const question = page.getByRole('alertdialog', {
    name: t('giving:payment.confirm.title', { method: t.nameOf(order.card, 'type_name') }),
  });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: t('giving:payment.confirm.confirm') }).click();
};

/** Counts the page's posts to a path. */
const countPosts = (page: Page, path: string) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) {
      posts.push(request.url());
    }
  });
  return posts;
};

test('express: the keypad refuses passing the maximum, then the card page of the simulator opens', async ({
  page,
  t,
  request,
}) => {
  const order = await orderFixture(request);
  await page.goto(appUrl(`/order/express/${order.projectAid}`));
  await expect(
    page.getByRole('heading', { name: t('giving:order.express.chooseItem') }),
  ).toBeVisible();
  await checkAccessibility(page, 'express step 0');

  await page.getByRole('button', { name: new RegExp(t.nameOf(order.item, 'item_name')) }).click();
  const amount = page.getByRole('status', { name: t('giving:order.express.amount') });
  await expect(amount).toHaveText(money(0));
  await expect(
    page.getByRole('button', { name: t('common:actions.next'), exact: true }),
  ).toBeDisabled();
  // Picking an item scrolls Next into view, which slides the order tabs under the sticky header;
  // axe counts a link under the header as overlapping, so the page is checked from its top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await checkAccessibility(page, 'express keypad');

  // docs/screens/giving.md: a digit that would pass the item's maximum is refused and the amount stays.
  const max = order.item.item_donation_max_num;
  await page.keyboard.type(String(max));
  await page.keyboard.type('1');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    t('common:validation.maxAmount', { max: max.toLocaleString('en-US') }),
  );
  await expect(amount).toHaveText(money(max));
  await page.getByRole('button', { name: t('giving:order.express.clear') }).click();
  await page.getByRole('button', { name: money(1000), exact: true }).click();
  await expect(amount).toHaveText(money(1000));
  await page.getByRole('button', { name: t('common:actions.next'), exact: true }).click();

  await expect(page).toHaveURL(appUrl('/order/payment_methods'));
  await expect(
    page.getByRole('heading', { level: 1, name: t('giving:payment.title') }),
  ).toBeVisible();
  await expect(page.getByText(money(1000)).first()).toBeVisible();
  await expect(
    page.getByRole('button', { name: t.nameOf(order.card, 'type_name'), exact: true }),
  ).toBeVisible();
  await checkAccessibility(page, 'payment methods');

  await payByCard(page, t, order);
  await expect(page).toHaveURL(/\/gateway\/card/);
  await expect(page.getByLabel(/Card number/)).toBeVisible();
});

test('normal: the ticked items and amounts come back after a reload', async ({
  page,
  t,
  request,
}) => {
  const order = await orderFixture(request);
  await page.goto(appUrl(`/order/normal/${order.projectAid}`));
  const field = (item: ProjectItem) =>
    page.getByRole('textbox', {
      name: t('giving:order.normal.amountFor', { item: t.nameOf(item, 'item_name') }),
    });
  await expect(field(order.item)).toBeDisabled();
  await expect(field(order.item)).toHaveAttribute('placeholder', t('common:itemAmounts.tickFirst'));
  await checkAccessibility(page, 'normal checklist');

  await page.getByRole('checkbox', { name: t.nameOf(order.item, 'item_name') }).check();
  await field(order.item).fill('1200');
  await page.getByRole('checkbox', { name: t.nameOf(order.second, 'item_name') }).check();
  await field(order.second).fill('300');
  await expect(page.getByRole('status', { name: t('giving:order.normal.total') })).toHaveText(
    money(1500),
  );
  await page.getByRole('button', { name: t('common:actions.next'), exact: true }).click();
  await expect(page).toHaveURL(appUrl('/order/payment_methods'));

  await page.getByRole('link', { name: t('common:actions.back'), exact: true }).click();
  await expect(page).toHaveURL(appUrl(`/order/normal/${order.projectAid}`));
  await page.reload();

  await expect(
    page.getByRole('checkbox', { name: t.nameOf(order.item, 'item_name') }),
  ).toBeChecked();
  await expect(field(order.item)).toHaveValue('1200');
  await expect(field(order.second)).toHaveValue('300');
  await expect(page.getByRole('status', { name: t('giving:order.normal.total') })).toHaveText(
    money(1500),
  );
});

test('a shared giving link opens the keypad with its item and amount; a bad one the item list', async ({
  page,
  t,
  request,
}) => {
  const order = await orderFixture(request);
  await page.goto(appUrl(`/project_detail/${order.projectAid}`));
  await page.getByRole('button', { name: t('giving:share.open'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByLabel(t('giving:share.item'), { exact: true })
    .selectOption({ label: t.nameOf(order.second, 'item_name') });
  await dialog.getByLabel(t('giving:share.amount'), { exact: true }).fill('1500');
  await expect(
    dialog.getByRole('img', {
      name: t('giving:share.qr', { item: t.nameOf(order.second, 'item_name') }),
    }),
  ).toBeVisible();
  await checkAccessibility(page, 'share dialog');
  const link = await dialog.getByLabel(t('giving:share.link'), { exact: true }).inputValue();
  expect(link).toBe(
    `${new URL(page.url()).origin}${appUrl(`/order/express/${order.projectAid}`)}?item=${order.second.item_aid}&amount=1500`,
  );

  await page.goto(link);
  await expect(
    page.getByRole('heading', { name: t.nameOf(order.second, 'item_name') }),
  ).toBeVisible();
  await expect(page.getByRole('status', { name: t('giving:order.express.amount') })).toHaveText(
    money(1500),
  );

  const tooMuch = order.item.item_donation_max_num + 1;
  await page.goto(
    appUrl(`/order/express/${order.projectAid}?item=${order.item.item_aid}&amount=${tooMuch}`),
  );
  await expect(
    page.getByRole('heading', { name: t('giving:order.express.chooseItem') }),
  ).toBeVisible();
});

test('Escape on the confirmation gives focus back to the method; a double click posts the order once; Back from the gateway posts nothing', async ({
  page,
  t,
  request,
}) => {
  const order = await orderFixture(request);
  const posts = countPosts(page, order.cardPath);
  await expressToPayment(page, t, order, 700);

  const method = page.getByRole('button', { name: t.nameOf(order.card, 'type_name'), exact: true });
  await method.click();
  const question = page.getByRole('alertdialog', {
    name: t('giving:payment.confirm.title', { method: t.nameOf(order.card, 'type_name') }),
  });
  await expect(question).toBeVisible();
  await checkAccessibility(page, 'payment confirmation');
  // Escape asks for nothing and gives focus back to the method that opened the question.
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(method).toBeFocused();
  expect(posts).toHaveLength(0);

  await method.click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: t('giving:payment.confirm.confirm') }).dblclick();

  await expect(page).toHaveURL(/\/gateway\/card/);
  expect(posts).toHaveLength(1);

  await page.goBack();
  await expect(page).toHaveURL(appUrl('/order/payment_methods'));
  await expect(method).toBeEnabled();
  expect(posts).toHaveLength(1);
});

test('an answer that sends the browser to another host is refused with an error', async ({
  page,
  t,
  request,
}) => {
  const order = await orderFixture(request);
  await page.route(`**${order.cardPath}`, async (route) => {
    const response = await route.fetch();
    const envelope = (await response.json()) as { Result: { action_url: string } };
    envelope.Result.action_url = 'https://evil.example/card';
    await route.fulfill({ response, json: envelope });
  });
  const leaving: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && !request.url().includes('/eoffering/')) {
      leaving.push(request.url());
    }
  });
  await expressToPayment(page, t, order, 800);

  await payByCard(page, t, order);

  await expect(page.getByText(t('giving:payment.refused'))).toBeVisible();
  await expect(page).toHaveURL(appUrl('/order/payment_methods'));
  expect(leaving).toEqual([]);
  await checkAccessibility(page, 'payment refused');
});

for (const [outcome, choose] of [
  ['declined', { card: '4000-0000-0000-0002' }],
  ['cancelled', { cancel: true }],
] as const) {
  test(`a ${outcome} card comes back to the result page`, async ({ page, t, request }) => {
    const order = await orderFixture(request);
    await expressToPayment(page, t, order, 900);
    await payByCard(page, t, order);
    await expect(page).toHaveURL(/\/gateway\/card/);

    if ('cancel' in choose) {
      await page.getByRole('button', { name: /Cancel/ }).click();
    } else {
      await payOnCardPage(page, { number: choose.card });
    }

    await expect(page).toHaveURL(/\/eoffering\/order\/(result|result_error)\/[^/]+$/);
  });
}
