import type { APIRequestContext, Page } from '@playwright/test';
import { signInByApi } from '../support/backend';
import { appUrl, expect, test } from '../support/fixtures';
import { memberCall } from '../support/member-calls';
import { receiptFileName } from '../support/receipt-files';
import { freePort, startSeededServer, type SeededServer } from '../support/seeded-server';
import { confirmPrint } from '../support/print-dialog';

/** mock-server/src/fixtures/platform.ts: 王小明's LINE Pay giving in his own name, printed once. */
const PRINTED_OWN_NAME = 1004;

/** The Taipei calendar day of an instant (UTC+8 all year), 'YYYYMMDD'. */
const taipeiDay = (instant: number): string =>
  new Date(instant + 8 * 60 * 60 * 1000).toISOString().slice(0, 10).replaceAll('-', '');

// A reprint is recorded for good, so each language run gets a freshly seeded server.
test.describe("王小明: receipt files are named in the page's language", () => {
  let server: SeededServer;
  let api: APIRequestContext;
  let token: string;

  test.beforeAll(async ({ playwright }) => {
    server = await startSeededServer(await freePort());
    api = await playwright.request.newContext({ baseURL: server.origin });
    token = await signInByApi(api, 'wang');
  });

  test.afterAll(async () => {
    await api.dispose();
    server.stop();
  });

  const open = async (page: Page, path: string) => {
    await page.addInitScript((value) => localStorage.setItem('id_token', value), token);
    await page.goto(`${server.origin}${appUrl(path)}`);
  };

  test('a single receipt reprint: church, marker, document, his name and the giving day (docs/api-contract.md)', async ({
    page,
    t,
  }) => {
    const giving = await memberCall(api, token, 'get_tra_offering_detail', {
      offering_aid: PRINTED_OWN_NAME,
    });
    await open(page, `/member_center/order_detail/${PRINTED_OWN_NAME}`);
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
    await open(page, `/member_center/receipt`);
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
