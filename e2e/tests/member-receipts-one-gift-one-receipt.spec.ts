import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Download } from '@playwright/test';
import { taipeiIsoToday } from '@eoffering/shared/rules';
import { checkAccessibility } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { ALL_GIVINGS, memberCall } from '../support/member-calls';
import { useSeededMember } from '../support/seeded-member';
import { confirmPrint } from '../support/print-dialog';

/** mock-server/src/fixtures/demo-records.json: 王小明's company title and its tax id. */
const COMPANY_TAX_ID = '24536806';
/** Last year's card giving under the company title (NT$10,000). */
const COMPANY_GIVING = 1012;
/** Last year's giving in his own name, printed singly before the year's annual receipt. */
const SINGLY_PRINTED = 1014;

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
    const year = Number(taipeiIsoToday().slice(0, 4)) - 1;
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
    const givings = await memberCall(
      seeded.api,
      seeded.token,
      'get_tra_offering_list',
      ALL_GIVINGS,
    );
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
