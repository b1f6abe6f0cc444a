import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { memberCall } from '../support/member-calls';
import { useSeededMember } from '../support/seeded-member';

/** mock-server/src/fixtures/demo-records.json: 王小明's transfer of today, inside its edit window. */
const EDITABLE_TRANSFER = 1002;
const PHONE = { width: 390, height: 844 };

/** The contract's longest receipt titles (100 characters), with no space to break at. */
const LATIN_TITLE = 'GraceChurchFoundation'.repeat(5).slice(0, 100);
const CJK_TITLE = '好鄰居有限公司'.repeat(15).slice(0, 100);

/** The page is no wider than the phone: nothing the member typed pushes it sideways. */
const fitsThePhone = async (page: Page, where: string): Promise<void> => {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${where} is ${width} px wide on a ${PHONE.width} px phone`).toBeLessThanOrEqual(
    PHONE.width,
  );
};

// Saving titles and changing a giving's receipt are for good: a freshly seeded server of its own.
test.describe('王小明: receipt titles of 100 characters without a space', () => {
  const seeded = useSeededMember('wang');

  test('wrap inside a 390 px phone on the records, the detail, the receipts and the saved titles', async ({
    page,
    t,
  }) => {
    const latin = await memberCall(seeded.api, seeded.token, 'add_invoice_title', {
      invoice_title: LATIN_TITLE,
      invoice_tax_id: '04595252',
    });
    await memberCall(seeded.api, seeded.token, 'add_invoice_title', {
      invoice_title: CJK_TITLE,
      invoice_tax_id: '24536806',
    });
    await memberCall(seeded.api, seeded.token, 'update_member_receipt_info', {
      offering_aid: EDITABLE_TRANSFER,
      invoice_title_aid: latin.invoice_title_aid,
      invoice_title: LATIN_TITLE,
      invoice_tax_id: '04595252',
    });
    await page.setViewportSize(PHONE);

    for (const [where, path, shown] of [
      ['the saved titles', '/member_center/home', CJK_TITLE],
      ['the records', '/member_center/order_history', null],
      ['the giving detail', `/member_center/order_detail/${EDITABLE_TRANSFER}`, LATIN_TITLE],
      ['the receipts', '/member_center/receipt', null],
    ] as const) {
      await seeded.open(page, path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      if (shown) await expect(page.getByText(shown).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await fitsThePhone(page, where);
    }

    // The receipts of the company's title, chosen by its long name.
    const titles = page
      .getByRole('main')
      .getByRole('combobox', { name: t('member:receipts.title') });
    await titles.selectOption({ label: `${LATIN_TITLE} (04595252)` });
    await expect(titles).toHaveValue(String(latin.invoice_title_aid));
    await page.waitForLoadState('networkidle');
    await fitsThePhone(page, 'the receipts of the long title');
  });
});
