import { i18n, initI18n } from '../../i18n/i18n';
import { anItem } from '../../testing/contract-fixtures';
import {
  amountError,
  rowsFromLines,
  setRowAmount,
  tickRow,
  tickedLines,
  tickedTotal,
  type ItemAmountRow,
} from './item-amounts';

const tithe = anItem({
  item_aid: 1,
  item_name: '什一奉獻',
  item_donation_min_num: 100,
  item_donation_max_num: 5000,
});
const thanks = anItem({ item_aid: 2, item_name: '感恩奉獻', item_donation_min_num: 50 });

const row = (ticked: boolean, amount: string, item = tithe): ItemAmountRow => ({
  item,
  ticked,
  amount,
});
const summary = (rows: ItemAmountRow[]) => rows.map((r) => [r.item.item_aid, r.ticked, r.amount]);

beforeAll(() => initI18n('en'));

describe('ticked items with amounts', () => {
  it("ticks the items with a line, with the line's amount, and leaves out a line of no item", () => {
    const lines = [
      { item_aid: 2, item_name: '感恩奉獻', package_amount: 600 },
      { item_aid: 9, item_name: '舊品項', package_amount: 800 },
    ];
    expect(summary(rowsFromLines([tithe, thanks], lines))).toEqual([
      [1, false, ''],
      [2, true, '600'],
    ]);
  });

  it('ticking enables the amount cleared to 0; unticking empties it', () => {
    const rows = [row(false, ''), row(true, '300', thanks)];
    expect(summary(tickRow(rows, 1, true))).toEqual([
      [1, true, ''],
      [2, true, '300'],
    ]);
    expect(summary(tickRow(rows, 2, false))).toEqual([
      [1, false, ''],
      [2, false, ''],
    ]);
    expect(summary(setRowAmount(rows, 2, '450'))).toEqual([
      [1, false, ''],
      [2, true, '450'],
    ]);
  });

  it.each<[string, ItemAmountRow, string | null]>([
    ['an unticked item needs nothing', row(false, ''), null],
    ['a ticked item without amount', row(true, ''), 'please enter amount'],
    ['a ticked item at 0', row(true, '0'), 'please enter amount'],
    [
      'text that is no number',
      row(true, 'abc'),
      'Enter the amount in digits only, e.g. 1500 or 1,500',
    ],
    ['a fraction', row(true, '150.5'), 'Enter a whole amount, without decimals'],
    ['thousands separators', row(true, '1,000'), null],
    ['full-width digits', row(true, '１０００'), null],
    ['under the minimum', row(true, '99'), 'Minimum amount: NT$ 100'],
    ['the minimum', row(true, '100'), null],
    ['the maximum', row(true, '5000'), null],
    ['over the maximum', row(true, '5001'), 'Maximum amount: NT$ 5,000'],
  ])('%s: %j', (_case, checked, expected) => {
    const error = amountError(checked);
    expect(error ? i18n.t(error.key, { ...error.values, lng: 'en' }) : null).toBe(expected);
  });

  it.each<[string, ItemAmountRow[], number]>([
    ['nothing ticked', [row(false, ''), row(false, '', thanks)], 0],
    ['ticked amounts add up', [row(true, '1000'), row(true, '250', thanks)], 1250],
    ['unticked rows do not count', [row(true, '1000'), row(false, '250', thanks)], 1000],
    ['text not yet a number counts 0', [row(true, '1000'), row(true, '2x', thanks)], 1000],
    [
      '"1,000" and full-width digits count',
      [row(true, '1,000'), row(true, '２５０', thanks)],
      1250,
    ],
    ['a fraction counts 0', [row(true, '1000'), row(true, '250.5', thanks)], 1000],
    [
      'an amount over its maximum counts 0',
      [row(true, '999999999'), row(true, '250', thanks)],
      250,
    ],
    ['an amount under its minimum counts 0', [row(true, '99'), row(true, '250', thanks)], 250],
    ['a negative amount counts 0', [row(true, '-500'), row(true, '250', thanks)], 250],
  ])('the total with %s is %i', (_case, rows, total) => {
    expect(tickedTotal(rows)).toBe(total);
  });

  it("gives the ticked rows as lines with the items' names", () => {
    expect(tickedLines([row(true, '1000'), row(false, '', thanks)])).toEqual([
      { item_aid: 1, item_name: '什一奉獻', package_amount: 1000 },
    ]);
  });
});
