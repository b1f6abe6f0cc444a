import type { GivingDetail, RequestOf } from '@eoffering/shared/contract';
import { GIVING_STATUS } from '@eoffering/shared/rules';

/** An amount this Taipei year and the year before. */
export interface YearPair {
  thisYear: number;
  lastYear: number;
}

export type ProjectName = Pick<GivingDetail, 'project_name' | 'project_name_en'>;

export interface ProjectTotal extends YearPair {
  projectAid: number;
  /** The backend's names, for `useBackendName`. */
  name: ProjectName;
}

export interface MonthTotal extends YearPair {
  /** 1 to 12. */
  month: number;
}

/** What the member home sums up: only successful givings (docs/screens/member-centre.md). */
export interface GivingSummary {
  /** The Taipei year the page counts as this year. */
  year: number;
  totals: YearPair;
  /** Largest this year first, then largest last year. */
  byProject: ProjectTotal[];
  /** January to December. */
  byMonth: MonthTotal[];
}

/** The records call that covers last year's 1 January to this year's 31 December (Taipei days). */
export const summaryRequest = (year: number): RequestOf<'get_tra_offering_list'> => ({
  tra_start_datetime: `${year - 1}-01-01`,
  tra_end_datetime: `${year}-12-31`,
  invoice_title_aid: null,
  pay_method: 'null',
  offering_aid: '',
});

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

/** Which side of the pair a giving's date falls on; null outside both years. */
const sideOf = (giving: GivingDetail, year: number): keyof YearPair | null => {
  // The server writes Taipei wall-clock times, so the digits are the church's year.
  const givenIn = Number(giving.offering_build_datetime.slice(0, 4));
  if (givenIn === year) return 'thisYear';
  if (givenIn === year - 1) return 'lastYear';
  return null;
};

const add = (pair: YearPair, side: keyof YearPair, amount: number): YearPair => ({
  ...pair,
  [side]: pair[side] + amount,
});

/**
 * The totals of `givings` for `year` (a `taipeiToday` year) and the year before: in all, by
 * project and by month. Givings that did not succeed and those of other years are left out.
 */
export const summarise = (givings: readonly GivingDetail[], year: number): GivingSummary => {
  let totals: YearPair = { thisYear: 0, lastYear: 0 };
  const projects = new Map<number, ProjectTotal>();
  const months = new Map<number, MonthTotal>(
    MONTHS.map((month) => [month, { month, thisYear: 0, lastYear: 0 }]),
  );
  for (const giving of givings) {
    const side = sideOf(giving, year);
    if (side === null || giving.status !== GIVING_STATUS.success) continue;
    totals = add(totals, side, giving.amount);
    const project = projects.get(giving.project_aid) ?? {
      projectAid: giving.project_aid,
      name: { project_name: giving.project_name, project_name_en: giving.project_name_en },
      thisYear: 0,
      lastYear: 0,
    };
    projects.set(giving.project_aid, { ...project, ...add(project, side, giving.amount) });
    const month = Number(giving.offering_build_datetime.slice(5, 7));
    const monthTotal = months.get(month);
    if (monthTotal) months.set(month, { ...monthTotal, ...add(monthTotal, side, giving.amount) });
  }
  return {
    year,
    totals,
    byProject: [...projects.values()].sort(
      (a, b) => b.thisYear - a.thisYear || b.lastYear - a.lastYear || a.projectAid - b.projectAid,
    ),
    byMonth: [...months.values()],
  };
};

/** The largest amount of a chart's rows: its bars are drawn against it. */
export const largestOf = (rows: readonly YearPair[]): number =>
  Math.max(0, ...rows.flatMap((row) => [row.thisYear, row.lastYear]));
