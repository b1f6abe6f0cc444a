import { emptyOrderDraft, i18n, initI18n, type OrderDraft } from '@eoffering/shared';
import { anItem } from '../../testing/fixtures';
import {
  belongsToAnotherProject,
  checklistLines,
  checklistTotal,
  restoreChecklist,
  rowError,
  setAmount,
  tick,
  type ChecklistRow,
} from './checklist';

const tithe = anItem({
  item_aid: 1,
  item_name: '十一奉獻',
  item_donation_min_num: 100,
  item_donation_max_num: 5000,
});
const thanks = anItem({ item_aid: 2, item_name: '感恩奉獻', item_donation_min_num: 50 });
const items = [tithe, thanks];

const draft = (patch: Partial<OrderDraft>): OrderDraft => ({ ...emptyOrderDraft(), ...patch });
const row = (ticked: boolean, amount: string, item = tithe): ChecklistRow => ({
  item,
  ticked,
  amount,
});
const summary = (rows: ChecklistRow[]) => rows.map((r) => [r.item.item_aid, r.ticked, r.amount]);

beforeAll(() => initI18n('en'));

describe('normal giving checklist (spec 4 normal flow, spec 5)', () => {
  it.each<[string, Partial<OrderDraft>, (string | number | boolean)[][]]>([
    [
      'no saved order: nothing ticked',
      {},
      [
        [1, false, ''],
        [2, false, ''],
      ],
    ],
    [
      'a saved order of this project: its ticks and amounts',
      {
        project_aid: 7,
        if_ach: 0,
        item_package: [{ item_aid: 2, item_name: '感恩奉獻', package_amount: 600 }],
      },
      [
        [1, false, ''],
        [2, true, '600'],
      ],
    ],
    [
      'a saved recurring order of this project: nothing ticked',
      {
        project_aid: 7,
        if_ach: 1,
        item_package: [{ item_aid: 2, item_name: '感恩奉獻', package_amount: 600 }],
      },
      [
        [1, false, ''],
        [2, false, ''],
      ],
    ],
    [
      'a saved order of another project: nothing ticked',
      {
        project_aid: 8,
        item_package: [{ item_aid: 1, item_name: '十一奉獻', package_amount: 600 }],
      },
      [
        [1, false, ''],
        [2, false, ''],
      ],
    ],
    [
      'a saved line of an item the project no longer has: left out',
      {
        project_aid: 7,
        item_package: [{ item_aid: 9, item_name: '舊品項', package_amount: 600 }],
      },
      [
        [1, false, ''],
        [2, false, ''],
      ],
    ],
  ])('restores %s', (_case, saved, expected) => {
    expect(summary(restoreChecklist(items, draft(saved), 7))).toEqual(expected);
  });

  it.each<[number, boolean]>([
    [0, false],
    [7, false],
    [8, true],
  ])('a saved order of project %i belongs to another project than 7: %s', (aid, expected) => {
    expect(belongsToAnotherProject(draft({ project_aid: aid }), 7)).toBe(expected);
  });

  it('ticking enables the amount cleared to 0; unticking empties it', () => {
    const rows = [row(false, ''), row(true, '300', thanks)];
    expect(summary(tick(rows, 1, true))).toEqual([
      [1, true, ''],
      [2, true, '300'],
    ]);
    expect(summary(tick(rows, 2, false))).toEqual([
      [1, false, ''],
      [2, false, ''],
    ]);
    expect(summary(setAmount(rows, 2, '450'))).toEqual([
      [1, false, ''],
      [2, true, '450'],
    ]);
  });

  it.each<[string, ChecklistRow, string | null]>([
    ['an unticked item needs nothing', row(false, ''), null],
    ['a ticked item without amount', row(true, ''), 'please enter amount'],
    ['a ticked item at 0', row(true, '0'), 'please enter amount'],
    ['text that is no number', row(true, 'abc'), 'please enter amount'],
    ['a fraction', row(true, '150.5'), 'please enter amount'],
    ['under the minimum', row(true, '99'), 'Minimum amount: NT$ 100'],
    ['the minimum', row(true, '100'), null],
    ['the maximum', row(true, '5000'), null],
    ['over the maximum', row(true, '5001'), 'Maximum amount: NT$ 5,000'],
  ])('%s: %j', (_case, checked, expected) => {
    const error = rowError(checked);
    expect(error ? i18n.t(error.key, { ...error.values, lng: 'en' }) : null).toBe(expected);
  });

  it.each<[string, ChecklistRow[], number]>([
    ['nothing ticked', [row(false, ''), row(false, '', thanks)], 0],
    ['ticked amounts add up', [row(true, '1000'), row(true, '250', thanks)], 1250],
    ['unticked rows do not count', [row(true, '1000'), row(false, '250', thanks)], 1000],
    ['text not yet a number counts 0', [row(true, '1000'), row(true, '2x', thanks)], 1000],
  ])('the total with %s is %i', (_case, rows, total) => {
    expect(checklistTotal(rows)).toBe(total);
  });

  it('gives the ticked lines only when every ticked amount is valid', () => {
    expect(checklistLines([row(true, '1000'), row(false, '', thanks)])).toEqual([
      { item_aid: 1, item_name: '十一奉獻', package_amount: 1000 },
    ]);
    expect(checklistLines([row(true, '1000'), row(true, '10', thanks)])).toBeNull();
    expect(checklistLines([row(false, ''), row(false, '', thanks)])).toBeNull();
  });
});
