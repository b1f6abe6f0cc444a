import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { checkAccessibility } from '../support/accessibility';
import { signInByApi } from '../support/backend';
import { appUrl, expect, test } from '../support/fixtures';
import { memberCall } from '../support/member-calls';
import { freePort, startSeededServer, type SeededServer } from '../support/seeded-server';
import type { Texts } from '../support/texts';

// docs/decisions.md, "Recurring plans changed in place": 王小明 changes his active plan's amount
// and debit day, sees the next debit and the new total before confirming, finds the change in the
// plan's history and on the server, then pauses the plan until a coming month and resumes it.
//
// A server of its own: the journey changes the demo plan other journeys read. Its cut-off is 0
// days, so the change window is open whatever day of the month the suite runs on (the rule
// itself is table-tested in mfe-shared).
let server: SeededServer;
let token: string;
/** Calls to the journey's own server, to read what it holds. */
let api: APIRequestContext;
/** mock-server/src/fixtures/payments.ts: 王小明's active plan, NT$ 2,500 on the 10th, four debits made. */
const PLAN = 1;

test.beforeAll(async ({ playwright }) => {
  server = await startSeededServer(await freePort(), { PLAN_CHANGE_CUTOFF_DAYS: '0' });
  api = await playwright.request.newContext({ baseURL: server.origin });
  token = await signInByApi(api, 'wang');
});

test.afterAll(async () => {
  await api.dispose();
  await server.stop();
});

const planCard = (page: Page, t: Texts): Locator =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', {
        name: t('member:recurring.number', { number: PLAN }),
        exact: true,
      }),
    });

/** Opens the change dialog of the plan, picks a change, previews it and returns the dialog. */
const preview = async (
  page: Page,
  t: Texts,
  kind: string,
  fill: (dialog: Locator) => Promise<void>,
): Promise<Locator> => {
  await planCard(page, t)
    .getByRole('button', { name: t('member:planChange.open') })
    .click();
  const dialog = page.getByRole('dialog', {
    name: t('member:planChange.title', { number: PLAN }),
  });
  await dialog.getByRole('radio', { name: t(`member:planChange.kind.${kind}`) }).check();
  await fill(dialog);
  await dialog.getByRole('button', { name: t('member:planChange.preview') }).click();
  await expect(dialog.getByRole('status')).toBeVisible();
  return dialog;
};

const confirmed = async (page: Page, t: Texts, dialog: Locator) => {
  await dialog.getByRole('button', { name: t('member:planChange.confirm') }).click();
  await expect(
    page.getByRole('main').getByText(t('member:planChange.changed', { number: PLAN })),
  ).toBeVisible();
};

test('a member changes a plan in place, sees what it does first, and pauses and resumes it', async ({
  page,
  t,
}) => {
  test.setTimeout(90_000);
  await page.addInitScript((value) => localStorage.setItem('id_token', value), token);
  await page.goto(`${server.origin}${appUrl('/member_center/order_ach')}`);
  const before = await memberCall(api, token, 'get_ach_detail', { ach_aid: PLAN });

  // The amount: the tithe from NT$ 2,000 to NT$ 3,000; the preview names the next debit and total.
  const tithe = before.item_package.find((line) => line.package_amount === 2000);
  if (!tithe) throw new Error('the demo plan gives NT$ 2,000 to the tithe');
  const item = t.nameOf(tithe, 'item_name');
  let dialog = await preview(page, t, 'amounts', async (form) => {
    await form.getByLabel(t('member:planChange.itemAmount', { item })).fill('3000');
  });
  const result = dialog.getByRole('status');
  await expect(result).toContainText(
    t('member:planChange.nextDebitValue', {
      date: before.next_payment_date.replace(/-/g, '/'),
      amount: 'NT$ 3,500',
    }),
  );
  const remaining = before.total_periods - before.paid_periods;
  await expect(result).toContainText(
    `NT$ ${(before.paid_periods * 2500 + remaining * 3500).toLocaleString('en')}`,
  );
  await checkAccessibility(page, 'plan change preview');
  await confirmed(page, t, dialog);

  // The debit day: to the 20th.
  dialog = await preview(page, t, 'payment_day', async (form) => {
    await form.getByLabel(t('member:planChange.newDay')).selectOption('20');
  });
  await expect(dialog.getByRole('status')).toContainText(t('member:planChange.lastDebit'));
  await confirmed(page, t, dialog);

  await planCard(page, t)
    .getByRole('button', { name: t('member:recurring.paymentAndReceipt') })
    .click();
  const history = planCard(page, t).getByRole('region', { name: t('member:planChange.history') });
  await expect(history.getByRole('listitem')).toHaveCount(3);
  // Each entry as written after its time.
  const entry = (change: string, from: string, to: string) =>
    t(`member:planChange.entry.${change}`, { at: '', from, to }).trim();
  await expect(history).toContainText(entry('amounts', 'NT$ 2,500', 'NT$ 3,500'));
  const day = (value: number) => t('member:recurring.dayOfMonth', { day: value });
  await expect(history).toContainText(entry('payment_day', day(10), day(20)));
  const changed = await memberCall(api, token, 'get_ach_detail', { ach_aid: PLAN });
  expect(changed).toMatchObject({ amount: 3500, payment_date: 20 });
  expect(changed.changes?.map((entry) => entry.change)).toEqual([
    'payment_day',
    'amounts',
    'payment_day',
  ]);

  // Paused until the second month offered, then resumed.
  dialog = await preview(page, t, 'pause', async (form) => {
    const select = form.getByLabel(t('member:planChange.pauseUntil'));
    const second = await select.locator('option').nth(1).getAttribute('value');
    await select.selectOption(second ?? '');
  });
  await confirmed(page, t, dialog);
  await expect(
    planCard(page, t).getByText(t('member:recurring.state.paused'), { exact: true }),
  ).toBeVisible();
  // Resumed from the keyboard on a phone: the dialog fits 390 px, focus goes back to its opener.
  await page.setViewportSize({ width: 390, height: 844 });
  const opener = planCard(page, t).getByRole('button', { name: t('member:planChange.open') });
  await opener.focus();
  await page.keyboard.press('Enter');
  dialog = page.getByRole('dialog', { name: t('member:planChange.title', { number: PLAN }) });
  await dialog.getByRole('radio', { name: t('member:planChange.kind.resume') }).focus();
  await page.keyboard.press('Space');
  await dialog.getByRole('button', { name: t('member:planChange.preview') }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await dialog.getByRole('button', { name: t('member:planChange.confirm') }).focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('main').getByText(t('member:planChange.changed', { number: PLAN })),
  ).toBeVisible();
  await expect(opener).toBeFocused();
  await expect(
    planCard(page, t).getByText(t('member:recurring.state.active'), { exact: true }),
  ).toBeVisible();
  const resumed = await memberCall(api, token, 'get_ach_detail', { ach_aid: PLAN });
  expect(resumed.paused_until).toBe(0);
  expect(resumed.total_periods).toBe(before.total_periods);
});
