import { checkAccessibility } from '../support/accessibility';
import { appUrl, expect, test } from '../support/fixtures';
import { CHEN_IDENTITY, CHEN_OWN_NAME, saveIdentityNumber } from '../support/identity-dialog';
import { memberCall } from '../support/member-calls';
import { useSeededMember } from '../support/seeded-member';

/** mock-server/src/fixtures/demo-records.json: 王小明's transfer of today, 1,000 tithe and 500 thanks. */
const EDITABLE_TRANSFER = 1002;

// Changing a giving's items is for good, so each language run gets a freshly seeded server.
test.describe('王小明: the items of his bank transfer', () => {
  const seeded = useSeededMember('wang');

  test('are moved between items inside the edit window, keeping the total', async ({ page, t }) => {
    const before = await memberCall(seeded.api, seeded.token, 'get_tra_offering_detail', {
      offering_aid: EDITABLE_TRANSFER,
    });
    expect(before.item_package.map((line) => line.package_amount)).toEqual([1000, 500]);
    const items = await memberCall(seeded.api, seeded.token, 'get_project_items', {
      project_aid: before.project_aid,
      if_ach: 0,
    });
    const named = (aid: number) => {
      const item = items.find((candidate) => candidate.item_aid === aid);
      if (!item) throw new Error(`the project holds item ${aid}`);
      return t.nameOf(item, 'item_name');
    };
    const tithe = named(1);
    const thanks = named(2);
    const missions = named(4);

    await seeded.open(page, `/member_center/order_detail/${EDITABLE_TRANSFER}`);
    const section = page
      .getByRole('main')
      .getByRole('region', { name: t('member:detail.itemsEdit.title') });
    const edit = section.getByRole('button', { name: t('member:detail.itemsEdit.edit') });
    await edit.click();
    const amountOf = (item: string) =>
      section.getByRole('textbox', { name: t('common:itemEdit.amountFor', { item }) });
    await expect(section.getByRole('checkbox', { name: tithe })).toBeChecked();
    await expect(amountOf(tithe)).toHaveValue('1000');
    await expect(amountOf(thanks)).toHaveValue('500');
    await expect(amountOf(missions)).toBeDisabled();
    await checkAccessibility(page, 'member item editing');

    // A changed total is refused before anything is sent.
    await amountOf(thanks).fill('400');
    await section.getByRole('button', { name: t('common:actions.submit') }).click();
    await expect(section.getByRole('alert')).toHaveText(t('common:errors.modificationError'));

    await section.getByRole('checkbox', { name: missions }).check();
    await amountOf(missions).fill('100');
    await section.getByRole('button', { name: t('common:actions.submit') }).click();
    await expect(page.getByText(t('common:success.updateSuccessful'))).toBeVisible();
    await expect(edit).toBeFocused();
    for (const line of [`${tithe} NT$ 1,000`, `${thanks} NT$ 400`, `${missions} NT$ 100`]) {
      await expect(page.getByRole('main').getByText(line, { exact: true })).toBeVisible();
    }

    const after = await memberCall(seeded.api, seeded.token, 'get_tra_offering_detail', {
      offering_aid: EDITABLE_TRANSFER,
    });
    expect(after.item_package.map((line) => [line.item_aid, line.package_amount])).toEqual([
      [1, 1000],
      [2, 400],
      [4, 100],
    ]);
    expect(after.amount).toBe(1500);
  });
});

// Saving an identity number is for good, so each language run gets a freshly seeded server.
test.describe('陳美玲, no identity number on file: the giving detail', () => {
  const seeded = useSeededMember('chen');

  test('asks for the number where the print waits for it, and prints once it is saved', async ({
    page,
    t,
  }) => {
    await seeded.open(page, `/member_center/order_detail/${CHEN_OWN_NAME}`);
    const receipt = page
      .getByRole('main')
      .getByRole('region', { name: t('member:detail.receiptTitle') });
    const print = receipt.getByRole('button', { name: t('common:print.action.print') });
    await expect(receipt.getByText(t('member:detail.identityForPrint'))).toBeVisible();
    await expect(print).toBeDisabled();
    await checkAccessibility(page, 'detail asking for the identity number');

    const opener = receipt.getByRole('button', { name: t('member:donor.fillIdentity') });
    await opener.click();
    await saveIdentityNumber(page, t, CHEN_IDENTITY);

    // The page goes on: the same giving now prints, and nothing asks for the number again.
    await expect(print).toBeEnabled();
    await expect(receipt.getByText(t('member:detail.identityForPrint'))).toHaveCount(0);
    const donor = await memberCall(seeded.api, seeded.token, 'get_member_donor_info', {});
    expect(donor.member_social_identity).toBe(CHEN_IDENTITY);
  });
});

test.describe('王小明: paging through his records and back', () => {
  test.use({ member: 'wang' });

  test("Back from a giving keeps the list's page and filters; a new page starts at the list's top; the numbers are 24 px targets", async ({
    page,
    t,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(appUrl('/member_center/order_history?method=CREDIT'));
    const main = page.getByRole('main');
    const list = main.getByRole('list', { name: t('member:records.listTitle') });
    await expect(list.getByRole('link').first()).toBeVisible();
    await main.getByRole('button', { name: t('common:pagination.page', { page: 2 }) }).click();
    await expect(page).toHaveURL(/\?method=CREDIT&page=2$/);

    // The list's heading has focus and is in view, not the pager.
    const heading = main.getByRole('heading', { level: 2, name: t('member:records.listTitle') });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();

    const link = list.getByRole('link').first();
    const box = await link.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
    const number = await link.textContent();
    await link.click();
    await expect(
      page.getByRole('heading', { level: 1, name: t('member:pages.detail') }),
    ).toBeVisible();
    await expect(main.getByRole('heading', { name: number ?? '' })).toBeVisible();

    await main.getByRole('link', { name: t('common:actions.back') }).click();
    await expect(page).toHaveURL(/\/member_center\/order_history\?method=CREDIT&page=2$/);
    await expect(
      main.getByRole('button', { name: t('common:pagination.page', { page: 2 }) }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(list.getByRole('link').first()).toHaveText(number ?? '');
    await checkAccessibility(page, 'records page 2 after Back');
  });
});
