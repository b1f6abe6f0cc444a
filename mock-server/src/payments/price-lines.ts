import type { ItemPackageLine } from '@eoffering/shared/contract';
import { badRequest, notFound, ruleBroken } from '../core/errors';
import { checkItemLines, totalOf } from '../givings/item-lines';
import type { ProjectRecord, StoreShape } from '../store/collections';

export interface PricedOrder {
  project: ProjectRecord;
  /** The lines with the server's item names. */
  item_package: ItemPackageLine[];
  /** The server's total: the sum of the lines. A client's own total is never read. */
  amount: number;
}

/**
 * Prices a new order (docs/security-model.md): the project takes online giving, there is at least
 * one line, every line passes the item limits (`checkItemLines`), and the total is recomputed here.
 */
export const priceLines = (
  data: StoreShape,
  projectAid: number,
  lines: readonly ItemPackageLine[],
  options: { recurring: boolean },
): PricedOrder => {
  const project = data.projects.find((candidate) => candidate.project_aid === projectAid);
  if (!project) throw notFound();
  // docs/screens/giving.md: a project with if_tra 0 sends donors to its external link instead of an order.
  if (project.if_tra === 0) throw ruleBroken('this project does not take online giving here');
  if (lines.length === 0) throw badRequest(['item_package: choose at least one item']);
  const priced = checkItemLines(data, projectAid, lines, options);
  const amount = totalOf(priced);
  if (amount <= 0) throw ruleBroken('the total must be more than NT$ 0');
  return { project, item_package: priced, amount };
};
