import type { APIRequestContext, Page } from '@playwright/test';
import type { PaymentType, ProjectItem, Purpose } from '@eoffering/shared/contract';
import { checkAccessibility } from '../support/accessibility';
import { givableProject, readConfig, postForResult } from '../support/backend';
import { appUrl, expect, stored, test } from '../support/fixtures';
import type { Texts } from '../support/texts';
import { MAIN_SITE_LOGIN } from '../support/shell';
import { factValue, money } from '../support/facts';
import { bindOnCardPage, cardExpiryIn } from '../support/card-page';

// Recurring card giving (docs/screens/giving.md, docs/security-model.md): the setup, the payment step that binds the card through
// the gateway simulator (mock-server/docs/simulator.md), and the setting result.

interface RecurringFixture {
  projectAid: number;
  /** The first item of the project that allows recurring giving (if_ach 1). */
  item: ProjectItem;
  /** The recurring payment method paid by card (do_tra_type_crdo). */
  card: PaymentType;
}

const recurringFixture = async (request: APIRequestContext): Promise<RecurringFixture> => {
  const config = await readConfig(request);
  const project = await givableProject(request);
  const body = { project_aid: project.project_aid, if_ach: 1 };
  const url = (purpose: Purpose) => `${config.apiBaseUrl}${config.api[purpose]}`;
  const [item] = await postForResult<ProjectItem[]>(request, url('get_project_items'), body);
  const types = await postForResult<PaymentType[]>(request, url('get_offering_types'), body);
  const card = types.find((type) => type.type_action === config.api.do_tra_type_crdo);
  if (!item || !card) throw new Error('the demo project allows recurring card giving');
  return { projectAid: project.project_aid, item, card };
};

/**
 * The setup filled in (12 periods, one item, the first saved title) up to the payment step; returns
 * the first debit date and the end the page showed before submitting.
 */
const setUpPlan = async (page: Page, t: Texts, fixture: RecurringFixture, amount: number) => {
  await page.goto(appUrl(`/order/recurring_records/${fixture.projectAid}`));
  await expect(page.getByText(t('giving:recurring.noCharge'))).toBeVisible();
  await page.getByLabel(t('giving:recurring.periods')).fill('12');
  await page.getByRole('checkbox', { name: t.nameOf(fixture.item, 'item_name') }).check();
  await page
    .getByRole('textbox', {
      name: t('giving:recurring.amountFor', { item: t.nameOf(fixture.item, 'item_name') }),
    })
    .fill(String(amount));
  await page.getByRole('radio', { name: t('giving:recurring.withTitle') }).check();
  await expect(factValue(page, t('giving:recurring.perPeriod'))).toHaveText(money(amount));
  await expect(factValue(page, t('giving:recurring.lastDebit'))).toHaveText(
    /^\d{4}\/\d{2}\/\d{2}$/,
  );
  const first = await factValue(page, t('giving:recurring.firstDate')).innerText();
  // The result shows the plan's end as the month of the last debit.
  const end = (await factValue(page, t('giving:recurring.lastDebit')).innerText()).slice(0, 7);
  // Filling the form scrolls items under the sticky header, which axe reads as overlapping
  // targets; the page is checked from its top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await checkAccessibility(page, 'recurring setup filled in');

  await page.getByRole('button', { name: t('giving:recurring.submit') }).click();
  await expect(page).toHaveURL(/\/order\/payment_methods$/);
  return { first: first.trim(), end: end.trim() };
};

/** The payment step of a recurring plan: three steps, the card method, the simulator's binding. */
const bindCard = async (page: Page, t: Texts, fixture: RecurringFixture, expiry: string) => {
  const progress = page.getByRole('list', { name: t('common:stepper.label') });
  await expect(progress.getByRole('listitem')).toHaveCount(3);
  await expect(progress.locator('[aria-current="step"]')).toContainText(
    t('giving:order.steps.payment'),
  );
  await checkAccessibility(page, 'recurring payment methods');

  await page
    .getByRole('button', { name: t.nameOf(fixture.card, 'type_name'), exact: true })
    .click();
  const question = page.getByRole('alertdialog', {
    name: t('giving:payment.confirm.title', { method: t.nameOf(fixture.card, 'type_name') }),
  });
  await question.getByRole('button', { name: t('giving:payment.confirm.confirm') }).click();

  // docs/screens/giving.md: setting up charges nothing, so the gateway binds the card without an amount.
  await bindOnCardPage(page, { expiry });
  await expect(page).toHaveURL(/\/eoffering\/order\/ach_result\/\d+$/);
};

const expectResultStep = async (page: Page, t: Texts) => {
  const progress = page.getByRole('list', { name: t('common:stepper.label') });
  await expect(progress.getByRole('listitem')).toHaveCount(3);
  await expect(progress.locator('[aria-current="step"]')).toContainText(
    t('giving:order.steps.settingResult'),
  );
};

test.describe('王小明 sets up recurring giving', () => {
  test.use({ member: 'wang' });

  test('a 12-month plan paid by card reaches a successful setting result', async ({
    page,
    t,
    request,
  }) => {
    const fixture = await recurringFixture(request);
    const shown = await setUpPlan(page, t, fixture, 1000);
    // A card that outlives the 12-month plan.
    const expiry = cardExpiryIn(60);
    await bindCard(page, t, fixture, expiry.typed);

    // docs/screens/giving.md: the page polls while the setting is in progress, until the gateway's notice lands.
    await expect(
      page.getByRole('heading', { level: 2, name: t('giving:achResult.title.success') }),
    ).toBeVisible();
    await expectResultStep(page, t);
    await expect(factValue(page, t('giving:recurring.firstDate'))).toHaveText(shown.first);
    await expect(factValue(page, t('giving:recurring.end'))).toHaveText(shown.end);
    await expect(factValue(page, t('giving:recurring.frequency'))).toHaveText(
      t('giving:recurring.every.1'),
    );
    await expect(factValue(page, t('giving:recurring.periods'))).toHaveText('12');
    await expect(factValue(page, t('giving:recurring.perPeriod'))).toHaveText(money(1000));
    await expect(factValue(page, t('giving:achResult.items'))).toContainText(
      t.nameOf(fixture.item, 'item_name'),
    );
    await expect(factValue(page, t('giving:achResult.cardNumber'))).toHaveText(
      '4311-95**-****-2222',
    );
    await expect(factValue(page, t('giving:achResult.cardExpiry'))).toHaveText(expiry.shown);
    await expect(factValue(page, t('giving:recurring.taxId'))).toHaveText(/^\d{8}$/);
    await checkAccessibility(page, 'recurring result success');

    await page.getByRole('link', { name: t('giving:achResult.expiryReminder') }).click();
    await expect(page).toHaveURL(/\/member_center\/preferences$/);
  });

  test("a card that expires first needs adjustment; 'change end date' moves the end to its expiry", async ({
    page,
    t,
    request,
  }) => {
    const fixture = await recurringFixture(request);
    // 12 monthly periods end 11 months after the first debit; this card expires 4 months from now.
    const expiry = cardExpiryIn(4);
    await setUpPlan(page, t, fixture, 500);
    await bindCard(page, t, fixture, expiry.typed);

    await expect(
      page.getByRole('heading', { level: 2, name: t('giving:achResult.title.needsAdjustment') }),
    ).toBeVisible();
    await expectResultStep(page, t);
    await expect(factValue(page, t('giving:achResult.cardExpiry'))).toHaveText(expiry.shown);
    await checkAccessibility(page, 'recurring result needs adjustment');

    await page
      .getByRole('button', { name: t('giving:achResult.changeEnd', { expiry: expiry.shown }) })
      .click();
    await expect(
      page.getByRole('heading', { level: 2, name: t('giving:achResult.title.success') }),
    ).toBeVisible();
    await expect(factValue(page, t('giving:recurring.end'))).toHaveText(expiry.shown);
    await checkAccessibility(page, 'recurring result after the end moved');
  });
});

test.describe('陳美玲, no identity number on file', () => {
  test.use({ member: 'chen' });

  test('the recurring setup opens the identity dialog first', async ({ page, t, request }) => {
    const fixture = await recurringFixture(request);
    await page.goto(appUrl(`/order/recurring_records/${fixture.projectAid}`));

    // docs/screens/giving.md: sid_status -1 opens the identity-number modal on entry.
    const dialog = page.getByRole('dialog', { name: t('common:identity.title') });
    await expect(dialog).toBeVisible();
    await checkAccessibility(page, 'recurring setup identity dialog');

    // Nothing is submitted, so the fixture keeps its missing identity number.
    await dialog.getByRole('button', { name: t('common:actions.cancel') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(t('giving:recurring.identityNeeded'))).toBeVisible();
  });
});

test.describe('a guest', () => {
  test('sees only the login button on the recurring setup, which opens the login dialog', async ({
    page,
    t,
    request,
  }) => {
    const fixture = await recurringFixture(request);
    await page.goto(appUrl(`/order/recurring_records/${fixture.projectAid}`));
    const login = page.getByRole('button', { name: t('giving:recurring.loginFirst') });
    await expect(login).toBeVisible();
    await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
    await checkAccessibility(page, 'recurring setup as a guest');

    await login.click();
    await expect(page.getByRole('dialog', { name: t('shell:login.title') })).toBeVisible();
  });

  test("on a setting result gets 'Oops..', then the main site's login with the path saved", async ({
    page,
    t,
  }) => {
    await page.goto(appUrl('/order/ach_result/1'));
    await expect(page.getByRole('alertdialog', { name: t('giving:achResult.oops') })).toBeVisible();
    // No accessibility scan of this alert: it closes itself after the dialog timer, which a scan
    // on a busy machine outlasts. The same alert dialog is scanned where it waits for the member
    // (session-activity-and-sign-out-reasons.spec.ts, the 403 message).
    await expect(page).toHaveURL(MAIN_SITE_LOGIN);
    expect(await stored(page, 'preLocationPath')).toBe('/order/ach_result/1');
  });
});
