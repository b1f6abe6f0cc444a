import type { Page } from '@playwright/test';
import { checkAccessibility } from '../support/accessibility';
import { reprintMarker } from '../support/receipt-files';
import { opensWith } from '../support/receipt-pdf';
import { e2ePort } from '../support/environment';
import { appUrl, expect, test } from '../support/fixtures';
import { startSeededServer, type SeededServer } from '../support/seeded-server';
import type { Texts } from '../support/texts';
import { factValue } from '../support/facts';
import { confirmPrint, printConfirmButton } from '../support/print-dialog';

/** mock-server/src/fixtures/demo-records.json: guest 林志豪's identity number and givings. */
const GUEST_IDENTITY = 'B123456780';
/** Transfer, success, today: inside the edit window, items editable. */
const GUEST_TRANSFER = 1101;
/** Credit card, success, last year: outside the edit window, printable in the donor's name. */
const GUEST_OLD = 1102;
/** A tax id of the right shape (docs/decisions.md: 8 digits). */
const TAX_ID = '24536806';
/** The items of GUEST_TRANSFER, as mock-server/src/fixtures/demo-records.json names them. */
const TITHE = { item_name: '什一奉獻', item_name_en: 'Tithe' };
const THANKSGIVING = { item_name: '感恩奉獻', item_name_en: 'Thanksgiving' };

const lookUp = async (page: Page, t: Texts, offeringAid: number, identity: string) => {
  await page.getByRole('textbox', { name: t('giving:lookup.number') }).fill(String(offeringAid));
  await page.getByRole('textbox', { name: t('giving:lookup.identity') }).fill(identity);
  await page.getByRole('button', { name: t('giving:lookup.search') }).click();
};

/** Prints from the detail page after docs/screens/guest-lookup.md countdown and returns the download. */
const printReceipt = async (page: Page, t: Texts, action: 'print' | 'reprint') => {
  const name = t(`common:print.action.${action}`);
  await page.getByRole('button', { name }).click();
  const dialog = page.getByRole('alertdialog', { name });
  await expect(printConfirmButton(dialog, t('common:print.confirm'))).toBeDisabled();
  return confirmPrint(page, name, t('common:print.confirm'));
};

// Printing closes a giving's edit window for good (docs/screens/guest-lookup.md), so each language run gets a server
// of its own, freshly seeded: the same fixture givings, and a lookup limiter of its own (its one
// miss counts nowhere else).
test.describe('guest lookup, giving detail and receipt', () => {
  let server: SeededServer;

  test.beforeAll(async () => {
    server = await startSeededServer(e2ePort + 2);
  });

  test.afterAll(() => server.stop());

  const open = (page: Page, path: string) => page.goto(`${server.origin}${appUrl(path)}`);

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

  test("a receipt in the donor's name opens with the identity number; printed again, its file is marked a reprint", async ({
    page,
    t,
  }) => {
    await open(page, '/order_history');
    await lookUp(page, t, GUEST_OLD, GUEST_IDENTITY);
    await expect(page).toHaveURL(new RegExp(`/order_history/detail/${GUEST_OLD}$`));
    await expect(factValue(page, t('giving:result.method'))).toHaveText(
      t('giving:result.payMethod.CREDIT'),
    );
    // Last year's giving: outside the edit window, no item editing for a card giving.
    await expect(page.getByRole('button', { name: t('giving:lookup.editReceipt') })).toBeDisabled();
    await expect(page.getByRole('button', { name: t('giving:lookup.items.edit') })).toHaveCount(0);
    await checkAccessibility(page, 'guest giving detail, closed');

    const first = await printReceipt(page, t, 'print');
    expect(first.suggestedFilename()).not.toContain(reprintMarker(t.language));
    expect(await opensWith(first, [GUEST_IDENTITY, null])).toEqual([true, false]);

    const again = await printReceipt(page, t, 'reprint');
    expect(again.suggestedFilename()).toMatch(
      new RegExp(`^.+_${reprintMarker(t.language)}_.+_\\d{8}\\.pdf$`),
    );
    expect(await opensWith(again, [GUEST_IDENTITY, null])).toEqual([true, false]);

    // A reload keeps no identity number: the page asks for it again, at the top of the page, not
    // where the printed detail had been scrolled to (under the sticky header).
    await page.reload();
    await expect(page.getByRole('textbox', { name: t('giving:lookup.identity') })).toBeInViewport();
    await expect(page.getByRole('textbox', { name: t('giving:lookup.number') })).toHaveCount(0);
    await checkAccessibility(page, 'guest giving detail after a reload');
  });
});
