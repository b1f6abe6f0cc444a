import { validateAmount, type Validation } from '@eoffering/shared';
import type { GivingDetail, ItemPackageLine, ProjectItem } from '@eoffering/shared/contract';

/** One item of the giving's project in the item editor: ticked or not, the amount as typed. */
export interface ItemEditRow {
  item: ProjectItem;
  ticked: boolean;
  amount: string;
}

/** The editor's start: every item of the project, the giving's own lines ticked with their amounts. */
export const itemEditRows = (
  items: readonly ProjectItem[],
  giving: Pick<GivingDetail, 'item_package'>,
): ItemEditRow[] =>
  items.map((item) => {
    const line = giving.item_package.find((candidate) => candidate.item_aid === item.item_aid);
    return line
      ? { item, ticked: true, amount: String(line.package_amount) }
      : { item, ticked: false, amount: '' };
  });

/** Ticking enables the amount and starts it empty; unticking empties and disables it (spec 5). */
export const tickRow = (rows: readonly ItemEditRow[], itemAid: number, ticked: boolean) =>
  rows.map((row) => (row.item.item_aid === itemAid ? { ...row, ticked, amount: '' } : row));

export const setRowAmount = (rows: readonly ItemEditRow[], itemAid: number, amount: string) =>
  rows.map((row) => (row.item.item_aid === itemAid ? { ...row, amount } : row));

const wholeAmount = (text: string): number => (/^\s*\d+\s*$/.test(text) ? Number(text) : 0);

/** spec 5: a ticked item needs an amount within its own min and max; an unticked one nothing. */
export const itemRowError = (row: ItemEditRow): Validation =>
  row.ticked
    ? validateAmount(row.amount, {
        min: row.item.item_donation_min_num,
        max: row.item.item_donation_max_num,
      })
    : null;

/** The ticked amounts added up (text that is not yet a whole number counts 0). */
export const itemEditTotal = (rows: readonly ItemEditRow[]): number =>
  rows.reduce((sum, row) => sum + (row.ticked ? wholeAmount(row.amount) : 0), 0);

/** Why the edited items cannot be sent: a row's amount, nothing ticked, or a changed total. */
export type ItemEditProblem = 'amount' | 'none' | 'total';

export type ItemEditCheck =
  { ok: true; lines: ItemPackageLine[] } | { ok: false; problem: ItemEditProblem };

/**
 * spec 5, item editing of a transfer giving: at least one item ticked, every ticked amount within
 * its item's limits, and the ticked amounts adding up to the original total ('modification
 * error' otherwise). The lines carry the project's item names.
 */
export const checkItemEdit = (
  rows: readonly ItemEditRow[],
  originalTotal: number,
): ItemEditCheck => {
  const ticked = rows.filter((row) => row.ticked);
  if (ticked.length === 0) return { ok: false, problem: 'none' };
  if (ticked.some((row) => itemRowError(row) !== null)) return { ok: false, problem: 'amount' };
  if (itemEditTotal(rows) !== originalTotal) return { ok: false, problem: 'total' };
  return {
    ok: true,
    lines: ticked.map((row) => ({
      item_aid: row.item.item_aid,
      item_name: row.item.item_name,
      package_amount: wholeAmount(row.amount),
    })),
  };
};
