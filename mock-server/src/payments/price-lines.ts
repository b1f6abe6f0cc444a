import type { ItemPackageLine } from '@eoffering/shared/contract';
import { badRequest, found, ruleBroken } from '../core/errors';
import { perPeriodTotal } from '@eoffering/shared/rules';
import { checkItemLines } from '../givings/item-lines';
import type { StoreShape } from '../store/collections';

export const priceLines = (
  data: StoreShape,
  projectAid: number,
  lines: readonly ItemPackageLine[],
  options: { recurring: boolean },
) => {
  const project = found(data.projects.find((candidate) => candidate.project_aid === projectAid));
  if (project.if_tra === 0) throw ruleBroken('this project does not take online giving here');
  if (lines.length === 0) throw badRequest(['item_package: choose at least one item']);
  const priced = checkItemLines(data, projectAid, lines, options);
  const amount = perPeriodTotal(priced);
  if (amount <= 0) throw ruleBroken('the total must be more than NT$ 0');
  // A client's own total is never read (docs/security-model.md).
  return { project, item_package: priced, amount };
};
