import { addDays, taipeiToday, toIsoDate } from '@eoffering/shared/rules';
import { screen, within } from '@testing-library/react';
import { renderApp, resetApp } from '../../testing/render-app';
import { exportDates } from './records-export';
import { giving, titles } from './records-test-data';

const files: Blob[] = [];
const names: string[] = [];

beforeAll(() => {
  // jsdom has no object URLs and does not download; these stand in for the browser's.
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      files.push(blob);
      return 'blob:records';
    },
    revokeObjectURL: () => undefined,
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
});

afterEach(() => {
  resetApp();
  files.length = 0;
  names.length = 0;
});

/** A blob's text after its byte-order mark (jsdom's Blob has no text(); its FileReader does). */
const csvOf = (blob: Blob | undefined): Promise<string> =>
  new Promise((resolve, reject) => {
    if (!blob) return reject(new Error('no file was saved'));
    const reader = new FileReader();
    reader.onload = () => {
      const bytes = new Uint8Array(reader.result as ArrayBuffer);
      resolve(Buffer.from(bytes.slice(3)).toString('utf8'));
    };
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

const today = taipeiToday();
const year = today.getFullYear();

const givings = [
  giving({
    offering_aid: 1003,
    offering_build_datetime: `${year}-03-15 09:30:00`,
    project_name: '建堂奉獻',
    project_name_en: 'Building fund',
    item_package: [
      { item_aid: 1, item_name: '什一奉獻', item_name_en: 'Tithe', package_amount: 1000 },
      { item_aid: 2, item_name: '感恩奉獻', item_name_en: 'Thanksgiving', package_amount: 500 },
    ],
    amount: 1500,
    pay_method: 'VACC',
  }),
  giving({
    offering_aid: 1002,
    offering_build_datetime: `${year - 1}-12-31 23:59:00`,
    amount: 12000,
    status: 2,
  }),
  giving({
    offering_aid: 1001,
    offering_build_datetime: `${year - 1}-12-30 10:00:00`,
    amount: 800,
    status: 3,
  }),
];

const open = (route: string, language: 'en' | 'zh-TW') =>
  renderApp(route, {
    signedIn: true,
    language,
    script: (api) => api.ok('get_tra_offering_list', givings).ok('get_invoice_title_list', titles),
  });

describe('the file name’s dates', () => {
  it.each([
    ['last-30', '2026-10-27', '2026-11-26'],
    ['year-2025', '2025-01-01', '2025-12-31'],
    ['all', '2025-12-30', `${year}-03-15`],
  ] as const)('for %s: %s to %s', (range, start, end) => {
    expect(exportDates(range, new Date(2026, 10, 26, 12), givings)).toEqual({ start, end });
  });

  it('has none for all records when there are none', () => {
    expect(exportDates('all', today, [])).toBeNull();
  });
});

describe('exporting the filtered giving records', () => {
  it('downloads the successful givings the filters found, the list’s columns in English, named for the range', async () => {
    const { user, api } = open('/member_center/order_history?range=last-360&method=VACC', 'en');
    await screen.findByText('3 records');
    const download = screen.getByRole('button', { name: 'Download CSV' });
    expect(download).toHaveAccessibleDescription('Successful givings only');
    await user.click(download);
    expect(api.bodiesOf('get_tra_offering_list')).toHaveLength(1);
    expect(names).toEqual([
      `giving-records_${toIsoDate(addDays(today, -360))}_to_${toIsoDate(today)}.csv`,
    ]);
    // The failed 12,000 and the cancelled 800 were never given: the amounts add up to the summary's.
    expect(await csvOf(files[0])).toBe(
      [
        'Giving number,Date,Payment method,Project,Items,Amount (NT$)',
        `1003,${year}/03/15 09:30,Bank transfer,Building fund,"Tithe, Thanksgiving",1500`,
        '',
      ].join('\r\n'),
    );
  });

  it('writes the header and names in Chinese on a Chinese page', async () => {
    const { user } = open('/member_center/order_history', 'zh-TW');
    await screen.findByText('共 3 筆');
    const download = screen.getByRole('button', { name: '下載 CSV' });
    expect(download).toHaveAccessibleDescription('只含交易成功的奉獻');
    await user.click(download);
    expect(names).toEqual([`奉獻紀錄_${year}-03-15至${year}-03-15.csv`]);
    expect((await csvOf(files[0])).split('\r\n').slice(0, 2)).toEqual([
      '奉獻編號,奉獻時間,付款方式,奉獻項目,奉獻明細,金額（新台幣）',
      `1003,${year}/03/15 09:30,銀行轉帳,建堂奉獻,什一奉獻、感恩奉獻,1500`,
    ]);
  });

  it('offers nothing to download when no giving found was successful', async () => {
    renderApp('/member_center/order_history', {
      signedIn: true,
      script: (api) =>
        api.ok('get_tra_offering_list', givings.slice(1)).ok('get_invoice_title_list', titles),
    });
    const results = await screen.findByRole('region', { name: 'Givings' });
    await within(results).findByText('2 records');
    expect(within(results).getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });

  it('offers nothing to download when no giving matches', async () => {
    renderApp('/member_center/order_history', {
      signedIn: true,
      script: (api) => api.ok('get_tra_offering_list', []).ok('get_invoice_title_list', titles),
    });
    const results = await screen.findByRole('region', { name: 'Givings' });
    await within(results).findByText('0 records');
    expect(within(results).getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });
});
