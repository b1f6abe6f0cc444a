import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import type { GivingDetail, RequestOf } from '@eoffering/shared/contract';
import { formatMoney, taipeiToday } from '@eoffering/shared/rules';
import { browserAbroad } from '../support/abroad';
import { checkAccessibility } from '../support/accessibility';
import { appUrl, expect, test } from '../support/fixtures';
import { memberCall } from '../support/member-calls';
import type { Texts } from '../support/texts';

/** The records of one calendar year, every title and method (what the list shows for it). */
const yearRequest = (year: number): RequestOf<'get_tra_offering_list'> => ({
  tra_start_datetime: `${year}-01-01`,
  tra_end_datetime: `${year}-12-31`,
  invoice_title_aid: null,
  pay_method: 'null',
  offering_aid: '',
});

const succeeded = (givings: readonly GivingDetail[]) =>
  givings.filter((giving) => giving.status === 0);

const sumOf = (givings: readonly GivingDetail[]) =>
  givings.reduce((total, giving) => total + giving.amount, 0);

/** A table's rows, each as its header and data cells' text. */
const rowsOf = async (table: Locator): Promise<string[][]> =>
  table
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? ''),
      ),
    );

/** RFC 4180 as the export writes it: quoted fields may hold commas, quotes and line breaks. */
const parseCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      rows.push([...row, field]);
      row = [];
      field = '';
      index += 1;
    } else field += char;
  }
  return rows;
};

const monthName = (t: Texts, month: number) =>
  new Intl.DateTimeFormat(t.language, { month: 'long' }).format(new Date(2000, month - 1, 1));

/** The summary's rows for a grouping of the two years' successful givings, largest first. */
const expectedRows = (
  thisYear: readonly GivingDetail[],
  lastYear: readonly GivingDetail[],
  keys: readonly string[],
  keyOf: (giving: GivingDetail) => string,
) =>
  keys.map((key) => [
    key,
    formatMoney(sumOf(thisYear.filter((giving) => keyOf(giving) === key))),
    formatMoney(sumOf(lastYear.filter((giving) => keyOf(giving) === key))),
  ]);

const downloadCsv = async (page: Page, t: Texts) => {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: t('member:records.export.button') }).click();
  const download = await downloading;
  const bytes = readFileSync(await download.path());
  return { name: download.suggestedFilename(), bytes };
};

// The member's browser abroad: in UTC (the English run) or Los Angeles (the Chinese run,
// support/abroad.ts) the browser's clock is often on the day before Taipei's, and the sums, months
// and the export's range must still be Taipei's (docs/decisions.md, dates are Taipei dates). At
// home the browser's day and Taipei's are the same, so a page that counted the browser's days
// would pass there and fail here: abroad is the stricter case, and every other member journey
// runs at home.
test.describe('王小明 abroad: the giving summary on the member home and the records export', () => {
  test.use({ member: 'wang', ...browserAbroad });

  test('the summary sums this and last Taipei year’s successful givings, as the records list them', async ({
    page,
    t,
    request,
    memberToken,
  }) => {
    const year = taipeiToday().getFullYear();
    const records = (of: number) =>
      memberCall(request, memberToken, 'get_tra_offering_list', yearRequest(of));
    const thisYearAll = await records(year);
    const lastYearAll = await records(year - 1);
    const thisYear = succeeded(thisYearAll);
    const lastYear = succeeded(lastYearAll);
    expect(thisYear.length, 'the fixtures hold successful givings this year').toBeGreaterThan(0);
    expect(lastYear.length, 'and last year').toBeGreaterThan(0);
    expect(
      thisYear.length + lastYear.length,
      'and in these years some that did not succeed, which the summary leaves out',
    ).toBeLessThan(thisYearAll.length + lastYearAll.length);

    await page.goto(appUrl('/member_center/home'));
    const summary = page.getByRole('region', { name: t('member:summary.title') });
    const byProject = summary.getByRole('table', { name: t('member:summary.byProject') });
    await expect(byProject).toBeVisible();

    const header = (first: string) => [
      first,
      t('member:summary.thisYear', { year }),
      t('member:summary.lastYear', { year: year - 1 }),
    ];
    const totalRow = [
      t('member:summary.total'),
      formatMoney(sumOf(thisYear)),
      formatMoney(sumOf(lastYear)),
    ];
    const projectOf = (giving: GivingDetail) => t.nameOf(giving, 'project_name');
    const projects = [...new Set([...thisYear, ...lastYear].map(projectOf))];
    const projectRows = await rowsOf(byProject);
    expect(projectRows[0]).toEqual(header(t('member:summary.project')));
    expect(projectRows.at(-1)).toEqual(totalRow);
    // Every project with a success in either year, each row its records' sums.
    expect(projectRows.slice(1, -1).sort()).toEqual(
      expectedRows(thisYear, lastYear, projects, projectOf).sort(),
    );

    const byMonth = summary.getByRole('table', { name: t('member:summary.byMonth') });
    const months = Array.from({ length: 12 }, (_, index) => monthName(t, index + 1));
    const monthOf = (giving: GivingDetail) =>
      monthName(t, Number(giving.offering_build_datetime.slice(5, 7)));
    expect(await rowsOf(byMonth)).toEqual([
      header(t('member:summary.month')),
      ...expectedRows(thisYear, lastYear, months, monthOf),
      totalRow,
    ]);
    // The bars repeat the numbers: assistive technology reads the table, not the drawing.
    for (const bar of await summary.locator('svg').all()) {
      await expect(bar).toHaveAttribute('aria-hidden', 'true');
    }
    await expect(
      summary.getByRole('term').filter({ hasText: t('member:summary.thisYear', { year }) }),
    ).toBeVisible();
    await expect(summary).toContainText(t('member:summary.note'));
    await checkAccessibility(page, 'member home with the giving summary');

    // The same year on the records page: its list and its export hold the same givings.
    await page.goto(appUrl(`/member_center/order_history?range=year-${year - 1}`));
    await expect(
      page.getByRole('main').getByText(t('member:records.count', { count: lastYearAll.length })),
    ).toBeVisible();
    const { bytes } = await downloadCsv(page, t);
    const rows = parseCsv(bytes.subarray(3).toString('utf8')).slice(1);
    // The export holds the successful givings only (docs/decisions.md), so it adds up to the
    // summary's total while the list shows every giving with its status.
    expect(rows.map((row) => Number(row[0]))).toEqual(
      lastYear.map((giving) => giving.offering_aid),
    );
    const exported = rows.reduce((total, row) => total + Number(row[5]), 0);
    expect(formatMoney(exported)).toBe(totalRow[2]);
  });

  test('exports the filtered records as a UTF-8 CSV in the page’s language, named for the range', async ({
    page,
    t,
    request,
    memberToken,
  }) => {
    const year = taipeiToday().getFullYear() - 1;
    const cardGivings = (
      await memberCall(request, memberToken, 'get_tra_offering_list', yearRequest(year))
    ).filter((giving) => giving.pay_method === 'CREDIT');
    expect(cardGivings.length, 'the fixtures hold card givings last year').toBeGreaterThan(0);

    await page.goto(appUrl('/member_center/order_history'));
    const main = page.getByRole('main');
    await main
      .getByRole('combobox', { name: t('member:records.filter.range') })
      .selectOption({ label: t('common:date.rocYear', { roc: year - 1911, year }) });
    // Each filter lives in the address: the next choice starts from this one once it is there.
    await expect(page).toHaveURL(new RegExp(`range=year-${year}`));
    await main
      .getByRole('combobox', { name: t('member:records.filter.method') })
      .selectOption({ label: t('member:records.payMethod.CREDIT') });
    await expect(
      main.getByText(t('member:records.count', { count: cardGivings.length })),
    ).toBeVisible();
    await checkAccessibility(page, 'giving records with the export button');

    const { name, bytes } = await downloadCsv(page, t);
    expect(name).toBe(
      t('member:records.export.fileName', { start: `${year}-01-01`, end: `${year}-12-31` }),
    );
    // The byte-order mark Excel needs to read UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(bytes.subarray(3).toString('utf8'));
    expect(header).toEqual(
      ['number', 'date', 'method', 'project', 'items', 'amount'].map((column) =>
        t(`member:records.export.column.${column}`),
      ),
    );
    // One row per successful giving of the filter (not only the page shown), in the list's order.
    const exported = succeeded(cardGivings);
    expect(rows.map((row) => Number(row[0]))).toEqual(
      exported.map((giving) => giving.offering_aid),
    );
    expect(rows.map((row) => row[2])).toEqual(
      exported.map(() => t('member:records.payMethod.CREDIT')),
    );
    expect(rows.map((row) => row[3])).toEqual(
      exported.map((giving) => t.nameOf(giving, 'project_name')),
    );
    expect(rows.reduce((total, row) => total + Number(row[5]), 0)).toBe(sumOf(exported));
  });
});
