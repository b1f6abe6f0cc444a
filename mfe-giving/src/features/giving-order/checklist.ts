import type { OrderDraft } from '@eoffering/shared';
import type { ItemPackageLine, ProjectItem } from '@eoffering/shared/contract';
import {
  amountError,
  rowsFromLines,
  tickedLines,
  type ItemAmountRow,
} from '@eoffering/shared/rules';

/**
 * docs/screens/giving.md, normal flow: the project's items, unticked; a saved one-off order of this project
 * (if_ach 0) brings back its ticks and amounts.
 */
export const restoreChecklist = (
  items: readonly ProjectItem[],
  draft: OrderDraft,
  projectAid: number,
): ItemAmountRow[] =>
  rowsFromLines(
    items,
    draft.project_aid === projectAid && draft.if_ach === 0 ? draft.item_package : [],
  );

/** docs/screens/giving.md: a saved order of another project is cleared when the normal flow opens. */
export const belongsToAnotherProject = (draft: OrderDraft, projectAid: number): boolean =>
  draft.project_aid !== 0 && draft.project_aid !== projectAid;

/** The order's lines when every ticked row is valid and at least one is ticked, else null. */
export const checklistLines = (rows: readonly ItemAmountRow[]): ItemPackageLine[] | null => {
  const lines = tickedLines(rows);
  if (lines.length === 0 || rows.some((row) => amountError(row) !== null)) return null;
  return lines;
};
