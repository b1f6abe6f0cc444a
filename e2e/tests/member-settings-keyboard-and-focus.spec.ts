import type { Locator, Page } from '@playwright/test';
import { checkAccessibility } from '../support/accessibility';
import { appUrl, expect, test } from '../support/fixtures';
import type { Texts } from '../support/texts';
import { bindOnCardPage } from '../support/card-page';

// The member centre's settings a member can trust: focus that never drops to the page after an
// edit or a dialog (docs/screens/member-centre.md, focus after an edit), the monthly reminder that
// keeps its week, and saved titles edited in place (docs/decisions.md). Both language runs share
// one server, so every step reads the state it starts from.

const main = (page: Page) => page.getByRole('main');

const section = (page: Page, name: string) => main(page).getByRole('region', { name });

/**
 * axe from the page's top: scrolled down, the sticky header covers controls under it, which axe
 * counts as targets too small (the header covers nothing at the top).
 */
const checkFromTop = async (page: Page, where: string): Promise<void> => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await checkAccessibility(page, where);
};

/** Presses Tab (Shift+Tab with `back`) until `target` has focus: the keyboard's way there. */
const tabTo = async (page: Page, target: Locator, back = false): Promise<void> => {
  for (let step = 0; step < 80; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error('Tab never reached the control');
};

/** Binds a new card for 王小明 through the simulator's card page (setup, not under test). */
const bindCard = async (page: Page, t: Texts): Promise<void> => {
  await page.goto(appUrl('/member_center/home'));
  await section(page, t('member:cards.title'))
    .getByRole('button', { name: t('member:cards.add') })
    .click();
  await bindOnCardPage(page);
  await expect(page).toHaveURL(/\/eoffering\/cardlink\/\d+$/);
  await expect(main(page).getByRole('heading', { level: 2 })).toBeVisible();
};

test.describe('王小明', () => {
  test.use({ member: 'wang' });

  test('renames and removes a card and adds, edits and deletes a title with the keyboard alone, focus never lost', async ({
    page,
    t,
  }) => {
    // A card bound through the simulator, then a whole task by keyboard: longer than most.
    test.setTimeout(120_000);
    await bindCard(page, t);
    await page.goto(appUrl('/member_center/home'));
    const cards = section(page, t('member:cards.title'));
    const entries = cards.getByRole('listitem');
    const fresh = entries.filter({ hasText: '4311-95**-****-2222' }).filter({
      hasNot: page.getByText(t('member:cards.inUse')),
    });
    await expect(fresh.first()).toBeVisible();
    const card = fresh.last();

    // Rename: the name field takes focus; saving gives it back to Rename.
    const rename = card.getByRole('button', { name: t('member:cards.rename') });
    await tabTo(page, rename);
    await page.keyboard.press('Enter');
    const label = card.getByRole('textbox', { name: t('member:cards.label') });
    await expect(label).toBeFocused();
    const name = t.language === 'en' ? 'Trip card' : '旅行用卡';
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(name);
    await page.keyboard.press('Enter');
    const named = entries.filter({ has: page.getByRole('heading', { name, exact: true }) }).last();
    await expect(named.getByRole('button', { name: t('member:cards.rename') })).toBeFocused();

    // A removal called off gives focus back to Remove.
    const remove = named.getByRole('button', { name: t('member:cards.remove') });
    await tabTo(page, remove);
    await page.keyboard.press('Enter');
    const question = page.getByRole('alertdialog', { name: t('member:cards.removeTitle') });
    await expect(question).toBeVisible();
    await checkFromTop(page, 'remove card question');
    await page.keyboard.press('Escape');
    await expect(question).toBeHidden();
    await expect(remove).toBeFocused();

    // Removed: focus goes to a neighbouring card's name, not to the page.
    await page.keyboard.press('Enter');
    const confirmRemove = question.getByRole('button', { name: t('member:cards.remove') });
    await tabTo(page, confirmRemove);
    await page.keyboard.press('Enter');
    await expect(question).toBeHidden();
    await expect(named).toHaveCount(0);
    await expect(cards.locator('h3:focus')).toHaveCount(1);

    // The card a plan uses: the warning closes back onto its Remove button.
    const inUseRemove = entries
      .filter({ hasText: t('member:cards.inUse') })
      .first()
      .getByRole('button', { name: t('member:cards.remove') });
    await tabTo(page, inUseRemove);
    await page.keyboard.press('Enter');
    const warning = page.getByRole('alertdialog', { name: t('common:errors.cardInUseTitle') });
    await expect(warning).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(warning).toBeHidden();
    await expect(inUseRemove).toBeFocused();

    // Saved titles: add, then edit in place, then delete, each leaving focus somewhere useful.
    const titles = section(page, t('member:titles.title'));
    const form = titles.getByRole('form', { name: t('member:titles.addLabel') });
    const titleField = form.getByRole('textbox', { name: t('member:titles.name') });
    const title = `${t.language} keyboard ${Date.now()}`;
    await tabTo(page, titleField);
    await page.keyboard.type(title);
    await page.keyboard.press('Tab');
    await page.keyboard.type('24536806');
    await page.keyboard.press('Enter');
    await expect(page.getByText(t('common:success.addedToSaved'))).toBeVisible();
    await expect(titleField).toBeFocused();
    await expect(titleField).toHaveValue('');

    const entry = titles.getByRole('listitem').filter({ hasText: title });
    const edit = entry.getByRole('button', { name: t('member:titles.edit') });
    await tabTo(page, edit, true);
    await page.keyboard.press('Enter');
    const editForm = titles.getByRole('form', {
      name: t('member:titles.editLabel', { title }),
    });
    const editTitle = editForm.getByRole('textbox', { name: t('member:titles.name') });
    await expect(editTitle).toBeFocused();
    await expect(editTitle).toHaveValue(title);
    const edited = `${title} edited`;
    await page.keyboard.press('End');
    await page.keyboard.type(' edited');
    await page.keyboard.press('Enter');
    await expect(page.getByText(t('common:success.updated')).first()).toBeVisible();
    const editedEntry = titles.getByRole('listitem').filter({ hasText: edited });
    await expect(editedEntry.getByRole('button', { name: t('member:titles.edit') })).toBeFocused();

    await page.keyboard.press('Tab');
    const del = editedEntry.getByRole('button', { name: t('member:titles.delete') });
    await expect(del).toBeFocused();
    await page.keyboard.press('Enter');
    const ask = page.getByRole('alertdialog', { name: t('member:titles.deleteTitle') });
    await tabTo(page, ask.getByRole('button', { name: t('member:titles.delete') }));
    await page.keyboard.press('Enter');
    await expect(editedEntry).toHaveCount(0);
    const focusedInTitles = await titles.evaluate(
      (region) =>
        region.contains(document.activeElement) && document.activeElement !== document.body,
    );
    expect(focusedInTitles).toBe(true);
  });

  test('edits a saved title in place: checked as when added, in the page’s language, kept after a reload', async ({
    page,
    t,
  }) => {
    // Two titles added, each refusal shown and checked by axe: longer than most.
    test.setTimeout(90_000);
    await page.goto(appUrl('/member_center/home'));
    const titles = section(page, t('member:titles.title'));
    const form = titles.getByRole('form', { name: t('member:titles.addLabel') });
    const stamp = Date.now();
    const original = `${t.language} edit ${stamp}`;
    const other = `${t.language} other ${stamp}`;
    for (const name of [original, other]) {
      await form.getByRole('textbox', { name: t('member:titles.name') }).fill(name);
      await form.getByRole('textbox', { name: t('member:titles.taxId') }).fill('24536806');
      await form.getByRole('button', { name: t('member:titles.add') }).click();
      await expect(titles.getByRole('listitem').filter({ hasText: name })).toBeVisible();
    }

    const entry = titles.getByRole('listitem').filter({ hasText: original });
    await entry.getByRole('button', { name: t('member:titles.edit') }).click();
    const editForm = titles.getByRole('form', {
      name: t('member:titles.editLabel', { title: original }),
    });
    const name = editForm.getByRole('textbox', { name: t('member:titles.name') });
    const taxId = editForm.getByRole('textbox', { name: t('member:titles.taxId') });
    await expect(name).toHaveValue(original);
    await expect(taxId).toHaveValue('24536806');
    await checkFromTop(page, 'edit saved title form');
    const save = editForm.getByRole('button', { name: t('member:titles.save') });

    // The same checks as adding: the check digit, required fields, a pair another title holds.
    await taxId.fill('12345678');
    await save.click();
    await expect(editForm.getByText(t('common:validation.taxIdCheckDigit'))).toBeVisible();
    await expect(taxId).toHaveValue('12345678');
    await name.fill('');
    await taxId.fill('24536806');
    await save.click();
    await expect(editForm.getByText(t('common:validation.enterFieldData'))).toBeVisible();
    await name.fill(other);
    await save.click();
    await expect(editForm.getByRole('alert')).toHaveText(t('common:errors.duplicateData'));
    await checkFromTop(page, 'edit saved title form with messages');

    // Cancel leaves the title as it was.
    await editForm.getByRole('button', { name: t('common:actions.cancel') }).click();
    await expect(editForm).toHaveCount(0);
    await expect(entry.getByRole('button', { name: t('member:titles.edit') })).toBeFocused();

    const renamed = `${t.language} renamed ${stamp}`;
    await entry.getByRole('button', { name: t('member:titles.edit') }).click();
    await name.fill(renamed);
    await taxId.fill('a123456789');
    await save.click();
    await expect(page.getByText(t('common:success.updated')).first()).toBeVisible();
    const changed = titles.getByRole('listitem').filter({ hasText: renamed });
    await expect(changed).toContainText('A123456789');

    await page.reload();
    await expect(titles.getByRole('listitem').filter({ hasText: renamed })).toContainText(
      'A123456789',
    );
    await expect(titles.getByRole('listitem').filter({ hasText: original })).toHaveCount(0);
  });

  test('the monthly reminder keeps its week when turned off and on, after a reload too', async ({
    page,
    t,
  }) => {
    await page.goto(appUrl('/member_center/preferences'));
    const offering = section(page, t('member:preferences.offering.title'));
    const offeringSwitch = offering.getByRole('switch', {
      name: t('member:preferences.offering.switch'),
    });
    const week = offering.getByRole('combobox', { name: t('member:preferences.offering.week') });
    await expect(offeringSwitch).toBeVisible();
    if (!(await offeringSwitch.isChecked())) {
      await offeringSwitch.check();
      await expect(week).toBeEnabled();
    }
    const wanted = t.language === 'en' ? '3' : '4';
    await week.selectOption(wanted);
    await expect(page.getByText(t('common:success.updated')).first()).toBeVisible();

    // Off with the keyboard: focus stays on the switch while the change is saved.
    await tabTo(page, offeringSwitch, true);
    await page.keyboard.press('Space');
    await expect(offeringSwitch).not.toBeChecked();
    await expect(week).toBeDisabled();
    await expect(offeringSwitch).toBeFocused();
    await expect(week).toHaveValue(wanted);

    await page.reload();
    await expect(offeringSwitch).not.toBeChecked();
    await expect(week).toHaveValue(wanted);
    await expect(week).toBeDisabled();
    await checkFromTop(page, 'monthly reminder off');

    await tabTo(page, offeringSwitch);
    await page.keyboard.press('Space');
    await expect(week).toBeEnabled();
    await expect(offeringSwitch).toBeFocused();
    await expect(week).toHaveValue(wanted);

    await page.reload();
    await expect(offeringSwitch).toBeChecked();
    await expect(week).toHaveValue(wanted);
  });
});

test.describe('陳美玲, no identity number on file', () => {
  test.use({ member: 'chen' });

  test('closing the identity dialog that opened by itself sends focus to the button that opens it again', async ({
    page,
    t,
  }) => {
    await page.goto(appUrl('/member_center/home'));
    const dialog = page.getByRole('dialog', { name: t('common:identity.title') });
    await expect(dialog).toBeVisible();
    // As a keyboard user meets it: focus in its field, where the dialog puts it once it shows.
    await expect(dialog.getByRole('textbox')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const fill = section(page, t('member:donor.title')).getByRole('button', {
      name: t('member:donor.fillIdentity'),
    });
    await expect(fill).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await checkFromTop(page, 'identity dialog');
    await page.keyboard.press('Escape');
    await expect(fill).toBeFocused();
  });
});
