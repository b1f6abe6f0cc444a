import type { Page } from '@playwright/test';
import type { RequestOf } from '@eoffering/shared/contract';
import { checkAccessibility } from '../support/accessibility';
import { appUrl, expect, test } from '../support/fixtures';
import { WANG_IDENTITY, memberCall } from '../support/member-calls';
import { opensWith } from '../support/receipt-pdf';
import type { Texts } from '../support/texts';
import { printConfirmButton } from '../support/print-dialog';

const ALL: RequestOf<'get_tra_offering_list'> = {
  tra_start_datetime: '',
  tra_end_datetime: '',
  invoice_title_aid: null,
  pay_method: 'null',
  offering_aid: '',
};

const recordLinks = (page: Page, t: Texts) =>
  page.getByRole('list', { name: t('member:records.listTitle') }).getByRole('link');

/** docs/screens/member-centre.md: the recurring records page lists five plans a page. */
const PLANS_PER_PAGE = 5;

const countText = (t: Texts, total: number) => t('member:records.count', { count: total });

test.describe('王小明: giving records, detail and recurring records', () => {
  test.use({ member: 'wang' });

  test('pages through the records and filters by method, year and number; the address keeps the filters', async ({
    page,
    t,
    request,
    memberToken,
  }) => {
    const every = await memberCall(request, memberToken, 'get_tra_offering_list', ALL);
    expect(every.length, 'the fixtures hold more than one page of givings').toBeGreaterThan(5);

    await page.goto(appUrl('/member_center/order_history'));
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: t('member:pages.records') }),
    ).toBeVisible();
    await expect(main.getByText(countText(t, every.length))).toBeVisible();
    await expect(recordLinks(page, t)).toHaveCount(5);
    await expect(recordLinks(page, t).first()).toHaveText(
      t('member:records.number', { number: every[0]?.offering_aid ?? 0 }),
    );
    await checkAccessibility(page, 'giving records');

    // docs/screens/member-centre.md: five a page.
    await main.getByRole('button', { name: t('common:pagination.page', { page: 2 }) }).click();
    await expect(recordLinks(page, t).first()).toHaveText(
      t('member:records.number', { number: every[5]?.offering_aid ?? 0 }),
    );
    await expect(page).toHaveURL(/page=2/);

    // Pay method: transfers only, back on page 1.
    const transfers = every.filter((giving) => giving.pay_method === 'VACC');
    await main
      .getByRole('combobox', { name: t('member:records.filter.method') })
      .selectOption({ label: t('member:records.payMethod.VACC') });
    await expect(main.getByText(countText(t, transfers.length))).toBeVisible();
    await expect(page).toHaveURL(/method=VACC/);
    await expect(page).not.toHaveURL(/page=/);

    // The previous calendar year, shown as an ROC year with the Gregorian year.
    const year = new Date().getFullYear() - 1;
    const lastYear = every.filter(
      (giving) =>
        giving.pay_method === 'VACC' && giving.offering_build_datetime.startsWith(`${year}-`),
    );
    await main
      .getByRole('combobox', { name: t('member:records.filter.range') })
      .selectOption({ label: t('common:date.rocYear', { roc: year - 1911, year }) });
    await expect(main.getByText(countText(t, lastYear.length))).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`range=year-${year}`));

    // Back returns to the previous filter; reload keeps the current one.
    await page.goBack();
    await expect(main.getByText(countText(t, transfers.length))).toBeVisible();
    await expect(
      main.getByRole('combobox', { name: t('member:records.filter.range') }),
    ).toHaveValue('all');
    await page.reload();
    await expect(main.getByText(countText(t, transfers.length))).toBeVisible();
    await expect(
      main.getByRole('combobox', { name: t('member:records.filter.method') }),
    ).toHaveValue('VACC');

    // The giving number: digits only; a refused entry stays as typed.
    await page.goto(appUrl('/member_center/order_history'));
    const number = main.getByRole('textbox', { name: t('member:records.filter.number') });
    await number.fill('10o1');
    await main.getByRole('button', { name: t('member:records.filter.search') }).click();
    await expect(main.getByRole('alert')).toHaveText(t('member:records.filter.numberInvalid'));
    await expect(number).toHaveValue('10o1');
    const wanted = every[2]?.offering_aid ?? 0;
    await number.fill(String(wanted));
    await number.press('Enter');
    await expect(main.getByText(countText(t, 1))).toBeVisible();
    await expect(recordLinks(page, t)).toHaveText([t('member:records.number', { number: wanted })]);
    await checkAccessibility(page, 'giving records, filtered');

    await main.getByRole('link', { name: t('member:records.recurringLink') }).click();
    await expect(
      main.getByRole('heading', { level: 1, name: t('member:pages.recurring') }),
    ).toBeVisible();
  });

  test('opens a giving from the list, edits its receipt title, and shows a transfer account', async ({
    page,
    t,
    request,
    memberToken,
  }) => {
    const before = await memberCall(request, memberToken, 'get_tra_offering_detail', {
      offering_aid: 1001,
    });
    expect(before.if_edit_flag, 'giving 1001 is inside its edit window').toBe(1);
    const titles = (await memberCall(request, memberToken, 'get_invoice_title_list', {})).filter(
      (title) => title.disable === 0,
    );
    // Each language run moves the title to the other saved one, so both runs edit something.
    const next = titles.find((title) => title.invoice_title !== before.invoice_title);
    if (!next) throw new Error('the fixtures give 王小明 two saved titles');

    await page.goto(appUrl('/member_center/order_history?number=1001'));
    const main = page.getByRole('main');
    await main.getByRole('link', { name: t('member:records.number', { number: 1001 }) }).click();
    await expect(
      main.getByRole('heading', { level: 1, name: t('member:pages.detail') }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/member_center\/order_detail\/1001$/);
    const receipt = main.getByRole('region', { name: t('member:detail.receiptTitle') });
    await expect(receipt.getByText(before.invoice_title, { exact: true })).toBeVisible();
    await checkAccessibility(page, 'giving detail');

    await receipt.getByRole('button', { name: t('member:detail.editReceipt') }).click();
    await receipt
      .getByRole('combobox', { name: t('common:receipt.savedTitles') })
      .selectOption({ label: `${next.invoice_title} (${next.invoice_tax_id})` });
    await expect(receipt.getByRole('textbox', { name: t('member:titles.taxId') })).toHaveValue(
      next.invoice_tax_id,
    );
    await checkAccessibility(page, 'receipt title edit');
    await receipt.getByRole('button', { name: t('common:actions.submit') }).click();
    await expect(page.getByText(t('common:success.updateSuccessful'))).toBeVisible();
    await expect(receipt.getByText(next.invoice_title, { exact: true })).toBeVisible();
    await expect(receipt.getByText(next.invoice_tax_id, { exact: true })).toBeVisible();
    const after = await memberCall(request, memberToken, 'get_tra_offering_detail', {
      offering_aid: 1001,
    });
    expect(after.invoice_title_aid).toBe(next.invoice_title_aid);

    // A transfer giving: the dedicated account in a dialog with a copy button.
    const account = await memberCall(request, memberToken, 'get_member_vacc_num', {});
    await page.goto(appUrl('/member_center/order_detail/1002'));
    await main.getByRole('button', { name: t('member:detail.transferInfo') }).click();
    const dialog = page.getByRole('dialog', { name: t('member:vacc.title') });
    await expect(dialog.getByText(account.id_account, { exact: true })).toBeVisible();
    await expect(dialog.getByText(account.bank_name, { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: t('member:vacc.copy') })).toBeVisible();
    await checkAccessibility(page, 'transfer account dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('terminates a recurring plan after confirmation', async ({
    page,
    t,
    request,
    memberToken,
  }) => {
    const plans = await memberCall(request, memberToken, 'get_ach_list', {});
    // The first run on a server ends the active plan, the second the paused one, which is active
    // too but reads 'Paused' (docs/decisions.md, "Recurring plans changed in place").
    const unpaused = plans.find((plan) => plan.status === 0 && !plan.paused_until);
    const active = unpaused ?? plans.find((plan) => plan.status === 0);
    if (!active) throw new Error('the fixtures hold an active plan and a paused one');
    const state = t(unpaused ? 'member:recurring.state.active' : 'member:recurring.state.paused');
    // Five plans a page, newest first (docs/screens/member-centre.md): a plan set up by an earlier
    // journey on this worker's server moves the oldest to the next page.
    const listPage = Math.floor(plans.indexOf(active) / PLANS_PER_PAGE) + 1;
    await page.goto(appUrl(`/member_center/order_ach${listPage > 1 ? `?page=${listPage}` : ''}`));
    const main = page.getByRole('main');
    await expect(main.getByText(countText(t, plans.length))).toBeVisible();
    await checkAccessibility(page, 'recurring records');

    const plan = main.getByRole('listitem').filter({
      has: page.getByRole('heading', {
        name: t('member:recurring.number', { number: active.ach_aid }),
      }),
    });
    await expect(plan.getByText(state, { exact: true })).toBeVisible();

    const toggle = plan.getByRole('button', { name: t('member:recurring.paymentAndReceipt') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(plan.getByText(active.cardlink_no, { exact: true })).toBeVisible();

    await plan.getByRole('button', { name: t('member:recurring.terminate') }).click();
    const confirmation = page.getByRole('alertdialog', {
      name: t('member:recurring.terminateTitle'),
    });
    await expect(confirmation).toBeVisible();
    await checkAccessibility(page, 'terminate confirmation');
    await confirmation
      .getByRole('button', { name: t('member:recurring.terminateConfirm') })
      .click();
    await expect(
      main.getByText(t('member:recurring.terminated', { number: active.ach_aid })),
    ).toBeVisible();
    await expect(
      plan.getByText(t('member:recurring.state.terminated'), { exact: true }),
    ).toBeVisible();
    await expect(plan.getByRole('button', { name: t('member:recurring.terminate') })).toHaveCount(
      0,
    );
    const stopped = await memberCall(request, memberToken, 'get_ach_detail', {
      ach_aid: active.ach_aid,
    });
    expect(stopped.status).toBe(2);
  });

  test('prints a single receipt: a countdown, then a PDF that opens only with the identity number', async ({
    page,
    t,
    request,
    memberToken,
  }) => {
    // An untitled, printable giving outside its edit window (its password is the identity
    // number); each language run prints another one.
    const givings = await memberCall(request, memberToken, 'get_tra_offering_list', ALL);
    const giving = givings.find(
      (candidate) =>
        candidate.if_print_flag === 0 &&
        candidate.if_edit_flag === 0 &&
        candidate.invoice_title_aid === 0 &&
        candidate.invoice_tax_id === '',
    );
    if (!giving) throw new Error('the fixtures hold an untitled printable giving');

    await page.goto(appUrl(`/member_center/order_detail/${giving.offering_aid}`));
    const main = page.getByRole('main');
    const print = main.getByRole('button', { name: t('common:print.action.print') });
    await expect(print).toHaveAccessibleDescription(t('common:print.status.printable'));
    await print.click();

    const dialog = page.getByRole('alertdialog', { name: t('common:print.action.print') });
    const confirm = printConfirmButton(dialog, t('common:print.confirm'));
    // docs/screens/member-centre.md: the confirm button is locked for the 3-second countdown.
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveText(/\(\d\)/);
    await checkAccessibility(page, 'print confirmation');
    await expect(confirm).toBeEnabled({ timeout: 5_000 });

    const downloading = page.waitForEvent('download');
    await confirm.click();
    const download = await downloading;
    // docs/screens/member-centre.md: the church name first, then the title and the date, as a PDF.
    expect(download.suggestedFilename()).toMatch(/^.+_[^_]+_\d{8}\.pdf$/);
    await expect(dialog).toBeHidden();

    // Opens with the identity number only: not without a password, not with another number.
    expect(await opensWith(download, [WANG_IDENTITY, null, 'B123456780'])).toEqual([
      true,
      false,
      false,
    ]);

    // The page reloads the giving: printed, and a second copy is a reprint.
    await expect(
      main.getByRole('button', { name: t('common:print.action.reprint') }),
    ).toHaveAccessibleDescription(t('common:print.status.printed'));
  });
});
