import type { Page } from '@playwright/test';
import type { PaymentType } from '@eoffering/shared/contract';
import { checkAccessibility } from '../support/accessibility';
import { postForResult } from '../support/backend';
import { e2ePort } from '../support/environment';
import { appUrl, expect, test } from '../support/fixtures';
import { startSeededServer, type SeededServer } from '../support/seeded-server';
import type { Texts } from '../support/texts';
import { factValue, money } from '../support/facts';
import { demoOrder, paymentMethodOf, type DemoOrder } from '../support/demo-order';
import { payOnCardPage } from '../support/card-page';

// The giving journey after the gateway (docs/screens/giving.md): result page, transfer info page, anonymous
// giving and the receipt form, through the gateway simulator (mock-server/docs/simulator.md).

/** Express giving up to the payment step: the item picked, an amount typed, Next. */
const expressToPayment = async (
  page: Page,
  t: Texts,
  order: DemoOrder,
  amount: number,
  origin = '',
) => {
  await page.goto(`${origin}${appUrl(`/order/express/${order.projectAid}`)}`);
  await page.getByRole('button', { name: new RegExp(t.nameOf(order.item, 'item_name')) }).click();
  await page.keyboard.type(String(amount));
  await expect(page.getByRole('status', { name: t('giving:order.express.amount') })).toHaveText(
    money(amount),
  );
  await page.getByRole('button', { name: t('common:actions.next'), exact: true }).click();
  await expect(page).toHaveURL(/\/order\/payment_methods$/);
};

/** Chooses a payment method on the payment step and confirms the shell's question. */
const pay = async (page: Page, t: Texts, type: PaymentType) => {
  await page.getByRole('button', { name: t.nameOf(type, 'type_name'), exact: true }).click();
  const question = page.getByRole('alertdialog', {
    name: t('giving:payment.confirm.title', { method: t.nameOf(type, 'type_name') }),
  });
  await question.getByRole('button', { name: t('giving:payment.confirm.confirm') }).click();
};

/** docs/screens/giving.md: the step indicator marks the active step as the current one. */
const expectStep = async (page: Page, t: Texts, step: 'result' | 'receipt') => {
  const progress = page.getByRole('list', { name: t('common:stepper.label') });
  await expect(progress.locator('[aria-current="step"]')).toContainText(
    t(`giving:order.steps.${step}`),
  );
};

test('express + card approved: success, then the guest receipt form, anonymous, saved', async ({
  page,
  t,
  request,
}) => {
  const order = await demoOrder(request);
  await expressToPayment(page, t, order, 1200);
  await pay(page, t, paymentMethodOf(order, 'do_tra_type_crdo'));
  await expect(page).toHaveURL(/\/gateway\/card/);
  await payOnCardPage(page);

  // docs/screens/giving.md: the gateway's notification lands after the return; the page polls until it does.
  await expect(page).toHaveURL(/\/eoffering\/order\/result\/\d+$/);
  await expect(
    page.getByRole('heading', { level: 2, name: t('giving:result.title.success') }),
  ).toBeVisible();
  await expect(factValue(page, t('giving:result.total'))).toHaveText(money(1200));
  await expect(factValue(page, t('giving:result.method'))).toHaveText(
    t('giving:result.payMethod.CREDIT'),
  );
  await expectStep(page, t, 'result');
  await checkAccessibility(page, 'result success (guest)');

  await page.getByRole('link', { name: t('giving:result.fillDonorData') }).click();
  await expect(page).toHaveURL(/\/eoffering\/order\/receipt_form\/\d+$/);
  await expectStep(page, t, 'receipt');
  await expect(factValue(page, t('giving:receiptForm.total'))).toHaveText(money(1200));
  await checkAccessibility(page, 'receipt form (guest)');

  // docs/screens/giving.md: an empty form is refused field by field, nothing typed is lost.
  await page.getByRole('button', { name: t('giving:receiptForm.submit') }).click();
  await expect(page.getByText(t('giving:receiptForm.enterDonorName'))).toBeVisible();
  await expect(page.getByText(t('common:validation.pleaseAgree'))).toBeVisible();
  await checkAccessibility(page, 'receipt form refused');

  await page.getByLabel(t('giving:receiptForm.donorName')).fill('林小華');
  await page.getByLabel(t('giving:receiptForm.donorPhone')).fill('0933111222');
  await page.getByLabel(t('giving:receiptForm.donorEmail')).fill('hua@example.org');
  await page.getByLabel(t('giving:receiptForm.donorSid')).fill('b223456782');
  await expect(page.getByLabel(t('giving:receiptForm.donorSid'))).toHaveValue('B223456782');
  await page.getByRole('radio', { name: t('giving:receiptForm.anonymous') }).check();
  await expect(page.getByLabel(t('giving:receiptForm.title'))).toBeDisabled();
  await page.getByRole('checkbox', { name: t('giving:receiptForm.agree') }).check();
  await page.getByRole('button', { name: t('giving:receiptForm.submit') }).click();

  await expect(
    page.getByRole('heading', { name: t('giving:receiptForm.savedTitle') }),
  ).toBeVisible();
});

test.describe('signed in', () => {
  test.use({ member: 'wang' });

  test('normal + LINE Pay: member result, receipt form with a title added to the saved ones', async ({
    page,
    t,
    request,
  }, testInfo) => {
    const order = await demoOrder(request);
    await page.goto(appUrl(`/order/normal/${order.projectAid}`));
    await page.getByRole('checkbox', { name: t.nameOf(order.item, 'item_name') }).check();
    await page
      .getByRole('textbox', {
        name: t('giving:order.normal.amountFor', { item: t.nameOf(order.item, 'item_name') }),
      })
      .fill('1500');
    await page.getByRole('button', { name: t('common:actions.next'), exact: true }).click();
    await expect(page).toHaveURL(appUrl('/order/payment_methods'));
    await pay(page, t, paymentMethodOf(order, 'do_tra_type_linepay'));

    await expect(page).toHaveURL(/\/gateway\/linepay/);
    await page.getByRole('button', { name: /Pay/ }).click();
    await expect(page).toHaveURL(/\/eoffering\/order\/result\/\d+$/);
    await expect(
      page.getByRole('heading', { level: 2, name: t('giving:result.title.success') }),
    ).toBeVisible();
    await checkAccessibility(page, 'result success (member)');

    // docs/screens/giving.md, docs/security-model.md: a member may give anonymously from the result page, after a confirmation.
    await page.getByRole('button', { name: t('giving:result.anonymous.action') }).click();
    const question = page.getByRole('alertdialog', {
      name: t('giving:result.anonymous.confirmTitle'),
    });
    await expect(question).toBeVisible();
    await checkAccessibility(page, 'anonymous giving confirmation');
    await question.getByRole('button', { name: t('giving:result.anonymous.confirm') }).click();
    await expect(page.getByText(t('common:success.setAnonymous'), { exact: true })).toBeVisible();

    await page.getByRole('link', { name: t('giving:result.requestReceipt') }).click();
    await expect(page).toHaveURL(/\/eoffering\/order\/receipt_form\/\d+$/);
    await expect(factValue(page, t('giving:receiptForm.donorName'))).toHaveText('王小明');
    await expect(page.getByLabel(t('giving:receiptForm.donorName'))).toHaveCount(0);
    await checkAccessibility(page, 'receipt form (member)');

    // A title of this run only: both languages share the server's data.
    const title = `奉獻測試 ${testInfo.project.name} ${Date.now()}`;
    await expect(
      page.getByRole('radio', { name: t('giving:receiptForm.anonymous') }),
    ).toBeChecked();
    await page.getByRole('radio', { name: t('giving:receiptForm.withTitle') }).check();
    await page.getByLabel(t('giving:receiptForm.title')).fill(title);
    await page.getByLabel(t('giving:receiptForm.taxId')).fill('24536806');
    await page.getByRole('button', { name: t('giving:receiptForm.addToSaved') }).click();
    await expect(page.getByText(t('common:success.addedToSaved'))).toBeVisible();

    await page.getByRole('button', { name: t('giving:receiptForm.chooseSaved') }).click();
    const picker = page.getByRole('dialog', { name: t('giving:receiptForm.savedDialogTitle') });
    await expect(picker.getByRole('radio', { name: new RegExp(title) })).toBeChecked();
    await checkAccessibility(page, 'saved title picker');
    await picker.getByRole('button', { name: t('giving:receiptForm.useSaved') }).click();

    await page.getByRole('button', { name: t('giving:receiptForm.submit') }).click();
    await expect(
      page.getByRole('heading', { name: t('giving:receiptForm.savedTitle') }),
    ).toBeVisible();
  });
});

// The dev action that marks a transfer received exists only in dev mode (docs/architecture.md), and
// the shared e2e server runs production-like (DEV=0). This journey starts a second mock-server of
// its own with DEV=1 and its own freshly seeded data, and runs every step on it, so no test
// setting opens dev actions on the production-like server.
test.describe('bank transfer', () => {
  const devPort = e2ePort + 1;
  const devOrigin = `http://127.0.0.1:${devPort}`;
  let server: SeededServer | undefined;

  test.beforeAll(async () => {
    server = await startSeededServer(devPort, { DEV: '1' });
  });

  test.afterAll(() => server?.stop());

  test('transfer page, the money arrives (dev action), then the result says success', async ({
    page,
    t,
    playwright,
  }) => {
    const request = await playwright.request.newContext({ baseURL: devOrigin });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: devOrigin,
    });
    const order = await demoOrder(request, devOrigin);
    await expressToPayment(page, t, order, 2000, devOrigin);
    await pay(page, t, paymentMethodOf(order, 'do_tra_type_vacc'));

    await expect(page).toHaveURL(/\/eoffering\/order\/payment\/vacc\/\d+$/);
    await expect(
      page.getByRole('heading', { level: 1, name: t('giving:pages.transferInfo') }),
    ).toBeVisible();
    await expect(factValue(page, t('giving:transfer.total'))).toHaveText(money(2000));
    await expect(factValue(page, t('giving:transfer.account'))).toContainText(/^96871\d+/);
    await page.getByRole('button', { name: t('giving:transfer.copyAccount') }).click();
    await expect(page.getByText(t('common:success.copied'))).toBeVisible();
    await expect(page.getByRole('link', { name: t('giving:result.fillDonorData') })).toBeVisible();
    await checkAccessibility(page, 'transfer info (guest)');

    const orderInfoAid = Number(/\/vacc\/(\d+)$/.exec(page.url())?.[1]);
    const received = await postForResult<{ offering_aid: number; status: number }>(
      request,
      `${devOrigin}/dev/vacc-received`,
      { order_info_aid: orderInfoAid },
    );
    expect(received.status).toBe(0);

    await page.goto(`${devOrigin}${appUrl(`/order/result/${received.offering_aid}`)}`);
    await expect(
      page.getByRole('heading', { level: 2, name: t('giving:result.title.success') }),
    ).toBeVisible();
    await expect(factValue(page, t('giving:result.method'))).toHaveText(
      t('giving:result.payMethod.VACC'),
    );
    await checkAccessibility(page, 'result after transfer');
    await request.dispose();
  });
});
