import { HISTORY_RANGE_DAYS, addDays, toIsoDate } from '@eoffering/shared/rules';
import type { PayMethod, RequestOf } from '@eoffering/shared/contract';

/** docs/screens/member-centre.md: the pay-method filter's choices besides 'all'. */
export const PAY_METHODS: readonly PayMethod[] = ['CREDIT', 'LINEPAY', 'VACC', 'CASH'];

/**
 * docs/screens/member-centre.md date choices: all, the last 30, 180 or 360 days (`last-N`), or the previous calendar year
 * (`year-YYYY`).
 */
export type RangeChoice = 'all' | `last-${number}` | `year-${number}`;

/** What the records page filters by (docs/api-contract.md, giving search condition); the URL query holds it. */
export interface RecordsFilter {
  range: RangeChoice;
  /** A receipt title's aid (-1 anonymous, 0 not set, a saved title), or null for all titles. */
  title: number | null;
  /** null for all methods. */
  method: PayMethod | null;
  /** A giving number, digits only; '' means no filter. */
  number: string;
  /** From 1. */
  page: number;
}

export const DEFAULT_FILTER: RecordsFilter = {
  range: 'all',
  title: null,
  method: null,
  number: '',
  page: 1,
};

/** The API's limit on a giving number (contract: up to 20 digits). */
const GIVING_NUMBER = /^\d{1,20}$/;

/** docs/screens/member-centre.md: the giving-number search takes digits only; empty means no filter. */
export const isGivingNumberQuery = (text: string): boolean =>
  text.trim() === '' || GIVING_NUMBER.test(text.trim());

/**
 * docs/screens/member-centre.md: the date choices offered on `today` (a Taipei day, `taipeiToday`): all, the day
 * ranges, then the previous year.
 */
export const rangeChoices = (today: Date): RangeChoice[] => [
  'all',
  ...HISTORY_RANGE_DAYS.map((days): RangeChoice => `last-${days}`),
  `year-${today.getFullYear() - 1}`,
];

/** The year of a `year-YYYY` choice, else null. */
export const yearOf = (range: RangeChoice): number | null => {
  const match = /^year-(\d{4})$/.exec(range);
  return match ? Number(match[1]) : null;
};

/**
 * docs/screens/member-centre.md: a range runs from today minus N days to today, Taipei days whatever the browser's time
 * zone (`today` comes from `taipeiToday`); a year from 1 January to 31 December; 'all' sends no
 * dates.
 */
export const dateRange = (range: RangeChoice, today: Date): { start: string; end: string } => {
  const year = yearOf(range);
  if (year !== null) return { start: `${year}-01-01`, end: `${year}-12-31` };
  const days = /^last-(\d+)$/.exec(range)?.[1];
  if (days === undefined) return { start: '', end: '' };
  return { start: toIsoDate(addDays(today, -Number(days))), end: toIsoDate(today) };
};

/** The body of get_tra_offering_list for a filter (docs/api-contract.md; 'null' is the API's 'all methods'). */
export const recordsRequest = (
  filter: RecordsFilter,
  today: Date,
): RequestOf<'get_tra_offering_list'> => {
  const { start, end } = dateRange(filter.range, today);
  return {
    tra_start_datetime: start,
    tra_end_datetime: end,
    invoice_title_aid: filter.title,
    pay_method: filter.method ?? 'null',
    offering_aid: filter.number,
  };
};

const QUERY = { range: 'range', title: 'title', method: 'method', number: 'number', page: 'page' };

const wholeNumber = (text: string | null, min: number): number | null =>
  text !== null && /^-?\d{1,9}$/.test(text) && Number(text) >= min ? Number(text) : null;

/**
 * The filter a URL query holds. Whatever a hand-edited or stale address carries that is not a
 * choice of today (an old year, an unknown method, letters in the number) falls back to its
 * default rather than being sent.
 */
export const parseRecordsQuery = (query: URLSearchParams, today: Date): RecordsFilter => {
  const range = query.get(QUERY.range);
  const method = query.get(QUERY.method);
  const number = query.get(QUERY.number)?.trim() ?? '';
  return {
    range: rangeChoices(today).find((choice) => choice === range) ?? DEFAULT_FILTER.range,
    title: wholeNumber(query.get(QUERY.title), -1),
    method: PAY_METHODS.find((choice) => choice === method) ?? null,
    number: GIVING_NUMBER.test(number) ? number : '',
    page: wholeNumber(query.get(QUERY.page), 1) ?? 1,
  };
};

/** The URL query of a filter, without the defaults (the plain page address means no filter). */
export const toRecordsQuery = (filter: RecordsFilter): URLSearchParams => {
  const query = new URLSearchParams();
  if (filter.range !== DEFAULT_FILTER.range) query.set(QUERY.range, filter.range);
  if (filter.title !== null) query.set(QUERY.title, String(filter.title));
  if (filter.method !== null) query.set(QUERY.method, filter.method);
  if (filter.number !== '') query.set(QUERY.number, filter.number);
  if (filter.page !== 1) query.set(QUERY.page, String(filter.page));
  return query;
};

/** A filter change: any new condition starts again on page 1 (docs/screens/member-centre.md: year and title reset paging). */
export const withChange = (
  filter: RecordsFilter,
  change: Partial<Omit<RecordsFilter, 'page'>>,
): RecordsFilter => ({ ...filter, ...change, page: 1 });
