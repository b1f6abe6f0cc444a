import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Download } from '@playwright/test';
import type { RequestOf } from '@eoffering/shared/contract';
import { formatDateTime } from '@eoffering/shared/rules';
import { browserAbroad } from '../support/abroad';
import { checkAccessibility } from '../support/accessibility';
import { appUrl, expect, test } from '../support/fixtures';
import { memberCall } from '../support/member-calls';
import { useSeededMember } from '../support/seeded-member';
import { confirmPrint } from '../support/print-dialog';

/** mock-server/src/fixtures/demo-records.json: 王小明's company title and its tax id. */
const COMPANY_TAX_ID = '24536806';
/** Last year's card giving under the company title (NT$10,000). */
const COMPANY_GIVING = 1012;
/** Last year's giving in his own name, printed singly before the year's annual receipt. */
const SINGLY_PRINTED = 1014;

const ALL: RequestOf<'get_tra_offering_list'> = {
  tra_start_datetime: '',
  tra_end_datetime: '',
  invoice_title_aid: null,
  pay_method: 'null',
  offering_aid: '',
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** The Taipei calendar day of an instant (UTC+8 all year), 'YYYY-MM-DD'. */
const taipeiDay = (instant: number): string =>
  new Date(instant + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);

const receiptNumber = (aid: number): string => String(aid).padStart(6, '0');

/** The text of a receipt PDF, decrypted with its password (qpdf, then pdftotext). */
const pdfText = async (download: Download, password: string): Promise<string> => {
  const dir = mkdtempSync(join(tmpdir(), 'trust-receipt-'));
  try {
    const file = join(dir, 'receipt.pdf');
    const open = join(dir, 'open.pdf');
    await download.saveAs(file);
    expect(spawnSync('qpdf', [`--password=${password}`, '--decrypt', file, open]).status).toBe(0);
    expect(spawnSync('pdftotext', [open, join(dir, 'text.txt')]).status).toBe(0);
    return readFileSync(join(dir, 'text.txt'), 'utf8').replace(/\s+/g, '');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

// Issuing an annual receipt is for good, so each language run gets a freshly seeded server.
test.describe('王小明: one gift, one receipt', () => {
  const seeded = useSeededMember('wang');

  test('the preview is not a receipt; once the annual receipt is issued its givings print only through it, and a singly printed giving stays off it', async ({
    page,
    t,
  }) => {
    // Two receipt files, each behind the 3-second countdown, and two pages.
    test.slow();
    const year = Number(taipeiDay(Date.now()).slice(0, 4)) - 1;
    const titles = await memberCall(seeded.api, seeded.token, 'get_invoice_title_list', {});
    const company = titles.find((entry) => entry.invoice_tax_id === COMPANY_TAX_ID);
    if (!company) throw new Error('the fixtures hold the company title');
    const selection = { fiscal_year: year, invoice_title_aid: company.invoice_title_aid };

    await seeded.open(page, '/member_center/receipt');
    const main = page.getByRole('main');
    await main
      .getByRole('combobox', { name: t('member:receipts.year') })
      .selectOption({ label: t('common:date.rocYear', { roc: year - 1911, year }) });
    const list = main.getByRole('region', { name: t('member:receipts.listTitle') });

    // His own name: the giving printed singly says so and is not counted on the annual receipt.
    const own = await memberCall(seeded.api, seeded.token, 'get_receipt_list', {
      ...selection,
      invoice_title_aid: 0,
    });
    const printed = own.find((entry) => entry.offering_aid === SINGLY_PRINTED);
    expect(printed?.if_print_flag).toBeGreaterThan(0);
    await expect(
      list.getByText(
        t('member:receipts.ownReceipt', { number: receiptNumber(printed?.if_print_flag ?? 0) }),
      ),
    ).toBeVisible();
    const ownStatus = await memberCall(seeded.api, seeded.token, 'get_receipt_status', {
      ...selection,
      invoice_title_aid: 0,
    });
    expect(ownStatus.total_amount).toBe(
      own
        .filter((entry) => entry.offering_aid !== SINGLY_PRINTED)
        .reduce((sum, entry) => sum + entry.amount, 0),
    );

    await main
      .getByRole('combobox', { name: t('member:receipts.title') })
      .selectOption({ label: `${company.invoice_title} (${company.invoice_tax_id})` });
    const annual = main.getByRole('region', { name: t('member:receipts.annualTitle') });
    await expect(annual.getByText(t('member:receipts.reason.printable'))).toBeVisible();
    // The year and title are in the address: a reload shows the same receipts.
    await expect(page).toHaveURL(new RegExp(`year=${year}&title=${company.invoice_title_aid}$`));
    await page.reload();
    await expect(main.getByRole('combobox', { name: t('member:receipts.title') })).toHaveValue(
      String(company.invoice_title_aid),
    );
    await expect(annual.getByText(t('member:receipts.reason.printable'))).toBeVisible();

    // The preview says it is not a receipt, and nothing that reads as one.
    await annual.getByRole('button', { name: t('common:print.action.preview') }).click();
    const preview = await confirmPrint(
      page,
      t('common:print.action.preview'),
      t('common:print.confirmPreview'),
    );
    const previewText = await pdfText(preview, COMPANY_TAX_ID);
    expect(previewText).toContain('本文件為預覽，並非正式收據');
    expect(previewText).not.toContain('可作為申報');
    expect(previewText).not.toContain('收據編號');

    // Issue the annual receipt.
    await annual.getByRole('button', { name: t('common:print.action.annual') }).click();
    const issued = await confirmPrint(
      page,
      t('common:print.action.annual'),
      t('common:print.confirm'),
    );
    expect(await pdfText(issued, COMPANY_TAX_ID)).toContain('可作為申報綜合所得稅列舉扣除額之憑證');
    await expect(
      annual.getByRole('button', { name: t('common:print.action.annualReprint') }),
    ).toBeVisible();
    const status = await memberCall(seeded.api, seeded.token, 'get_receipt_status', selection);
    const onAnnual = t('common:print.onAnnual', {
      number: receiptNumber(status.tra_receipt_status),
    });

    // Its givings print only through it: the list and the detail say which receipt to reprint.
    const item = list.getByRole('listitem').filter({
      has: page.getByRole('heading', {
        name: t('member:records.number', { number: COMPANY_GIVING }),
      }),
    });
    const single = item.getByRole('button', { name: new RegExp(t('common:print.action.print')) });
    await expect(single).toBeDisabled();
    await expect(item.getByText(onAnnual)).toBeVisible();
    await checkAccessibility(page, 'receipts with an issued annual receipt');

    await seeded.open(page, `/member_center/order_detail/${COMPANY_GIVING}`);
    const detailPrint = page
      .getByRole('main')
      .getByRole('button', { name: t('common:print.action.print') });
    await expect(detailPrint).toBeDisabled();
    await expect(detailPrint).toHaveAccessibleDescription(
      `${t('common:print.status.unavailable')} ${onAnnual}`,
    );

    // The backend refuses a single print too, naming the annual receipt.
    const refusal = await memberCall(seeded.api, seeded.token, 'print_single_receipt', {
      offering_aid: COMPANY_GIVING,
      donor_sid: '',
    });
    expect(JSON.stringify(refusal)).toContain(
      `annual receipt number ${receiptNumber(status.tra_receipt_status)}`,
    );
  });
});

test.describe("王小明: a receipt back in the member's own name", () => {
  const seeded = useSeededMember('wang');

  test('a titled giving inside its edit window goes back to a receipt in his own name', async ({
    page,
    t,
  }) => {
    const givings = await memberCall(seeded.api, seeded.token, 'get_tra_offering_list', ALL);
    const titled = givings.find((g) => g.if_edit_flag === 1 && g.invoice_title_aid > 0);
    if (!titled) throw new Error('the fixtures hold an editable titled giving');

    await seeded.open(page, `/member_center/order_detail/${titled.offering_aid}`);
    const receipt = page
      .getByRole('main')
      .getByRole('region', { name: t('member:detail.receiptTitle') });
    await expect(receipt.getByText(titled.invoice_title, { exact: true })).toBeVisible();
    await receipt.getByRole('button', { name: t('member:detail.editReceipt') }).click();
    await receipt.getByRole('radio', { name: t('common:receipt.own') }).check();
    await expect(receipt.getByRole('textbox', { name: t('common:receipt.title') })).toHaveCount(0);
    await checkAccessibility(page, 'receipt choice: own name');
    await receipt.getByRole('button', { name: t('common:actions.submit') }).click();
    await expect(receipt.getByText(t('member:receipts.ownName'), { exact: true })).toBeVisible();

    const stored = await memberCall(seeded.api, seeded.token, 'get_tra_offering_detail', {
      offering_aid: titled.offering_aid,
    });
    expect(stored).toMatchObject({ invoice_title_aid: 0, invoice_title: '', invoice_tax_id: '' });
  });
});

// Members abroad: the browser's clock reads a moment that is already the next day in Taipei (UTC
// in the English run, Los Angeles in the Chinese one: support/abroad.ts).
test.describe('王小明 with the browser abroad: records count Taipei days and say so', () => {
  test.use({ member: 'wang', ...browserAbroad });

  test('"last 30 days" ends on the Taipei today and keeps every giving of that day', async ({
    page,
    t,
    request,
    memberToken,
  }) => {
    // The page's today is the Taipei day of the member's newest giving. The fixtures' newest
    // givings are minutes older than their server, so a run just after midnight in Taipei finds
    // them on the day before the machine's Taipei today.
    const recent = await memberCall(request, memberToken, 'get_tra_offering_list', {
      ...ALL,
      tra_start_datetime: taipeiDay(Date.now() - 2 * DAY_MS),
      tra_end_datetime: taipeiDay(Date.now()),
    });
    const today = recent
      .map((giving) => giving.offering_build_datetime.slice(0, 10))
      .reduce((newest, day) => (day > newest ? day : newest), '');
    expect(today, 'the fixtures hold givings of the last two days').not.toBe('');
    // 00:30 in Taipei: still the day before in UTC and in Los Angeles.
    await page.clock.setFixedTime(new Date(`${today}T00:30:00+08:00`));
    const start = taipeiDay(Date.parse(`${today}T12:00:00+08:00`) - 30 * DAY_MS);
    const expected = await memberCall(request, memberToken, 'get_tra_offering_list', {
      ...ALL,
      tra_start_datetime: start,
      tra_end_datetime: today,
    });

    await page.goto(appUrl('/member_center/order_history'));
    const main = page.getByRole('main');
    await main
      .getByRole('combobox', { name: t('member:records.filter.range') })
      .selectOption({ label: t('member:records.range.last-30') });
    await expect(
      main.getByText(t('member:records.count', { count: expected.length })),
    ).toBeVisible();
    const newest = main
      .getByRole('list', { name: t('member:records.listTitle') })
      .getByRole('listitem')
      .first();
    await expect(newest.getByRole('link')).toHaveText(
      t('member:records.number', { number: expected[0]?.offering_aid ?? 0 }),
    );
    // Its time is Taipei's, and says so to a browser in another zone (docs/decisions.md).
    await expect(newest).toContainText(
      t('common:time.taipei', {
        time: formatDateTime(expected[0]?.offering_build_datetime ?? ''),
      }),
    );
  });
});
