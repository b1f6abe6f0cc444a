import { expect, test } from '../support/fixtures';
import { memberCall } from '../support/member-calls';
import { receiptFileName } from '../support/receipt-files';
import { useSeededMember } from '../support/seeded-member';
import { confirmPrint } from '../support/print-dialog';

/** mock-server/src/fixtures/demo-records.json: 王小明's LINE Pay giving in his own name, printed once. */
const PRINTED_OWN_NAME = 1004;

/** The Taipei calendar day of an instant (UTC+8 all year), 'YYYYMMDD'. */
const taipeiDay = (instant: number): string =>
  new Date(instant + 8 * 60 * 60 * 1000).toISOString().slice(0, 10).replaceAll('-', '');

// A reprint is recorded for good, so each language run gets a freshly seeded server.
test.describe("王小明: receipt files are named in the page's language", () => {
  const seeded = useSeededMember('wang');
  // The name carries the giving's Taipei day: a browser on the previous day must not change it.
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('a single receipt reprint: church, marker, document, his name and the giving day (docs/api-contract.md)', async ({
    page,
    t,
  }) => {
    const giving = await memberCall(seeded.api, seeded.token, 'get_tra_offering_detail', {
      offering_aid: PRINTED_OWN_NAME,
    });
    await seeded.open(page, `/member_center/order_detail/${PRINTED_OWN_NAME}`);
    await page
      .getByRole('main')
      .getByRole('button', { name: t('common:print.action.reprint') })
      .click();
    const download = await confirmPrint(
      page,
      t('common:print.action.reprint'),
      t('common:print.confirm'),
    );
    expect(download.suggestedFilename()).toBe(
      receiptFileName(t.language, {
        marker: 'reprint',
        title: '王小明',
        day: giving.offering_build_datetime.slice(0, 10).replaceAll('-', ''),
      }),
    );
  });

  test("an annual preview: church, marker, the year's receipt, his name and today (docs/api-contract.md)", async ({
    page,
    t,
  }) => {
    const today = taipeiDay(Date.now());
    const year = Number(today.slice(0, 4)) - 1;
    await seeded.open(page, `/member_center/receipt`);
    const main = page.getByRole('main');
    await main
      .getByRole('combobox', { name: t('member:receipts.year') })
      .selectOption({ label: t('common:date.rocYear', { roc: year - 1911, year }) });
    await expect(main.getByRole('combobox', { name: t('member:receipts.title') })).toHaveValue('0');
    const annual = main.getByRole('region', { name: t('member:receipts.annualTitle') });
    await annual.getByRole('button', { name: t('common:print.action.preview') }).click();
    const download = await confirmPrint(
      page,
      t('common:print.action.preview'),
      t('common:print.confirmPreview'),
    );
    expect(download.suggestedFilename()).toBe(
      receiptFileName(t.language, { marker: 'preview', annual: year, title: '王小明', day: today }),
    );
  });
});
