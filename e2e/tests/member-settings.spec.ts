import type { Page } from '@playwright/test';
import { checkAccessibility } from '../support/accessibility';
import { appUrl, expect, stored, test } from '../support/fixtures';
import { WANG_IDENTITY, memberCall } from '../support/member-calls';
import { opensWith } from '../support/receipt-pdf';
import { printConfirmButton } from '../support/print-dialog';
import { bindOnCardPage } from '../support/card-page';

// The member centre's settings (docs/screens/member-centre.md): receipts and the annual receipt, reminders,
// saved cards and titles, card binding through the gateway simulator (mock-server/docs/simulator.md)
// and one card for every recurring plan (docs/decisions.md). Both language runs share one server,
// so every step reads the state it starts from.

const main = (page: Page) => page.getByRole('main');

const section = (page: Page, name: string) => main(page).getByRole('region', { name });

test.describe('王小明: receipts, reminders, cards and titles', () => {
  test.use({ member: 'wang' });

  test("downloads last year's annual receipt, which opens only with the identity number", async ({
    page,
    t,
  }) => {
    await page.goto(appUrl('/member_center/receipt'));
    await expect(
      main(page).getByRole('heading', { level: 1, name: t('member:pages.receipt') }),
    ).toBeVisible();
    const year = new Date().getFullYear();
    const yearChoice = main(page).getByRole('combobox', { name: t('member:receipts.year') });
    await expect(yearChoice).toHaveValue(String(year));
    await checkAccessibility(page, 'receipt information');

    // docs/screens/member-centre.md: ROC years; the fixtures issued last year's receipt in his own name on 5 January.
    await yearChoice.selectOption({
      label: t('common:date.rocYear', { roc: year - 1912, year: year - 1 }),
    });
    const annual = section(page, t('member:receipts.annualTitle'));
    const print = annual.getByRole('button', { name: t('common:print.action.annualReprint') });
    await expect(print).toHaveAccessibleDescription(t('common:print.status.printed'));
    await expect(
      section(page, t('member:receipts.listTitle')).getByRole('listitem').first(),
    ).toBeVisible();
    await checkAccessibility(page, 'receipt information, last year');

    await print.click();
    const dialog = page.getByRole('alertdialog', { name: t('common:print.action.annualReprint') });
    const confirm = printConfirmButton(dialog, t('common:print.confirm'));
    await expect(confirm).toBeDisabled();
    await expect(confirm).toBeEnabled({ timeout: 5_000 });
    const downloading = page.waitForEvent('download');
    await confirm.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    await expect(dialog).toBeHidden();

    // Opens with the identity number only: not without a password, not with another number.
    expect(await opensWith(download, [WANG_IDENTITY, null, 'B123456780'])).toEqual([
      true,
      false,
      false,
    ]);
  });

  test('changes both reminders and finds them after a reload', async ({ page, t }) => {
    await page.goto(appUrl('/member_center/preferences'));
    const offering = section(page, t('member:preferences.offering.title'));
    const expiry = section(page, t('member:preferences.expiry.title'));
    const offeringSwitch = offering.getByRole('switch', {
      name: t('member:preferences.offering.switch'),
    });
    const week = offering.getByRole('combobox', { name: t('member:preferences.offering.week') });
    const expirySwitch = expiry.getByRole('switch', {
      name: t('member:preferences.expiry.switch'),
    });
    await expect(offeringSwitch).toBeVisible();
    await checkAccessibility(page, 'reminder settings');

    // Each language run picks its own week and flips the expiry reminder from where it is.
    const wanted = t.language === 'en' ? '4' : '3';
    if (!(await offeringSwitch.isChecked())) {
      await offeringSwitch.check();
      await expect(offeringSwitch).toBeEnabled();
    }
    await week.selectOption(wanted);
    await expect(page.getByText(t('common:success.updated')).first()).toBeVisible();
    await expect(week).toBeEnabled();
    const expiryOn = await expirySwitch.isChecked();
    await expirySwitch.click();
    await expect(expirySwitch).toBeEnabled();
    await expect(expirySwitch).toBeChecked({ checked: !expiryOn });

    await page.reload();
    await expect(week).toHaveValue(wanted);
    await expect(offeringSwitch).toBeChecked();
    await expect(expirySwitch).toBeChecked({ checked: !expiryOn });

    // Off sends 0: the week cannot be chosen until it is on again.
    await offeringSwitch.uncheck();
    await expect(week).toBeDisabled();
    await page.reload();
    await expect(offeringSwitch).not.toBeChecked();
    await offeringSwitch.check();
    await expect(week).toBeEnabled();
  });

  test('renames a card, cannot remove the card in use, and adds and deletes a title', async ({
    page,
    t,
  }) => {
    await page.goto(appUrl('/member_center/home'));
    const cards = section(page, t('member:cards.title'));
    const entries = cards.getByRole('listitem');
    await expect(entries.first()).toBeVisible();
    const inUse = entries.filter({ hasText: t('member:cards.inUse') }).first();
    // Renaming is open to every card, the one a plan uses included.
    const renamed = entries.first();
    await checkAccessibility(page, 'personal data with cards and titles');

    // docs/screens/member-centre.md: a card a plan uses is not removed; the warning says why.
    await inUse.getByRole('button', { name: t('member:cards.remove') }).click();
    const warning = page.getByRole('alertdialog', { name: t('common:errors.cardInUseTitle') });
    await expect(warning).toContainText(t('common:errors.cardInUse'));
    await checkAccessibility(page, 'card in use warning');
    await warning.getByRole('button', { name: t('common:actions.confirm') }).click();
    await expect(warning).toBeHidden();

    // docs/screens/member-centre.md: at most 10 characters, counted as the server counts them.
    await renamed.getByRole('button', { name: t('member:cards.rename') }).click();
    const label = renamed.getByRole('textbox', { name: t('member:cards.label') });
    await label.fill('一二三四五六七八九十一');
    await renamed.getByRole('button', { name: t('member:cards.saveLabel') }).click();
    await expect(renamed.getByRole('alert')).toHaveText(t('common:validation.exceedsMaxLength'));
    await expect(label).toHaveValue('一二三四五六七八九十一');
    const name = t.language === 'en' ? 'Spare card' : '備用的卡片';
    await label.fill(name);
    await renamed.getByRole('button', { name: t('member:cards.saveLabel') }).click();
    await expect(cards.getByRole('heading', { name, exact: true })).toBeVisible();

    // docs/screens/member-centre.md: saved titles.
    const titles = section(page, t('member:titles.title'));
    const form = titles.getByRole('form', { name: t('member:titles.addLabel') });
    const add = form.getByRole('button', { name: t('member:titles.add') });
    await add.click();
    await expect(form.getByRole('alert').first()).toHaveText(t('common:validation.enterFieldData'));
    await expect(form.getByRole('textbox', { name: t('member:titles.name') })).toBeFocused();
    const title = `E2E ${t.language} 書房`;
    await form.getByRole('textbox', { name: t('member:titles.name') }).fill(title);
    await form.getByRole('textbox', { name: t('member:titles.taxId') }).fill('24536806');
    await add.click();
    await expect(page.getByText(t('common:success.addedToSaved'))).toBeVisible();
    const entry = titles.getByRole('listitem').filter({ hasText: title });
    await expect(entry).toBeVisible();

    await form.getByRole('textbox', { name: t('member:titles.name') }).fill(title);
    await form.getByRole('textbox', { name: t('member:titles.taxId') }).fill('24536806');
    await add.click();
    await expect(form.getByRole('alert')).toHaveText(t('common:errors.duplicateData'));

    await entry.getByRole('button', { name: t('member:titles.delete') }).click();
    const question = page.getByRole('alertdialog', { name: t('member:titles.deleteTitle') });
    await question.getByRole('button', { name: t('member:titles.delete') }).click();
    await expect(entry).toHaveCount(0);
  });

  test('binds a card through the simulator and moves every recurring plan to it', async ({
    page,
    t,
    request,
    memberToken,
  }) => {
    // The failure page shows only its catalogued explanation, never the address's text.
    await page.goto(appUrl('/cardlink_error/%3Cb%3Ecall%200800-000-000%3C%2Fb%3E'));
    await expect(
      main(page).getByRole('heading', { level: 2, name: t('common:errors.cardBindingFailure') }),
    ).toBeVisible();
    await expect(main(page).getByText(t('member:cardLink.error.unknown'))).toBeVisible();
    await expect(main(page).getByText(/0800/)).toHaveCount(0);
    await checkAccessibility(page, 'card binding failure');

    const active = (await memberCall(request, memberToken, 'get_ach_list', {})).filter(
      (plan) => plan.status === 0 || plan.status === 1,
    );

    await page.goto(appUrl('/member_center/home'));
    await section(page, t('member:cards.title'))
      .getByRole('button', { name: t('member:cards.add') })
      .click();
    await bindOnCardPage(page);
    await expect(page).toHaveURL(/\/eoffering\/cardlink\/\d+$/);
    const cardlinkAid = Number(/(\d+)$/.exec(page.url())?.[1]);
    expect(await stored(page, 'cardLinkView')).toBe('member');

    await expect(
      main(page).getByRole('heading', { level: 2, name: t('common:errors.cardBindingSuccess') }),
    ).toBeVisible();
    await expect(main(page).getByText('4311-95**-****-2222')).toBeVisible();
    await checkAccessibility(page, 'card binding result');

    await main(page)
      .getByRole('button', { name: t('member:cards.moveAll.action') })
      .click();
    const question = page.getByRole('alertdialog', { name: t('member:cards.moveAll.title') });
    await checkAccessibility(page, 'move every plan confirmation');
    await question
      .getByRole('button', { name: t('member:cards.moveAll.confirm', { count: active.length }) })
      .click();
    await expect(
      page.getByText(t('member:cards.moveAll.moved', { count: active.length })),
    ).toBeVisible();
    const after = await memberCall(request, memberToken, 'get_ach_list', {});
    for (const plan of active) {
      expect(after.find((candidate) => candidate.ach_aid === plan.ach_aid)?.cardlink_aid).toBe(
        cardlinkAid,
      );
    }

    await main(page)
      .getByRole('link', { name: t('member:cardLink.backToMember') })
      .click();
    await expect(
      main(page).getByRole('heading', { level: 1, name: t('member:pages.personal') }),
    ).toBeVisible();
  });
});
