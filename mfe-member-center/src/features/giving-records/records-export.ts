import type { GivingDetail } from '@eoffering/shared/contract';
import { GIVING_STATUS } from '@eoffering/shared/rules';
import type { CsvValue } from './records-csv';
import { dateRange, type RangeChoice } from './records-filter';

/**
 * What the export holds: the givings that were given (successful, status 0), so its amounts add up
 * to what the member centre's summary counts; one in progress may still fail, and a failed or
 * cancelled one was never given (docs/decisions.md, the records export).
 */
export const exportedGivings = (givings: readonly GivingDetail[]): GivingDetail[] =>
  givings.filter((giving) => giving.status === GIVING_STATUS.success);

/** The export's columns: the ones each record of the list shows, in its order. */
export const EXPORT_COLUMNS = ['number', 'date', 'method', 'project', 'items', 'amount'] as const;

export type ExportColumn = (typeof EXPORT_COLUMNS)[number];

/** One giving's cells, in the page's language. */
export type ExportCells = Record<ExportColumn, CsvValue>;

/** The header row, then one row per giving, in the list's order. */
export const exportRows = (
  header: Record<ExportColumn, string>,
  givings: readonly GivingDetail[],
  cellsOf: (giving: GivingDetail) => ExportCells,
): CsvValue[][] => [
  EXPORT_COLUMNS.map((column) => header[column]),
  ...givings.map((giving) => {
    const cells = cellsOf(giving);
    return EXPORT_COLUMNS.map((column) => cells[column]);
  }),
];

/**
 * The days a file's name gives: the filter's range, or for 'all' the first and last day of the
 * givings it holds (the list is newest first). Null when 'all' holds no giving.
 */
export const exportDates = (
  range: RangeChoice,
  today: Date,
  givings: readonly GivingDetail[],
): { start: string; end: string } | null => {
  const chosen = dateRange(range, today);
  if (chosen.start !== '') return chosen;
  const days = givings.map((giving) => giving.offering_build_datetime.slice(0, 10)).sort();
  const [first] = days;
  const last = days.at(-1);
  return first !== undefined && last !== undefined ? { start: first, end: last } : null;
};
