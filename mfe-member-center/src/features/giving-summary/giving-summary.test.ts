import type { GivingDetail, GivingStatus } from '@eoffering/shared/contract';
import { giving } from '../../testing/fixtures';
import { largestOf, summarise, summaryRequest } from './giving-summary';

const at = (
  aid: number,
  when: string,
  amount: number,
  status: GivingStatus = 0,
  project: Pick<GivingDetail, 'project_aid' | 'project_name' | 'project_name_en'> = {
    project_aid: 1,
    project_name: '一般奉獻',
    project_name_en: 'General giving',
  },
): GivingDetail =>
  giving({ offering_aid: aid, offering_build_datetime: when, amount, status, ...project });

const building = { project_aid: 2, project_name: '建堂奉獻', project_name_en: 'Building fund' };

const records: GivingDetail[] = [
  at(1, '2026-01-05 09:00:00', 3000),
  at(2, '2026-01-31 23:59:59', 500, 0, building),
  at(3, '2026-11-26 00:10:00', 1200, 0, building),
  at(4, '2025-12-31 23:50:00', 800),
  at(5, '2025-03-01 10:00:00', 2000, 0, building),
  // Not counted: unsuccessful, or outside both years.
  at(6, '2026-02-02 10:00:00', 9000, 1),
  at(7, '2026-02-03 10:00:00', 9000, 2),
  at(8, '2025-02-04 10:00:00', 9000, 3),
  at(9, '2025-02-05 10:00:00', 9000, 4),
  at(10, '2026-02-06 10:00:00', 9000, 5),
  at(11, '2024-12-31 23:59:59', 9000),
  at(12, '2027-01-01 00:00:00', 9000),
];

describe('the member home giving summary', () => {
  it('asks for last year’s 1 January to this year’s 31 December, every title and method', () => {
    expect(summaryRequest(2026)).toEqual({
      tra_start_datetime: '2025-01-01',
      tra_end_datetime: '2026-12-31',
      invoice_title_aid: null,
      pay_method: 'null',
      offering_aid: '',
    });
  });

  it('totals only successful givings of this year and last year', () => {
    expect(summarise(records, 2026).totals).toEqual({ thisYear: 4700, lastYear: 2800 });
  });

  it('sums by project, largest this year first, keeping both names', () => {
    expect(summarise(records, 2026).byProject).toEqual([
      {
        projectAid: 1,
        name: { project_name: '一般奉獻', project_name_en: 'General giving' },
        thisYear: 3000,
        lastYear: 800,
      },
      {
        projectAid: 2,
        name: { project_name: '建堂奉獻', project_name_en: 'Building fund' },
        thisYear: 1700,
        lastYear: 2000,
      },
    ]);
  });

  it.each([
    [1, 3500, 0],
    [2, 0, 0],
    [3, 0, 2000],
    [11, 1200, 0],
    [12, 0, 800],
  ])('month %i: this year %i, last year %i', (month, thisYear, lastYear) => {
    const { byMonth } = summarise(records, 2026);
    expect(byMonth).toHaveLength(12);
    expect(byMonth[month - 1]).toEqual({ month, thisYear, lastYear });
  });

  it('adds up: the projects and the months each sum to the totals of the records they count', () => {
    const summary = summarise(records, 2026);
    const counted = (year: string) =>
      records
        .filter((record) => record.status === 0 && record.offering_build_datetime.startsWith(year))
        .reduce((sum, record) => sum + record.amount, 0);
    const sum = (rows: ReadonlyArray<{ thisYear: number; lastYear: number }>) => ({
      thisYear: rows.reduce((total, row) => total + row.thisYear, 0),
      lastYear: rows.reduce((total, row) => total + row.lastYear, 0),
    });
    expect(summary.totals).toEqual({ thisYear: counted('2026-'), lastYear: counted('2025-') });
    expect(sum(summary.byProject)).toEqual(summary.totals);
    expect(sum(summary.byMonth)).toEqual(summary.totals);
  });

  it('has nothing to show when no giving succeeded', () => {
    const summary = summarise([at(1, '2026-05-01 10:00:00', 100, 2)], 2026);
    expect(summary.totals).toEqual({ thisYear: 0, lastYear: 0 });
    expect(summary.byProject).toEqual([]);
  });

  it.each([
    [[], 0],
    [[{ thisYear: 5, lastYear: 9 }], 9],
    [
      [
        { thisYear: 12, lastYear: 0 },
        { thisYear: 3, lastYear: 4 },
      ],
      12,
    ],
  ])('draws the bars of %j against %i', (rows, largest) => {
    expect(largestOf(rows)).toBe(largest);
  });
});
