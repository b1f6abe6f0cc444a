import { orderDraft, useOrderDraft, type OrderDraft } from '@eoffering/shared';
import { useState } from 'react';

/** What makes an order this order: its project, its kind and its items with their amounts. */
export const sameOrder = (a: OrderDraft, b: OrderDraft): boolean =>
  a.project_aid === b.project_aid &&
  a.if_ach === b.if_ach &&
  a.ach_aid === b.ach_aid &&
  JSON.stringify(a.item_package) === JSON.stringify(b.item_package);

export interface OwnOrder {
  /** The order this page shows and pays: the one it opened with until the donor chooses another. */
  draft: OrderDraft;
  /** The order another tab saved over this page's, while the donor has not chosen between them. */
  replacedBy: OrderDraft | null;
  /** Puts this page's order back in the draft, for this tab and the others. */
  keepOwn: () => void;
  /** Goes on with the other tab's order. */
  takeNew: () => void;
}

/**
 * docs/decisions.md, one order per browser: the draft is shared by the browser's tabs, so another tab
 * starting a gift replaces it. The payment page keeps the order it opened with, shows it, and asks
 * before paying either, instead of following the other tab silently.
 */
export const useOwnOrder = (): OwnOrder => {
  const live = useOrderDraft();
  const [own, setOwn] = useState(live);
  const replaced = !sameOrder(own, live);
  return {
    // The same order may change under this page (the chosen method, the payment attempt).
    draft: replaced ? own : live,
    replacedBy: replaced ? live : null,
    keepOwn: () => {
      orderDraft.save(own);
    },
    takeNew: () => setOwn(live),
  };
};
