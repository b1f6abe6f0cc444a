import { emptyOrderDraft, orderDraft, type OrderDraft } from '@eoffering/shared';
import type { ItemPackageLine, ProjectItem } from '@eoffering/shared/contract';
import { limitsOf } from './keypad';

/**
 * docs/screens/giving.md: Next saves a new one-off order (if_ach 0) with its view, project and lines, and
 * forgets whatever an earlier order had reached (giving number, payment type). The payment
 * attempt stays: it is tied to the body it posted, so the same order chosen again with the same
 * method keeps its Idempotency-Key (docs/security-model.md) and any other order gets a new one.
 */
export const saveNewOrder = (
  view: 'express' | 'normal',
  projectAid: number,
  lines: ItemPackageLine[],
): OrderDraft =>
  orderDraft.save({
    ...emptyOrderDraft(),
    payment_attempt: orderDraft.get().payment_attempt,
    project_aid: projectAid,
    view,
    if_ach: 0,
    item_package: lines,
  });

/**
 * The express choice a saved order of this project holds (the donor reloaded, or came Back from
 * the payment step), or null: one line, an item the project still has; its amount as saved while
 * within the item's maximum, else 0 (docs/screens/giving.md, the order draft).
 */
export const savedExpressChoice = <I extends ProjectItem>(
  draft: OrderDraft,
  projectAid: number,
  items: readonly I[],
): { item: I; amount: number } | null => {
  if (draft.project_aid !== projectAid || draft.view !== 'express' || draft.if_ach !== 0) {
    return null;
  }
  const [line, ...more] = draft.item_package;
  const item = items.find((candidate) => candidate.item_aid === line?.item_aid);
  if (!line || more.length > 0 || !item) return null;
  const { max } = limitsOf(item);
  return { item, amount: line.package_amount <= max ? line.package_amount : 0 };
};
