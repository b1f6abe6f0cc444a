import type { ItemPackageLine } from '@eoffering/shared/contract';
import { badRequest, notFound, ruleBroken } from '../core/errors';
import type { ProjectRecord, StoreShape } from '../store/records';

export interface PricedOrder {
  project: ProjectRecord;
  /** The lines with the server's item names. */
  item_package: ItemPackageLine[];
  /** The server's total: the sum of the lines. A client's own total is never read. */
  amount: number;
}

/**
 * Checks an order's lines against the project's items (checklist 5): each item exists and belongs
 * to the project, appears once, is a whole amount within the item's min and max (spec 5 texts),
 * and for a recurring order is available for recurring (if_ach 1). Returns the recomputed total.
 */
export const priceLines = (
  data: StoreShape,
  projectAid: number,
  lines: readonly ItemPackageLine[],
  options: { recurring: boolean },
): PricedOrder => {
  const project = data.projects.find((candidate) => candidate.project_aid === projectAid);
  if (!project) throw notFound();
  // spec 2: a project with if_tra 0 sends donors to its external link instead of an order.
  if (project.if_tra === 0) throw ruleBroken('this project does not take online giving here');
  if (lines.length === 0) throw badRequest(['item_package: choose at least one item']);
  const seen = new Set<number>();
  const priced = lines.map((line) => {
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
    return { item_aid: item.item_aid, item_name: item.item_name, package_amount: amount };
  });
  const amount = priced.reduce((sum, line) => sum + line.package_amount, 0);
  if (amount <= 0) throw ruleBroken('the total must be more than NT$ 0');
  return { project, item_package: priced, amount };
};
