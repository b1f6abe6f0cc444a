import type { ItemPackageLine } from '@eoffering/shared/contract';
import { badRequest, ruleBroken } from '../core/errors';
import type { StoreShape } from '../store/collections';
import { packageLine } from './package-line';

/**
 * The one item-limit check of a giving's lines, for new orders and item edits alike
 * (docs/security-model.md, docs/api-contract.md): each item belongs to the project and appears once, each amount
 * is whole NT$ within the item's min and max (docs/api-contract.md texts), and for a recurring order the item is
 * offered for recurring (if_ach 1). Returns the lines with the server's item names; a client's
 * names are never kept.
 */
export const checkItemLines = (
  data: StoreShape,
  projectAid: number,
  lines: readonly ItemPackageLine[],
  options: { recurring: boolean },
): ItemPackageLine[] => {
  const seen = new Set<number>();
  return lines.map((line) => {
    if (seen.has(line.item_aid)) {
      throw badRequest([`item_package: item ${line.item_aid} appears twice`]);
    }
    seen.add(line.item_aid);
    const item = data.project_items.find(
      (candidate) => candidate.project_aid === projectAid && candidate.item_aid === line.item_aid,
    );
    if (!item) {
      throw badRequest([`item_package: item ${line.item_aid} is not an item of this project`]);
    }
    if (options.recurring && item.if_ach !== 1) {
      throw ruleBroken(`${item.item_name} is not available for recurring giving`);
    }
    const amount = line.package_amount;
    if (!Number.isSafeInteger(amount)) {
      throw badRequest([`item_package: ${item.item_name} needs a whole amount in NT$`]);
    }
    if (amount < item.item_donation_min_num) {
      throw ruleBroken(`${item.item_name}: Minimum amount: NT$ ${item.item_donation_min_num}`);
    }
    if (amount > item.item_donation_max_num) {
      throw ruleBroken(`${item.item_name}: Maximum amount: NT$ ${item.item_donation_max_num}`);
    }
    return packageLine([item], item.item_aid, amount);
  });
};

/** The sum of a giving's lines in NT$. */
export const totalOf = (lines: readonly ItemPackageLine[]): number =>
  lines.reduce((sum, line) => sum + line.package_amount, 0);
