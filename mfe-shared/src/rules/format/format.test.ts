import { initI18n } from '../../i18n/i18n';
import {
  formatDate,
  formatDateTime,
  formatYearMonth,
  toIsoDate,
  toRocYear,
  toYearMonthNumber,
} from './dates';
import { formatMoney, formatWhole } from './money';
import type * as money from './money';

type MoneyModule = typeof money;
import { formatRocYear } from '../../i18n/roc-year';

describe('formatMoney (whole NT$)', () => {
  it.each<[number, string]>([
    [0, 'NT$ 0'],
    [300, 'NT$ 300'],
    [1000, 'NT$ 1,000'],
    [1234567, 'NT$ 1,234,567'],
    [99.6, 'NT$ 100'],
    [Number.NaN, ''],
  ])('%d -> %j', (amount, text) => {
    expect(formatMoney(amount)).toBe(text);
  });

  it.each<[number, string]>([
    [50000, '50,000'],
    [999, '999'],
    [1000000, '1,000,000'],
    [-1234.4, '-1,234'],
  ])('groups %d without a currency: %j', (value, text) => {
    expect(formatWhole(value)).toBe(text);
  });

  it("groups as Intl.NumberFormat's en-US does, without it: its first use loads the number data before the first screen's paint", () => {
    const intl = jest.spyOn(Intl, 'NumberFormat');
    const reference = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    intl.mockClear();
    for (const value of [0, 7, 12345, 9876543210, -4321, 2.5]) {
      expect(formatWhole(value)).toBe(reference.format(Math.round(value)));
    }
    jest.isolateModules(() => {
      const isolated = jest.requireActual<MoneyModule>('./money');
      expect(isolated.formatMoney(1000)).toBe('NT$ 1,000');
    });
    expect(intl).not.toHaveBeenCalled();
    intl.mockRestore();
  });
});

describe('ROC year (year minus 1911, with the Gregorian year)', () => {
  beforeAll(() => initI18n('zh-TW'));

  it.each([
    [2022, 111],
    [2024, 113],
    [1912, 1],
  ])('%d is ROC %d', (year, roc) => {
    expect(toRocYear(year)).toBe(roc);
  });

  it.each([
    ['zh-TW', '民國 113 年（2024）'],
    ['en', 'ROC 113 (2024)'],
  ] as const)('reads %s: %s', (lng, text) => {
    expect(formatRocYear(2024, lng)).toBe(text);
  });
});

describe('dates', () => {
  it.each<[string | Date, string, string]>([
    ['2024-01-05 13:45:00', '2024/01/05', '2024/01/05 13:45'],
    ['2024-01-05T08:05:59', '2024/01/05', '2024/01/05 08:05'],
    ['2024-12-31', '2024/12/31', '2024/12/31'],
    ['20240105', '2024/01/05', '2024/01/05'],
    [new Date(2025, 2, 9, 7, 3), '2025/03/09', '2025/03/09 07:03'],
    ['', '', ''],
    ['0', '', ''],
    [new Date(Number.NaN), '', ''],
  ])('%j -> %j / %j', (value, date, dateTime) => {
    expect(formatDate(value)).toBe(date);
    expect(formatDateTime(value)).toBe(dateTime);
  });

  it.each<[string | number, string]>([
    ['202503', '2025/03'],
    [202512, '2025/12'],
    ['202513', ''],
    ['202500', ''],
    [0, ''],
    ['2025-03', ''],
  ])('year-month %j -> %j (YYYY/MM)', (value, text) => {
    expect(formatYearMonth(value)).toBe(text);
  });

  it('writes the API forms of a local date', () => {
    expect(toIsoDate(new Date(2025, 0, 7))).toBe('2025-01-07');
    expect(toYearMonthNumber(new Date(2025, 10, 30))).toBe(202511);
  });
});
