import {
  DEFAULT_FILTER,
  dateRange,
  isGivingNumberQuery,
  parseRecordsQuery,
  rangeChoices,
  recordsRequest,
  toRecordsQuery,
  withChange,
  type RangeChoice,
  type RecordsFilter,
} from './records-filter';

// A fixed today, local time: 15 March 2026.
const TODAY = new Date(2026, 2, 15, 9, 30);

describe('the date choices', () => {
  it('are all, the last 30, 180 and 360 days, and the previous calendar year', () => {
    expect(rangeChoices(TODAY)).toEqual(['all', 'last-30', 'last-180', 'last-360', 'year-2025']);
  });

  it.each<[RangeChoice, string, string]>([
    ['all', '', ''],
    ['last-30', '2026-02-13', '2026-03-15'],
    ['last-180', '2025-09-16', '2026-03-15'],
    ['last-360', '2025-03-20', '2026-03-15'],
    ['year-2025', '2025-01-01', '2025-12-31'],
  ])('%s runs from %j to %j', (range, start, end) => {
    expect(dateRange(range, TODAY)).toEqual({ start, end });
  });
});

describe('recordsRequest', () => {
  it.each<[string, Partial<RecordsFilter>, object]>([
    [
      'no filter',
      {},
      {
        tra_start_datetime: '',
        tra_end_datetime: '',
        invoice_title_aid: null,
        pay_method: 'null',
        offering_aid: '',
      },
    ],
    [
      'last year, anonymous, transfers, one number',
      { range: 'year-2025', title: -1, method: 'VACC', number: '1011' },
      {
        tra_start_datetime: '2025-01-01',
        tra_end_datetime: '2025-12-31',
        invoice_title_aid: -1,
        pay_method: 'VACC',
        offering_aid: '1011',
      },
    ],
    [
      'the last 30 days, a saved title, cards',
      { range: 'last-30', title: 2, method: 'CREDIT' },
      {
        tra_start_datetime: '2026-02-13',
        tra_end_datetime: '2026-03-15',
        invoice_title_aid: 2,
        pay_method: 'CREDIT',
        offering_aid: '',
      },
    ],
    [
      'titles not set',
      { title: 0 },
      expect.objectContaining({ invoice_title_aid: 0, pay_method: 'null' }),
    ],
  ])('%s', (_case, change, body) => {
    expect(recordsRequest({ ...DEFAULT_FILTER, ...change }, TODAY)).toEqual(body);
  });
});

describe('the URL query', () => {
  it.each<[string, RecordsFilter]>([
    ['', DEFAULT_FILTER],
    ['range=last-180&page=3', { ...DEFAULT_FILTER, range: 'last-180', page: 3 }],
    [
      'range=year-2025&title=-1&method=LINEPAY&number=1014',
      { range: 'year-2025', title: -1, method: 'LINEPAY', number: '1014', page: 1 },
    ],
    ['title=0&method=CASH', { ...DEFAULT_FILTER, title: 0, method: 'CASH' }],
  ])('"%s" round-trips', (query, filter) => {
    expect(parseRecordsQuery(new URLSearchParams(query), TODAY)).toEqual(filter);
    expect(toRecordsQuery(filter).toString()).toBe(query);
  });

  it.each([
    ['range=year-2019', 'a year that is not offered'],
    ['range=last-7', 'a day range that is not offered'],
    ['method=BITCOIN', 'an unknown pay method'],
    ['number=12a', 'letters in the giving number'],
    ['number=123456789012345678901', 'a number over 20 digits'],
    ['title=-2', 'a title aid below -1'],
    ['title=x', 'a title that is no number'],
    ['page=0', 'page 0'],
    ['page=two', 'a page that is no number'],
  ])('"%s" (%s) falls back to the default', (query) => {
    expect(parseRecordsQuery(new URLSearchParams(query), TODAY)).toEqual(DEFAULT_FILTER);
  });
});

describe('filter changes', () => {
  it.each<[string, Partial<Omit<RecordsFilter, 'page'>>]>([
    ['the year', { range: 'year-2025' }],
    ['the title', { title: 2 }],
    ['the pay method', { method: 'VACC' }],
    ['the giving number', { number: '1001' }],
  ])('changing %s goes back to page 1', (_what, change) => {
    expect(withChange({ ...DEFAULT_FILTER, page: 4 }, change)).toEqual({
      ...DEFAULT_FILTER,
      ...change,
      page: 1,
    });
  });
});

describe('isGivingNumberQuery', () => {
  it.each([
    ['', true],
    ['  ', true],
    ['1001', true],
    [' 1001 ', true],
    ['10a1', false],
    ['-1', false],
    ['1.5', false],
    ['１００１', false],
  ])('%j -> %s', (text, accepted) => {
    expect(isGivingNumberQuery(text)).toBe(accepted);
  });
});
