import { taipeiToday } from '@eoffering/shared/rules';
import type { GivingDetail } from '@eoffering/shared/contract';
import { screen, within } from '@testing-library/react';
import { giving, scriptPersonalPage } from '../../testing/fixtures';
import { renderApp, resetApp } from '../../testing/render-app';

afterEach(resetApp);

const year = taipeiToday().getFullYear();
const general = { project_aid: 1, project_name: '一般奉獻', project_name_en: 'General giving' };
const building = { project_aid: 2, project_name: '建堂奉獻', project_name_en: 'Building fund' };

const on = (date: string, amount: number, project: typeof general, status: 0 | 2 = 0) =>
  giving({ offering_build_datetime: `${date} 09:00:00`, amount, status, ...project });

const records = [
  on(`${year}-01-05`, 12000, general),
  on(`${year}-03-02`, 1500, building),
  on(`${year - 1}-03-09`, 2000, building),
  on(`${year}-03-10`, 9999, general, 2),
];

const openHome = (language: 'en' | 'zh-TW', list: readonly GivingDetail[] = records) =>
  renderApp('/member_center/home', {
    signedIn: true,
    language,
    script: (api) => scriptPersonalPage(api, { givings: list }),
  });

/** A table's rows, each as its cells' text. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

/** The total shown under a year's label. */
const totalOf = (area: HTMLElement, label: string) =>
  within(area).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the giving summary on the member home', () => {
  it('asks for the records of last year and this year, Taipei years', async () => {
    const { api } = openHome('en');
    await screen.findByRole('region', { name: 'Giving summary' });
    expect(api.bodiesOf('get_tra_offering_list')).toEqual([
      {
        tra_start_datetime: `${year - 1}-01-01`,
        tra_end_datetime: `${year}-12-31`,
        invoice_title_aid: null,
        pay_method: 'null',
        offering_aid: '',
      },
    ]);
  });

  it('shows the totals and a table by project, successful givings only, in English', async () => {
    openHome('en');
    const summary = await screen.findByRole('region', { name: 'Giving summary' });
    const byProject = await within(summary).findByRole('table', {
      name: 'Giving by project, this year and last year',
    });
    expect(totalOf(summary, `This year (${year})`)).toBe('NT$ 13,500');
    expect(totalOf(summary, `Last year (${year - 1})`)).toBe('NT$ 2,000');
    expect(rowsOf(byProject)).toEqual([
      ['Project', `This year (${year})`, `Last year (${year - 1})`],
      ['General giving', 'NT$ 12,000', 'NT$ 0'],
      ['Building fund', 'NT$ 1,500', 'NT$ 2,000'],
      ['Total', 'NT$ 13,500', 'NT$ 2,000'],
    ]);
    expect(
      within(summary).getByText('Only successful givings are counted, by their Taipei date.'),
    ).toBeVisible();
  });

  it('shows a table by month in Chinese, the bars hidden from assistive technology', async () => {
    openHome('zh-TW');
    const summary = await screen.findByRole('region', { name: '奉獻摘要' });
    const byMonth = await within(summary).findByRole('table', { name: '今年與去年每月的奉獻金額' });
    const rows = rowsOf(byMonth);
    expect(rows).toHaveLength(14);
    expect(rows[0]).toEqual(['月份', `今年（${year}）`, `去年（${year - 1}）`]);
    expect(rows[1]).toEqual(['1月', 'NT$ 12,000', 'NT$ 0']);
    expect(rows[3]).toEqual(['3月', 'NT$ 1,500', 'NT$ 2,000']);
    expect(rows[13]).toEqual(['合計', 'NT$ 13,500', 'NT$ 2,000']);
    for (const bar of byMonth.querySelectorAll('svg')) {
      expect(bar).toHaveAttribute('aria-hidden', 'true');
    }
    expect(
      within(summary).getByRole('table', { name: '今年與去年各奉獻項目的金額' }),
    ).toBeVisible();
  });

  it('says so when there is no successful giving in either year', async () => {
    openHome('en', [on(`${year}-02-01`, 500, general, 2)]);
    const summary = await screen.findByRole('region', { name: 'Giving summary' });
    expect(
      await within(summary).findByText('No successful givings this year or last year.'),
    ).toBeVisible();
    expect(within(summary).queryByRole('table')).not.toBeInTheDocument();
  });

  it('says the summary could not be loaded when the records fail, and keeps the rest of the page', async () => {
    renderApp('/member_center/home', {
      signedIn: true,
      // The records call fails first; the scripted records are left over.
      script: (api) => scriptPersonalPage(api.networkError('get_tra_offering_list')),
    });
    const summary = await screen.findByRole('region', { name: 'Giving summary' });
    expect(await within(summary).findByRole('alert')).toHaveTextContent(
      'This information could not be loaded.',
    );
    expect(await screen.findByRole('region', { name: 'Donor information' })).toHaveTextContent(
      '王小明',
    );
  });
});
