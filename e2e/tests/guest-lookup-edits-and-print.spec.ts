import { checkAccessibility } from '../support/accessibility';
import { opensWith } from '../support/receipt-pdf';
import { expect, test } from '../support/fixtures';
import { factValue } from '../support/facts';
import {
  GUEST_IDENTITY,
  lookUp,
  printReceipt,
  useGuestLookupServer,
} from '../support/guest-lookup';

/**
 * mock-server/src/fixtures/demo-records.json: guest 林志豪's transfer, success, today: inside the
 * edit window, items editable.
 */
const GUEST_TRANSFER = 1101;
/** A tax id of the right shape (docs/decisions.md: 8 digits). */
const TAX_ID = '24536806';
/** The items of GUEST_TRANSFER, as mock-server/src/fixtures/demo-records.json names them. */
const TITHE = { item_name: '什一奉獻', item_name_en: 'Tithe' };
const THANKSGIVING = { item_name: '感恩奉獻', item_name_en: 'Thanksgiving' };

// What a guest changes and prints is the same in either language; the lookup's screens in English
// are the route walk's and the reprint journey's (guest-receipt-reprint.spec.ts, both languages).
test.describe('guest lookup: a giving changed, then printed', () => {
  const open = useGuestLookupServer();

  test('a wrong identity number says no data; the right one opens the detail, whose items and receipt title the guest changes, then prints', async ({
    page,
    t,
  }) => {
    await open(page, '/order_history');
    await expect(
      page.getByRole('heading', { level: 1, name: t('giving:pages.lookup') }),
    ).toBeVisible();
    await checkAccessibility(page, 'guest lookup');

    await lookUp(page, t, GUEST_TRANSFER, 'B223456782');
    await expect(page.getByRole('alert')).toHaveText(t('common:errors.noData'));
    await expect(page.getByRole('textbox', { name: t('giving:lookup.identity') })).toHaveValue(
      'B223456782',
    );
    await checkAccessibility(page, 'guest lookup: no data');

    await lookUp(page, t, GUEST_TRANSFER, GUEST_IDENTITY.toLowerCase());
    await expect(page).toHaveURL(new RegExp(`/eoffering/order_history/detail/${GUEST_TRANSFER}$`));
    expect(page.url()).not.toContain(GUEST_IDENTITY);
    await expect(factValue(page, t('giving:result.method'))).toHaveText(
      t('giving:result.payMethod.VACC'),
    );
    await expect(factValue(page, t('giving:result.total'))).toHaveText('NT$ 3,000');
    await checkAccessibility(page, 'guest giving detail');

    // docs/screens/guest-lookup.md: the ticked amounts must add up to the original total.
    await page.getByRole('button', { name: t('giving:lookup.items.edit') }).click();
    const amountFor = (item: string) =>
      page.getByRole('textbox', { name: t('common:itemEdit.amountFor', { item }) });
    const tithe = t.nameOf(TITHE, 'item_name');
    const thanksgiving = t.nameOf(THANKSGIVING, 'item_name');
    await expect(amountFor(thanksgiving)).toBeDisabled();
    await amountFor(tithe).fill('1500');
    await page.getByRole('button', { name: t('common:actions.submit') }).click();
    await expect(page.getByRole('alert')).toHaveText(t('common:errors.modificationError'));
    await page.getByRole('checkbox', { name: thanksgiving }).check();
    await amountFor(thanksgiving).fill('500');
    await checkAccessibility(page, 'guest item editing');
    await page.getByRole('button', { name: t('common:actions.submit') }).click();
    const updated = page.getByText(t('common:success.updateSuccessful'));
    await expect(updated).toBeVisible();
    await expect(factValue(page, t('giving:result.items'))).toContainText(
      `${thanksgiving} NT$ 500`,
    );
    await expect(factValue(page, t('giving:result.total'))).toHaveText('NT$ 3,000');
    await expect(updated).toBeHidden();

    await page.getByRole('button', { name: t('giving:lookup.editReceipt') }).click();
    await page.getByRole('textbox', { name: t('giving:receiptForm.title') }).fill('林志豪工作室');
    await page.getByRole('textbox', { name: t('giving:receiptForm.taxId') }).fill(TAX_ID);
    await checkAccessibility(page, 'guest receipt editing');
    await page.getByRole('button', { name: t('common:actions.submit') }).click();
    await expect(updated).toBeVisible();
    await expect(factValue(page, t('giving:receiptForm.title'))).toHaveText('林志豪工作室');
    await expect(factValue(page, t('giving:receiptForm.taxId'))).toHaveText(TAX_ID);

    // A titled receipt opens with its tax id (docs/screens/guest-lookup.md FAQ), never without a password.
    const download = await printReceipt(page, t, 'print');
    // docs/api-contract.md: the church name first, then the document, the receipt's title and the
    // date, as a PDF.
    expect(download.suggestedFilename()).toMatch(/^[^_]+_[^_]+_林志豪工作室_\d{8}\.pdf$/);
    expect(await opensWith(download, [TAX_ID, null, GUEST_IDENTITY])).toEqual([true, false, false]);
    // Printed: the receipt details are final (docs/screens/guest-lookup.md) and the next copy is a reprint.
    await expect(
      page.getByRole('button', { name: t('common:print.action.reprint') }),
    ).toHaveAccessibleDescription(t('common:print.status.printed'));
    await expect(page.getByRole('button', { name: t('giving:lookup.editReceipt') })).toBeDisabled();
    await expect(page.getByRole('button', { name: t('giving:lookup.items.edit') })).toHaveCount(0);
  });
});
