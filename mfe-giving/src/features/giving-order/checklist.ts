import { validateAmount, type OrderDraft, type Validation } from '@eoffering/shared';
import type { ItemPackageLine, ProjectItem } from '@eoffering/shared/contract';
import { limitsOf } from './keypad';
import { lineOf } from './order-lines';

/** One row of the normal-giving checklist: ticked or not, and the amount as the donor typed it. */
export interface ChecklistRow {
  item: ProjectItem;
  ticked: boolean;
  amount: string;
}

/**
 * spec 4, normal flow: the project's items, unticked; a saved one-off order of this project
 * (if_ach 0) brings back its ticks and amounts.
 */
export const restoreChecklist = (
  items: readonly ProjectItem[],
  draft: OrderDraft,
  projectAid: number,
): ChecklistRow[] => {
  const saved = draft.project_aid === projectAid && draft.if_ach === 0 ? draft.item_package : [];
  return items.map((item) => {
    const line = saved.find((candidate) => candidate.item_aid === item.item_aid);
    return line
      ? { item, ticked: true, amount: String(line.package_amount) }
      : { item, ticked: false, amount: '' };
  });
};

/** spec 4: a saved order of another project is cleared when the normal flow opens. */
export const belongsToAnotherProject = (draft: OrderDraft, projectAid: number): boolean =>
  draft.project_aid !== 0 && draft.project_aid !== projectAid;

/** spec 4: ticking an item enables its amount and clears it to 0 (shown empty); unticking empties it. */
export const tick = (rows: readonly ChecklistRow[], itemAid: number, ticked: boolean) =>
  rows.map((row) => (row.item.item_aid === itemAid ? { ...row, ticked, amount: '' } : row));

export const setAmount = (rows: readonly ChecklistRow[], itemAid: number, amount: string) =>
  rows.map((row) => (row.item.item_aid === itemAid ? { ...row, amount } : row));

const wholeAmount = (text: string): number => (/^\s*\d+\s*$/.test(text) ? Number(text) : 0);

/** The running total in NT$: the ticked rows' whole amounts (text not yet a number counts 0). */
export const checklistTotal = (rows: readonly ChecklistRow[]): number =>
  rows.reduce((sum, row) => sum + (row.ticked ? wholeAmount(row.amount) : 0), 0);

/**
 * spec 5: a ticked item needs an amount ('please enter amount') within its own min and max; an
 * unticked one needs nothing.
 */
export const rowError = (row: ChecklistRow): Validation =>
  row.ticked ? validateAmount(row.amount, limitsOf(row.item)) : null;

/** The order's lines when every ticked row is valid and at least one is ticked, else null. */
export const checklistLines = (rows: readonly ChecklistRow[]): ItemPackageLine[] | null => {
  const ticked = rows.filter((row) => row.ticked);
  if (ticked.length === 0 || ticked.some((row) => rowError(row) !== null)) return null;
  return ticked.map((row) => lineOf(row.item, wholeAmount(row.amount)));
};
