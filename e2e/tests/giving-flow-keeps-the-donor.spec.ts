import type { ProjectItem } from '@eoffering/shared/contract';
import { checkAccessibility } from '../support/accessibility';
import { readConfig } from '../support/backend';
import { demoOrder, paymentMethodOf } from '../support/demo-order';
import { appUrl, expect, test } from '../support/fixtures';
import { fixture, guestCardGiving } from '../support/guest-giving';
import { confirmPrint } from '../support/print-dialog';
import { freePort, startSeededServer } from '../support/seeded-server';

// The giving flow keeps the donor where they are (docs/decisions.md): a refusal for too many
// requests shows the server's words and keeps the page; the donor-form summary prints and then
// reprints; a partner's project is refused at its first step; a second tab's order does not
// silently replace the first's; forms survive a reload; Next stays whole on a phone.

test.describe('a guest refused for too many givings from one address', () => {
  let server: Awaited<ReturnType<typeof startSeededServer>>;
  test.beforeAll(async () => {
    server = await startSeededServer(await freePort());
  });
  test.afterAll(() => server.stop());

  test("sees the server's message in the page's language and keeps the page", async ({
    page,
    t,
    request,
  }) => {
    const order = await demoOrder(request, server.origin);
    const config = await readConfig(request);
    const card = paymentMethodOf(order, 'do_tra_type_crdo');
    const body = {
      project_aid: order.projectAid,
      item_package: [
        { item_aid: order.item.item_aid, item_name: order.item.item_name, package_amount: 1000 },
      ],
      type_aid: card.type_aid,
      currency: 'TWD',
    };
    // A church's shared Wi-Fi: sixty anonymous givings from this address within the hour.
    const url = `${server.origin}${config.apiBaseUrl}${config.api.do_tra_type_crdo}`;
    for (let giving = 0; giving < 60; giving += 1) {
      expect((await request.post(url, { data: body })).status()).toBe(200);
    }

    await page.goto(`${server.origin}${appUrl(`/order/express/${order.projectAid}`)}`);
    await page.getByRole('button', { name: new RegExp(t.nameOf(order.item, 'item_name')) }).click();
    await page.keyboard.type('1000');
    await page.getByRole('button', { name: t('common:actions.next'), exact: true }).click();
    await page.getByRole('button', { name: t.nameOf(card, 'type_name'), exact: true }).click();
    await page
      .getByRole('alertdialog', {
        name: t('giving:payment.confirm.title', { method: t.nameOf(card, 'type_name') }),
      })
      .getByRole('button', { name: t('giving:payment.confirm.confirm') })
      .click();

    const refusal = page.getByRole('alertdialog', { name: t('common:http.tooManyTitle') });
    await expect(refusal).toContainText(t('common:backend.refusal.tooManyGivings'));
    await expect(page.getByText(t('common:http.serverError'))).toHaveCount(0);
    await page.waitForTimeout(2_000);
    await expect(page).toHaveURL(/\/eoffering\/order\/payment_methods$/);
    await refusal.getByRole('button').first().click();
    await expect(page).toHaveURL(/\/eoffering\/order\/payment_methods$/);
    await expect(
      page.getByRole('button', { name: t.nameOf(card, 'type_name'), exact: true }),
    ).toBeEnabled();
  });
});

test.describe('the donor form', () => {
  test('keeps what was typed over a reload, then its summary prints and reprints', async ({
    page,
    t,
    request,
  }) => {
    const order = await fixture(request);
    await guestCardGiving(page, t, order, 1200);
    await page.getByLabel(t('giving:receiptForm.donorName')).fill('林小華');
    await page.getByLabel(t('giving:receiptForm.donorPhone')).fill('0933111222');
    await page.getByLabel(t('giving:receiptForm.donorEmail')).fill('hua@example.org');
    await page.getByLabel(t('giving:receiptForm.donorSid'), { exact: true }).fill('B223456782');
    await page.getByLabel(t('giving:receiptForm.remarks')).fill('為宣教');

    await page.reload();
    await expect(page.getByLabel(t('giving:receiptForm.donorName'))).toHaveValue('林小華');
    await expect(page.getByLabel(t('giving:receiptForm.donorPhone'))).toHaveValue('0933111222');
    await expect(page.getByLabel(t('giving:receiptForm.donorEmail'))).toHaveValue(
      'hua@example.org',
    );
    await expect(page.getByLabel(t('giving:receiptForm.donorSid'), { exact: true })).toHaveValue(
      'B223456782',
    );
    await expect(page.getByLabel(t('giving:receiptForm.remarks'))).toHaveValue('為宣教');

    await page.getByRole('radio', { name: t('giving:receiptForm.withTitle') }).check();
    await page.getByRole('button', { name: t('giving:receiptForm.sameAsDonor') }).click();
    await page.getByRole('checkbox', { name: t('giving:receiptForm.agree') }).check();
    await page.getByRole('button', { name: t('giving:receiptForm.submit') }).click();
    await expect(
      page.getByRole('heading', { name: t('giving:receiptForm.savedTitle') }),
    ).toBeVisible();

    await page.getByRole('button', { name: t('common:print.action.print') }).click();
    await confirmPrint(page, t('common:print.action.print'), t('common:print.confirm'));
    const reprint = page.getByRole('button', { name: t('common:print.action.reprint') });
    await expect(reprint).toBeEnabled();
    await reprint.click();
    const again = await confirmPrint(
      page,
      t('common:print.action.reprint'),
      t('common:print.confirm'),
    );
    expect(again.suggestedFilename()).toContain(t('common:print.fileName.reprint'));
    await expect(page.getByText(t('common:errors.receiptFileFailed'))).toHaveCount(0);
  });
});

test("a partner's project started from its address is refused at the first step, with the partner's link", async ({
  page,
  t,
}) => {
  await page.goto(appUrl('/order/express/4?item=11&amount=1000'));
  const notice = page.getByRole('alert', { name: t('giving:order.offSite.title') });
  await expect(notice).toBeVisible();
  await expect(
    notice.getByRole('link', { name: t('giving:order.offSite.go', { host: 'example.org' }) }),
  ).toHaveAttribute('href', 'https://example.org/christmas-gifts');
  await expect(
    page.getByRole('button', { name: t('common:actions.next'), exact: true }),
  ).toHaveCount(0);
  await checkAccessibility(page, "a partner's project refused at its first step");
});

test("a second tab's order does not silently replace the first's", async ({
  context,
  t,
  request,
}) => {
  const order = await fixture(request);
  const [first, second] = order.items as [ProjectItem, ProjectItem];
  const tabA = await context.newPage();
  await tabA.goto(appUrl(`/order/express/${order.projectAid}`));
  await tabA.getByRole('button', { name: new RegExp(t.nameOf(first, 'item_name')) }).click();
  await tabA.keyboard.type('1000');
  await tabA.getByRole('button', { name: t('common:actions.next'), exact: true }).click();
  await expect(tabA).toHaveURL(/\/order\/payment_methods$/);

  const tabB = await context.newPage();
  await tabB.goto(appUrl(`/order/express/${order.projectAid}`));
  // The shared draft brings tab B to tab A's item: it starts another gift.
  await tabB.getByRole('button', { name: t('giving:order.express.chooseAgain') }).click();
  await tabB.getByRole('button', { name: new RegExp(t.nameOf(second, 'item_name')) }).click();
  await tabB.keyboard.type('500');

  const notice = tabA.getByRole('alert', { name: t('giving:payment.replaced.title') });
  await expect(notice).toBeVisible();
  await expect(tabA).toHaveURL(/\/order\/payment_methods$/);
  await notice.getByRole('button', { name: new RegExp(t.nameOf(first, 'item_name')) }).click();
  await expect(notice).toBeHidden();
  await expect(tabA.getByRole('list', { name: t('giving:payment.items') })).toContainText(
    t.nameOf(first, 'item_name'),
  );
  await expect(
    tabA.getByRole('button', { name: t.nameOf(order.card, 'type_name'), exact: true }),
  ).toBeVisible();
});

test.describe('recurring, signed in', () => {
  test.use({ member: 'wang' });
  test('the frequency, day and periods survive a reload', async ({ page, t, request }) => {
    const order = await fixture(request);
    await page.goto(appUrl(`/order/recurring_records/${order.projectAid}`));
    const everyThree = page.getByRole('radio', { name: t('giving:recurring.every.3') });
    const day = page.getByLabel(t('giving:recurring.paymentDay'));
    const periods = page.getByLabel(t('giving:recurring.periods'));
    await everyThree.check();
    await day.selectOption('15');
    await periods.fill('12');
    await page.reload();
    await expect(everyThree).toBeChecked();
    await expect(day).toHaveValue('15');
    await expect(periods).toHaveValue('12');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test('Next is whole in view once an item is chosen', async ({ page, t, request }) => {
    const order = await fixture(request);
    const [item] = order.items as [ProjectItem];
    await page.goto(appUrl(`/order/express/${order.projectAid}`));
    await page.getByRole('button', { name: new RegExp(t.nameOf(item, 'item_name')) }).click();
    const next = page.getByRole('button', { name: t('common:actions.next'), exact: true });
    await expect(next).toBeVisible();
    await expect(async () => {
      const box = await next.boundingBox();
      expect(box).not.toBeNull();
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
      expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
    }).toPass();
  });
});
