import { useRef, useState } from 'react';
import { amountError, setRowAmount, tickRow, type ItemAmountRow } from '@eoffering/shared/rules';
import type { ItemAmountsListProps } from './item-amounts-list';

type ListHandlers = Pick<ItemAmountsListProps, 'onTick' | 'onAmount' | 'onLeave' | 'controlRef'>;

export interface ItemAmountsEntry<R extends ItemAmountRow> {
  /** The item's amount was left: its message shows from then on (docs/screens/giving.md). */
  wasLeft: (itemAid: number) => boolean;
  /** A refused submit: focus goes to the first amount to fix. */
  focusFirstInvalid: (rows: readonly R[]) => void;
  /** What ItemAmountsList needs to edit the rows through `update`. */
  handlers: ListHandlers;
}

/**
 * docs/screens/giving.md, a checklist of items with amounts kept by its form: ticking or typing changes the
 * rows through `update`, a left amount shows its message, ticking again hides it until left again.
 */
export const useItemAmountsEntry = <R extends ItemAmountRow>(
  update: (change: (rows: readonly R[]) => R[]) => void,
): ItemAmountsEntry<R> => {
  const [left, setLeft] = useState<ReadonlySet<number>>(() => new Set());
  const amounts = useRef(new Map<number, HTMLInputElement>());
  return {
    wasLeft: (itemAid) => left.has(itemAid),
    focusFirstInvalid: (rows) => {
      const first = rows.find((row) => amountError(row) !== null);
      if (first) amounts.current.get(first.item.item_aid)?.focus();
    },
    handlers: {
      onTick: (itemAid, ticked) => {
        update((rows) => tickRow(rows, itemAid, ticked));
        setLeft((current) => new Set([...current].filter((other) => other !== itemAid)));
      },
      onAmount: (itemAid, amount) => update((rows) => setRowAmount(rows, itemAid, amount)),
      onLeave: (itemAid) => setLeft((current) => new Set(current).add(itemAid)),
      controlRef: (row, control, input) => {
        if (control !== 'amount') return;
        if (input) amounts.current.set(row.item.item_aid, input);
        else amounts.current.delete(row.item.item_aid);
      },
    },
  };
};
