import { checkAccessibility } from '../support/accessibility';
import { reprintMarker } from '../support/receipt-files';
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
 * mock-server/src/fixtures/demo-records.json: guest 林志豪's card giving, success, last year:
 * outside the edit window, printable in the donor's name.
 */
const GUEST_OLD = 1102;

// The reprint's file name is in the page's language, so this journey runs in both.
test.describe('guest lookup: a receipt printed, then reprinted', () => {
  const open = useGuestLookupServer();

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
