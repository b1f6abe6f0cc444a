import type { Page } from '@playwright/test';
import type { ProjectItem } from '@eoffering/shared/contract';
import { checkAccessibility } from '../support/accessibility';
import { appUrl, expect, test } from '../support/fixtures';
import { fixture, guestCardGiving } from '../support/guest-giving';
import { opensWith } from '../support/receipt-pdf';
import type { Texts } from '../support/texts';
import { factValue, money } from '../support/facts';
import { confirmPrint } from '../support/print-dialog';

// Giving forms that lose nothing and take real input (docs/screens/giving.md, docs/decisions.md):
// a receipt in one's own name, phone and e-mail checked in the browser, the server's refusals under
// their fields, a summary after the donor form, amounts typed as donors type them, the express
// keypad's presets, the order draft across a reload, and the recurring schedule.

const amountShown = (page: Page, t: Texts) =>
  page.getByRole('status', { name: t('giving:order.express.amount') });

test.describe('the donor form', () => {
  test("phone and e-mail checked in the browser, refusals under their fields, a receipt in the donor's own name, then a summary", async ({
    page,
    t,
    request,
  }) => {
    const order = await fixture(request);
    const offeringAid = await guestCardGiving(page, t, order, 1500);
    const phone = page.getByLabel(t('giving:receiptForm.donorPhone'));
    const email = page.getByLabel(t('giving:receiptForm.donorEmail'));
    const agree = page.getByRole('checkbox', { name: t('giving:receiptForm.agree') });

    await page.getByLabel(t('giving:receiptForm.donorName')).fill('王小明');
    await phone.fill('12345');
    await email.fill('wang@example');
    // The e-mail's message appears as it is left, by the tap on the agreement: one tap ticks it.
    await agree.scrollIntoViewIfNeeded();
    const before = await agree.boundingBox();
    await agree.click();
    await expect(agree).toBeChecked();
    expect(await agree.boundingBox()).toEqual(before);
    await expect(phone).toHaveAccessibleDescription(t('common:validation.phoneFormat'));
    await expect(email).toHaveAccessibleDescription(t('common:validation.emailFormat'));
    await checkAccessibility(page, 'receipt form, phone and e-mail refused');

    await phone.fill('0912345678');
    await email.fill('wang@example.org');
    await page.getByLabel(t('giving:receiptForm.donorSid'), { exact: true }).fill('a123456789');

    // A company's tax id chosen first is replaced by the donor's own number.
    await page.getByRole('radio', { name: t('giving:receiptForm.withTitle') }).check();
    await page.getByLabel(t('giving:receiptForm.title')).fill('恩典科技股份有限公司');
    const taxId = page.getByLabel(t('giving:receiptForm.taxId'));
    await taxId.fill('24536806');
    await expect(taxId).toHaveAccessibleDescription(t('common:receipt.taxIdHint'));
    await page.getByRole('button', { name: t('giving:receiptForm.sameAsDonor') }).click();
    await expect(page.getByLabel(t('giving:receiptForm.title'))).toHaveValue('王小明');
    await expect(taxId).toHaveValue('A123456789');
    await page.getByLabel(t('giving:receiptForm.remarks')).fill('為宣教');

    // The server refuses what the browser let through: each message under its own field.
    let refused = false;
    await page.route('**/api/**', async (route) => {
      const saving = route.request().postData()?.includes('donor_phone') ?? false;
      if (refused || !saving) return route.fallback();
      refused = true;
      return route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          RC: 400,
          RM: 'Bad Request',
          Result: [
            { msg: 'donor_phone: data check error' },
            { msg: 'donor_email: data check error' },
          ],
        }),
      });
    });
    await page.getByRole('button', { name: t('giving:receiptForm.submit') }).click();
    await expect(page.getByText(t('giving:receiptForm.fixFields'))).toBeVisible();
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(t('common:validation.phoneFormat'));
    await expect(email).toHaveAccessibleDescription(t('common:validation.emailFormat'));
    await expect(page.getByText(/data check error|Bad Request/)).toHaveCount(0);
    await expect(taxId).toHaveValue('A123456789');

    await page.getByRole('button', { name: t('giving:receiptForm.submit') }).click();
    const summary = page.getByRole('heading', { name: t('giving:receiptForm.savedTitle') });
    await expect(summary).toBeFocused();
    await expect(factValue(page, t('giving:receiptForm.offeringAid'))).toHaveText(
      String(offeringAid),
    );
    await expect(factValue(page, t('giving:receiptForm.donorName'))).toHaveText('王小明');
    await expect(factValue(page, t('giving:receiptForm.donorSid'))).toHaveText('A12****789');
    await expect(factValue(page, t('giving:receiptForm.title'))).toHaveText('王小明');
    await expect(factValue(page, t('giving:receiptForm.taxId'))).toHaveText('A12****789');
    await expect(factValue(page, t('giving:receiptForm.remarks'))).toHaveText('為宣教');
    await expect(page.getByRole('link', { name: t('giving:receiptForm.lookUp') })).toHaveAttribute(
      'href',
      '/eoffering/order_history',
    );
    await checkAccessibility(page, 'receipt form saved summary');

    // The receipt in the donor's own name opens with the number it carries.
    await page.getByRole('button', { name: t('common:print.action.print') }).click();
    const download = await confirmPrint(
      page,
      t('common:print.action.print'),
      t('common:print.confirm'),
    );
    expect(await opensWith(download, ['A123456789', '24536806'])).toEqual([true, false]);

    await page.getByRole('link', { name: t('giving:receiptForm.goHome') }).click();
    await expect(page).toHaveURL(/\/eoffering\/?$/);
  });
});

test.describe('amounts and the order draft', () => {
  test('express: a quick amount is replaced by the next digit, Next in view, the choice kept across a reload', async ({
    page,
    t,
    request,
  }) => {
    const order = await fixture(request);
    const [item] = order.items;
    await page.goto(appUrl(`/order/express/${order.projectAid}`));
    await page
      .getByRole('button', { name: new RegExp(item ? t.nameOf(item, 'item_name') : '') })
      .click();
    await expect(
      page.getByRole('button', { name: t('common:actions.next'), exact: true }),
    ).toBeInViewport();

    await page.getByRole('button', { name: money(1000) }).click();
    const keypad = page.getByRole('group', { name: t('giving:order.express.keypad') });
    await keypad.getByRole('button', { name: '5', exact: true }).click();
    await expect(amountShown(page, t)).toHaveText(money(5));
    await keypad.getByRole('button', { name: '0', exact: true }).click();
    await keypad.getByRole('button', { name: '0', exact: true }).click();
    await expect(amountShown(page, t)).toHaveText(money(500));

    await page.reload();
    await expect(
      page.getByRole('heading', { name: item ? t.nameOf(item, 'item_name') : '' }),
    ).toBeVisible();
    await expect(amountShown(page, t)).toHaveText(money(500));
    await checkAccessibility(page, 'express keypad after a reload');
  });

  test('normal: "1,000" and full-width digits counted, decimals refused, the total stays in view, kept across a reload', async ({
    page,
    t,
    request,
  }) => {
    const order = await fixture(request);
    const [first, second] = order.items;
    if (!first || !second) throw new Error('two items');
    await page.setViewportSize({ width: 390, height: 480 });
    await page.goto(appUrl(`/order/normal/${order.projectAid}`));
    const amountOf = (item: ProjectItem) =>
      page.getByRole('textbox', {
        name: t('giving:order.normal.amountFor', { item: t.nameOf(item, 'item_name') }),
      });
    const total = page.getByRole('status', { name: t('giving:order.normal.total') });

    await page.getByRole('checkbox', { name: t.nameOf(first, 'item_name') }).check();
    await page.getByRole('checkbox', { name: t.nameOf(second, 'item_name') }).check();
    await amountOf(first).fill('1,000');
    await amountOf(second).fill('１０００');
    await expect(total).toHaveText(money(2000));
    await amountOf(first).press('Tab');
    await expect(amountOf(first)).toHaveValue('1000');

    await amountOf(second).fill('1500.5');
    await amountOf(second).press('Tab');
    await expect(amountOf(second)).toHaveAccessibleDescription(
      new RegExp(t('common:validation.wholeAmount')),
    );
    await expect(total).toHaveText(money(1000));

    // The total and Next stay at the bottom of the screen while the items scroll.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(total).toBeInViewport();
    await expect(
      page.getByRole('button', { name: t('common:actions.next'), exact: true }),
    ).toBeInViewport();
    await checkAccessibility(page, 'normal giving, a decimal refused');

    await amountOf(second).fill('1200');
    await page.reload();
    await expect(page.getByRole('checkbox', { name: t.nameOf(first, 'item_name') })).toBeChecked();
    await expect(amountOf(first)).toHaveValue('1000');
    await expect(amountOf(second)).toHaveValue('1200');
    await expect(total).toHaveText(money(2200));
  });
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true });

  test('the express keypad shows no keyboard hint', async ({ page, t, request }) => {
    const order = await fixture(request);
    const [item] = order.items;
    await page.goto(appUrl(`/order/express/${order.projectAid}`));
    await page
      .getByRole('button', { name: new RegExp(item ? t.nameOf(item, 'item_name') : '') })
      .tap();
    await expect(amountShown(page, t)).toBeVisible();
    await expect(page.getByText(t('giving:order.express.keyboardHint'))).toBeHidden();
  });
});

test.describe('recurring, signed in', () => {
  test.use({ member: 'wang' });

  test('the schedule (first and last debit, debits, per period, in all), the items kept across a reload', async ({
    page,
    t,
    request,
  }) => {
    const order = await fixture(request);
    const item = order.recurringItem;
    await page.goto(appUrl(`/order/recurring_records/${order.projectAid}`));
    await page.getByLabel(t('giving:recurring.periods')).fill('12');
    await page.getByRole('checkbox', { name: t.nameOf(item, 'item_name') }).check();
    const amount = page.getByRole('textbox', {
      name: t('giving:recurring.amountFor', { item: t.nameOf(item, 'item_name') }),
    });
    await amount.fill('１,５００');
    await amount.press('Tab');
    await expect(amount).toHaveValue('1500');

    await expect(factValue(page, t('giving:recurring.firstDate'))).toHaveText(
      /^\d{4}\/\d{2}\/\d{2}$/,
    );
    await expect(factValue(page, t('giving:recurring.lastDebit'))).toHaveText(
      /^\d{4}\/\d{2}\/\d{2}$/,
    );
    await expect(factValue(page, t('giving:recurring.debits'))).toHaveText(
      t('giving:recurring.debitCount', { count: 12 }),
    );
    await expect(factValue(page, t('giving:recurring.perPeriod'))).toHaveText(money(1500));
    await expect(factValue(page, t('giving:recurring.planTotal'))).toHaveText(money(18000));
    // At the top, as the member sees the form first: no control sits under the shell's header.
    await page.evaluate(() => window.scrollTo(0, 0));
    await checkAccessibility(page, 'recurring schedule');

    await page.reload();
    await expect(page.getByRole('checkbox', { name: t.nameOf(item, 'item_name') })).toBeChecked();
    await expect(amount).toHaveValue('1500');
  });
});
