import { emptyOrderDraft, type OrderDraft } from '@eoffering/shared';
import { anItem, thanksgiving, tithe } from '../../testing/fixtures';
import type { ItemAmountRow } from '@eoffering/shared/rules';
import { belongsToAnotherProject, checklistLines, restoreChecklist } from './checklist';

const thanks = anItem({ ...thanksgiving, item_donation_min_num: 50 });
const items = [tithe, thanks];

const draft = (patch: Partial<OrderDraft>): OrderDraft => ({ ...emptyOrderDraft(), ...patch });
const row = (ticked: boolean, amount: string, item = tithe): ItemAmountRow => ({
  item,
  ticked,
  amount,
});
const summary = (rows: ItemAmountRow[]) => rows.map((r) => [r.item.item_aid, r.ticked, r.amount]);

describe('normal giving checklist (normal flow)', () => {
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
        item_package: [{ item_aid: 1, item_name: '什一奉獻', package_amount: 600 }],
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

  it('gives the ticked lines only when every ticked amount is valid', () => {
    expect(checklistLines([row(true, '1000'), row(false, '', thanks)])).toEqual([
      { item_aid: 1, item_name: '什一奉獻', package_amount: 1000 },
    ]);
    expect(checklistLines([row(true, '1000'), row(true, '10', thanks)])).toBeNull();
    expect(checklistLines([row(false, ''), row(false, '', thanks)])).toBeNull();
  });
});
