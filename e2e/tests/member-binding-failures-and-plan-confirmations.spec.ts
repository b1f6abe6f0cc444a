import type { APIRequestContext, Page } from '@playwright/test';
import type { ProjectItem } from '@eoffering/shared/contract';
import { checkAccessibility } from '../support/accessibility';
import { givableProject } from '../support/backend';
import { factValue } from '../support/facts';
import { appUrl, expect, stored, test } from '../support/fixtures';
import { memberCall } from '../support/member-calls';
import { bindOnCardPage } from '../support/card-page';

// Members can trust the member centre's cards, plans and identity (docs/screens/member-centre.md):
// a card binding that fails says which case it was and offers a new binding; plan changes say
// what they will do before they do it; identity numbers are confirmed before they are kept.

const main = (page: Page) => page.getByRole('main');

test.describe('王小明: card binding', () => {
  test.use({ member: 'wang' });
  // Four trips through the bank's page and two accessibility checks on a shared two-core machine.
  test.setTimeout(120_000);

  test('a failed binding names its case and "try again" starts a new one, until a card is bound', async ({
    page,
    t,
  }) => {
    const failureHeading = main(page).getByRole('heading', {
      level: 2,
      name: t('common:errors.cardBindingFailure'),
    });
    const tryAgain = main(page).getByRole('button', { name: t('member:cardLink.tryAgain') });

    // An address nobody catalogued, even one naming an object's own property, gets the general text.
    await page.goto(appUrl('/cardlink_error/__proto__'));
    await expect(failureHeading).toBeVisible();
    await expect(main(page).getByText(t('member:cardLink.error.unknown'))).toBeVisible();
    await expect(main(page).getByText(/object Object/)).toHaveCount(0);

    await page.goto(appUrl('/member_center/home'));
    await main(page)
      .getByRole('region', { name: t('member:cards.title') })
      .getByRole('button', { name: t('member:cards.add') })
      .click();
    await bindOnCardPage(page, { number: '4000-0000-0000-0002' });
    await expect(page).toHaveURL(/\/eoffering\/cardlink_error\//);
    await expect(failureHeading).toBeVisible();
    await expect(main(page).getByText(t('member:cardLink.error.declined'))).toBeVisible();
    await checkAccessibility(page, 'card declined');

    await tryAgain.click();
    await expect(page).toHaveURL(/\/gateway\/card/);
    await page.getByRole('button', { name: /Cancel/ }).click();
    await expect(failureHeading).toBeVisible();
    await expect(main(page).getByText(t('member:cardLink.error.cancelled'))).toBeVisible();

    await tryAgain.click();
    await bindOnCardPage(page, { number: '4000-0000-0000-0119' });
    await expect(failureHeading).toBeVisible();
    await expect(main(page).getByText(t('member:cardLink.error.abnormal'))).toBeVisible();

    await tryAgain.click();
    await bindOnCardPage(page, { number: '5555-5555-5555-4444' });
    await expect(page).toHaveURL(/\/eoffering\/cardlink\/\d+$/);
    expect(await stored(page, 'cardLinkView')).toBe('member');
    const success = main(page).getByRole('heading', {
      level: 2,
      name: t('common:errors.cardBindingSuccess'),
    });
    await expect(success).toBeVisible();
    // A sentence, not a lower-case label.
    await expect(success).toHaveText(/^\p{Lu}|^\p{Script=Han}/u);
    await expect(main(page).getByText(t('member:cards.label'), { exact: true })).toHaveCount(1);
    await expect(
      main(page).getByRole('textbox', { name: t('member:cards.label') }),
    ).not.toHaveValue('');
    await expect(tryAgain).toHaveCount(0);
    await checkAccessibility(page, 'card bound after retries');
  });
});

/** 'YYYY/MM' of a month YYYYMM, as the pages show it. */
const shownMonth = (month: number | string) =>
  `${String(month).slice(0, 4)}/${String(month).slice(4, 6)}`;

const monthIndex = (month: number) => Math.floor(month / 100) * 12 + (month % 100) - 1;

/**
 * A new monthly plan of 王小明 on his card that expires next month, ending a year on: it needs
 * adjustment from the start (docs/screens/member-centre.md). Each run makes its own, so both language runs start alike.
 */
const planNeedingAdjustment = async (request: APIRequestContext, token: string) => {
  const project = await givableProject(request);
  const [item] = await memberCall(request, token, 'get_project_items', {
    project_aid: project.project_aid,
    if_ach: 1,
  });
  const cards = await memberCall(request, token, 'get_cardlink_list', {});
  const soonest = cards
    .filter((card) => card.cardlink_result === '0')
    .sort((a, b) => Number(a.cardlink_exym) - Number(b.cardlink_exym))[0];
  if (!item || !soonest) throw new Error('王小明 has a recurring item and a saved card');
  const now = new Date();
  const stop = (now.getFullYear() + 1) * 100 + now.getMonth() + 1;
  const line: ProjectItem = item;
  const { ach_aid: achAid } = await memberCall(request, token, 'ach_setting_handle2', {
    item_package: [{ item_aid: line.item_aid, item_name: line.item_name, package_amount: 500 }],
    currency: 'TWD',
    frequency: 1,
    payment_date: 10,
    stop_pay_date: stop,
    invoice_title_aid: -1,
    invoice_title: '',
    invoice_tax_id: '',
    cardlink_aid: soonest.cardlink_aid,
  });
  const plan = await memberCall(request, token, 'get_ach_detail', { ach_aid: achAid });
  expect(plan.status, 'the card expires before the plan ends').toBe(1);
  return { plan, card: soonest };
};

test.describe('王小明: recurring plan changes', () => {
  test.use({ member: 'wang' });
  // Three pages, three dialogs and three accessibility checks on a shared two-core machine.
  test.setTimeout(120_000);

  test('each change says what it will do before it does it, and a cancelled plan reads as cancelled', async ({
    page,
    t,
    request,
    memberToken,
  }) => {
    const { plan, card } = await planNeedingAdjustment(request, memberToken);
    const number = plan.ach_aid;

    // Moving every plan to the expiring card first names the plans that would need adjustment.
    const active = (await memberCall(request, memberToken, 'get_ach_list', {})).filter(
      (entry) => entry.status === 0 || entry.status === 1,
    );
    const needing = active.filter((entry) => entry.stop_pay_date > Number(card.cardlink_exym));
    await page.goto(appUrl('/member_center/home'));
    const cardEntry = main(page)
      .getByRole('region', { name: t('member:cards.title') })
      .getByRole('listitem')
      .filter({ hasText: card.cardlink_no });
    await cardEntry.getByRole('button', { name: t('member:cards.moveAll.action') }).click();
    const move = page.getByRole('alertdialog', { name: t('member:cards.moveAll.title') });
    await expect(move).toContainText(
      t('member:cards.moveAll.wouldNeedAdjustment', {
        count: needing.length,
        expiry: shownMonth(card.cardlink_exym),
        numbers: needing.map((entry) => entry.ach_aid).join(t('member:cards.moveAll.separator')),
      }),
    );
    await move.getByRole('button', { name: t('member:cards.moveAll.keep') }).click();
    await expect(move).toBeHidden();
    const untouched = await memberCall(request, memberToken, 'get_ach_list', {});
    for (const entry of active) {
      expect(untouched.find((after) => after.ach_aid === entry.ach_aid)?.cardlink_aid).toBe(
        entry.cardlink_aid,
      );
    }

    // The plan needing adjustment offers another card, and its end change names the debits.
    await page.goto(appUrl('/member_center/order_ach'));
    const planCard = main(page)
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading', { name: t('member:recurring.number', { number }) }),
      });
    await expect(planCard.getByText(t('member:recurring.state.needsAdjustment'))).toBeVisible();
    await expect(
      planCard.getByRole('link', { name: t('member:recurring.moveToCard') }),
    ).toBeVisible();
    const firstMonth = Number(plan.first_payment_date.slice(0, 7).replace('-', ''));
    const periods = monthIndex(Number(card.cardlink_exym)) - monthIndex(firstMonth) + 1;
    await planCard
      .getByRole('button', {
        name: t('member:recurring.changeEnd', { expiry: shownMonth(card.cardlink_exym) }),
      })
      .click();
    const endChange = page.getByRole('alertdialog', { name: t('member:recurring.changeEndTitle') });
    // A plan makes at least two debits (docs/screens/member-centre.md): an end that leaves fewer
    // is refused with the reason; otherwise the dialog names the debits before anything changes.
    const fewestDebits = 2;
    if (periods < fewestDebits) {
      await expect(endChange).toContainText(
        t('member:recurring.changeEndTooFew', {
          number,
          expiry: shownMonth(card.cardlink_exym),
          min: fewestDebits,
        }),
      );
      await endChange.getByRole('button', { name: t('common:actions.confirm') }).click();
    } else {
      await expect(endChange).toContainText(
        t('member:recurring.changeEndMessage', {
          number,
          end: shownMonth(card.cardlink_exym),
          count: periods,
          paid: 0,
          remaining: periods,
          total: plan.total_periods,
        }),
      );
      await endChange.getByRole('button', { name: t('member:recurring.keepEnd') }).click();
    }
    await expect(endChange).toBeHidden();
    expect(
      (await memberCall(request, memberToken, 'get_ach_detail', { ach_aid: number })).stop_pay_date,
    ).toBe(plan.stop_pay_date);

    // Cancelling asks with buttons that say what each does, then reads as cancelled, not terminated.
    await planCard.getByRole('button', { name: t('member:recurring.cancelSetting') }).click();
    const cancel = page.getByRole('alertdialog', { name: t('member:recurring.cancelTitle') });
    await expect(
      cancel.getByRole('button', { name: t('member:recurring.keepPlan') }),
    ).toBeVisible();
    await checkAccessibility(page, 'cancel plan confirmation');
    await cancel.getByRole('button', { name: t('member:recurring.cancelConfirm') }).click();
    await expect(
      main(page).getByText(t('member:recurring.cancelled', { number }), { exact: true }),
    ).toBeVisible();
    await expect(
      planCard.getByText(t('member:recurring.state.cancelled'), { exact: true }),
    ).toBeVisible();
    await expect(
      planCard.getByText(t('member:recurring.state.terminated'), { exact: true }),
    ).toHaveCount(0);
    // Its end is the day it was cancelled, never 'none'.
    await expect(factValue(planCard, t('member:recurring.end'))).toHaveText(
      /^\d{4}\/\d{2}\/\d{2}$/,
    );
    await checkAccessibility(page, 'cancelled plan');
  });
});

test.describe('陳美玲, no identity number on file', () => {
  test.use({ member: 'chen' });
  test.setTimeout(90_000);

  test('the receipt page asks for the number; it is confirmed first, and one on file for another member is refused', async ({
    page,
    t,
  }) => {
    await page.goto(appUrl('/member_center/receipt'));
    const annual = main(page).getByRole('region', { name: t('member:receipts.annualTitle') });
    await expect(annual.getByText(t('member:receipts.reason.no_identity'))).toBeVisible();
    const opener = annual.getByRole('button', { name: t('member:donor.fillIdentity') });
    await opener.click();

    const dialog = page.getByRole('dialog', { name: t('common:identity.title') });
    // Described by one sentence, not by the whole form.
    await expect(dialog).toHaveAccessibleDescription(t('common:identity.intro'));
    const field = dialog.getByLabel(t('common:identity.label'));
    await field.fill('a1234');
    await dialog.getByRole('button', { name: t('common:actions.next') }).click();
    await expect(dialog.getByRole('alert')).toHaveText(t('common:validation.identityFormat'));

    // 王小明's number, typed in lower case: uppercased, shown to confirm, then refused.
    await field.fill('a123456789');
    await expect(field).toHaveValue('A123456789');
    await dialog.getByRole('button', { name: t('common:actions.next') }).click();
    const confirmation = page.getByRole('dialog', { name: t('common:identity.confirmTitle') });
    await expect(confirmation).toHaveAccessibleDescription(t('common:identity.confirmIntro'));
    await expect(confirmation.getByText('A123456789', { exact: true })).toBeFocused();
    await checkAccessibility(page, 'identity confirmation');
    await confirmation.getByRole('button', { name: t('common:identity.confirm') }).click();
    await expect(dialog.getByRole('alert')).toHaveText(t('common:identity.taken'));
    await expect(field).toHaveValue('A123456789');
    await expect(field).toBeFocused();

    // Closing gives focus back to the button that opened the dialog; nothing was saved.
    await dialog.getByRole('button', { name: t('common:actions.cancel') }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(annual.getByText(t('member:receipts.reason.no_identity'))).toBeVisible();
  });
});
