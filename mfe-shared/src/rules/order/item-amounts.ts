import type { ItemPackageLine, ProjectItem } from '../../contract';
import { parseAmountText, validateAmount, type Validation } from '../validation/rules';

/**
 * docs/api-contract.md: one line of an order's item_package, with the item's names (docs/api-contract.md,
 * English names: the English one goes along so later pages can show it).
 */
export const lineOf = (
  item: Pick<ProjectItem, 'item_aid' | 'item_name' | 'item_name_en'>,
  amount: number,
): ItemPackageLine => ({
  item_aid: item.item_aid,
  item_name: item.item_name,
  item_name_en: item.item_name_en,
  package_amount: amount,
});

/** One item in a ticked-items-with-amounts list: ticked or not, the amount as typed. */
export interface ItemAmountRow {
  item: ProjectItem;
  ticked: boolean;
  amount: string;
}

/**
 * Every item, those with a line ticked with its amount (0, an amount not typed yet, shown empty); a
 * line of an item not listed is left out.
 */
export const rowsFromLines = (
  items: readonly ProjectItem[],
  lines: readonly ItemPackageLine[],
): ItemAmountRow[] =>
  items.map((item) => {
    const line = lines.find((candidate) => candidate.item_aid === item.item_aid);
    return line
      ? { item, ticked: true, amount: line.package_amount > 0 ? String(line.package_amount) : '' }
      : { item, ticked: false, amount: '' };
  });

/** docs/screens/giving.md: ticking enables the amount and clears it to 0 (shown empty); unticking empties it. */
export const tickRow = <R extends ItemAmountRow>(
  rows: readonly R[],
  itemAid: number,
  ticked: boolean,
): R[] => rows.map((row) => (row.item.item_aid === itemAid ? { ...row, ticked, amount: '' } : row));

export const setRowAmount = <R extends ItemAmountRow>(
  rows: readonly R[],
  itemAid: number,
  amount: string,
): R[] => rows.map((row) => (row.item.item_aid === itemAid ? { ...row, amount } : row));

/** The amount typed, read as the rules read it ("1,000", full-width digits); anything else 0. */
const wholeAmount = (text: string): number => {
  const amount = parseAmountText(text);
  return typeof amount === 'number' ? amount : 0;
};

/**
 * docs/screens/giving.md: a ticked item needs an amount ('please enter amount') within its own min and max; an
 * unticked one needs nothing.
 */
export const amountError = (row: ItemAmountRow): Validation =>
  row.ticked
    ? validateAmount(row.amount, {
        min: row.item.item_donation_min_num,
        max: row.item.item_donation_max_num,
      })
    : null;

/** The ticked rows as order lines with the items' names (text not yet a number counts 0). */
export const tickedLines = (rows: readonly ItemAmountRow[]): ItemPackageLine[] =>
  rows.filter((row) => row.ticked).map((row) => lineOf(row.item, wholeAmount(row.amount)));

/**
 * The running total in NT$: the ticked rows' amounts that pass their item's limits. An amount the
 * row refuses (over the maximum, under the minimum, not yet a number) counts 0, so the total never
 * shows a sum that cannot be given (docs/screens/giving.md, normal giving).
 */
export const tickedTotal = (rows: readonly ItemAmountRow[]): number =>
  tickedLines(rows.filter((row) => amountError(row) === null)).reduce(
    (sum, line) => sum + line.package_amount,
    0,
  );
