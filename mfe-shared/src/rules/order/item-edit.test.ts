import type { GivingDetail, ProjectItem } from '../../contract';
import { anItem } from '../../testing/contract-fixtures';
import type { ItemAmountRow } from './item-amounts';
import { checkItemEdit, editBlock, editOffers, itemEditRows } from './item-edit';

const tithe = anItem({
  item_aid: 1,
  item_name: '什一奉獻',
  item_donation_min_num: 100,
  item_donation_max_num: 5000,
});
const missions = anItem({
  item_aid: 4,
  item_name: '宣教奉獻',
  item_donation_min_num: 500,
  item_donation_max_num: 2000,
});
const other = anItem({
  item_aid: 6,
  item_name: '其他奉獻',
  item_donation_min_num: 1,
  item_donation_max_num: 100000,
});
const ITEMS: ProjectItem[] = [tithe, missions, other];

/** The giving of docs/screens/guest-lookup.md's example: 2,000 tithe and 1,000 missions. */
const GIVING = {
  item_package: [
    { item_aid: 1, item_name: '什一奉獻', package_amount: 2000 },
    { item_aid: 4, item_name: '宣教奉獻', package_amount: 1000 },
  ],
};
const TOTAL = 3000;

/** Rows with these items ticked and amounts typed (item_aid to text). */
const rowsWith = (amounts: Record<number, string>): ItemAmountRow[] =>
  ITEMS.map((item) => {
    const amount = amounts[item.item_aid];
    return amount === undefined
      ? { item, ticked: false, amount: '' }
      : { item, ticked: true, amount };
  });

describe('item editing of a transfer giving', () => {
  it("starts with the giving's items ticked and the project's others unticked", () => {
    expect(itemEditRows(ITEMS, GIVING)).toEqual(rowsWith({ 1: '2000', 4: '1000' }));
  });

  it.each<[string, Record<number, string>, ReturnType<typeof checkItemEdit>]>([
    [
      'the original lines',
      { 1: '2000', 4: '1000' },
      {
        ok: true,
        lines: [
          { item_aid: 1, item_name: '什一奉獻', package_amount: 2000 },
          { item_aid: 4, item_name: '宣教奉獻', package_amount: 1000 },
        ],
      },
    ],
    [
      'moved to another item, same total',
      { 1: '2500', 6: '500' },
      {
        ok: true,
        lines: [
          { item_aid: 1, item_name: '什一奉獻', package_amount: 2500 },
          { item_aid: 6, item_name: '其他奉獻', package_amount: 500 },
        ],
      },
    ],
    [
      'all on one item',
      { 1: '3000' },
      { ok: true, lines: [{ item_aid: 1, item_name: '什一奉獻', package_amount: 3000 }] },
    ],
    ['nothing ticked', {}, { ok: false, problem: 'none' }],
    ['a sum below the original total', { 1: '2000', 4: '900' }, { ok: false, problem: 'total' }],
    ['a sum above the original total', { 1: '2000', 4: '1500' }, { ok: false, problem: 'total' }],
    ['a ticked item left empty', { 1: '3000', 4: '' }, { ok: false, problem: 'amount' }],
    ['an amount below its minimum', { 1: '2600', 4: '400' }, { ok: false, problem: 'amount' }],
    ['an amount above its maximum', { 1: '500', 4: '2500' }, { ok: false, problem: 'amount' }],
    ['an amount that is not whole', { 1: '2000.5', 4: '999.5' }, { ok: false, problem: 'amount' }],
  ])('%s', (_, amounts, expected) => {
    expect(checkItemEdit(rowsWith(amounts), TOTAL)).toEqual(expected);
  });
});

describe('what a giving detail offers to edit (docs/screens/guest-lookup.md)', () => {
  it.each<
    [
      string,
      GivingDetail['if_edit_flag'],
      GivingDetail['pay_method'],
      ReturnType<typeof editOffers>,
    ]
  >([
    ['an open transfer giving', 1, 'VACC', { receipt: true, items: true }],
    ['an open card giving', 1, 'CREDIT', { receipt: true, items: false }],
    ['a closed transfer giving', 0, 'VACC', { receipt: false, items: false }],
    ['a closed card giving', 0, 'CREDIT', { receipt: false, items: false }],
  ])('%s', (_, ifEditFlag, payMethod, expected) => {
    expect(editOffers({ if_edit_flag: ifEditFlag, pay_method: payMethod })).toEqual(expected);
  });
});

describe('editBlock: the true reason a giving cannot be changed', () => {
  it.each<[string, Parameters<typeof editBlock>[0], ReturnType<typeof editBlock>]>([
    [
      'its own receipt printed',
      { if_print_flag: 12, annual_receipt_aid: 0, if_edit_flag: 0 },
      { reason: 'issued', number: '000012' },
    ],
    [
      'on an issued annual receipt, inside the edit window',
      { if_print_flag: 0, annual_receipt_aid: 7, if_edit_flag: 1 },
      { reason: 'annual', number: '000007' },
    ],
    [
      'on an issued annual receipt, window closed',
      { if_print_flag: 0, annual_receipt_aid: 7, if_edit_flag: 0 },
      { reason: 'annual', number: '000007' },
    ],
    [
      'the edit window closed',
      { if_print_flag: 0, annual_receipt_aid: 0, if_edit_flag: 0 },
      { reason: 'closed' },
    ],
    ['open', { if_print_flag: 0, annual_receipt_aid: 0, if_edit_flag: 1 }, null],
  ])('%s', (_case, giving, expected) => {
    expect(editBlock(giving)).toEqual(expected);
  });
});
