import { useBackendName, useTranslation } from '@eoffering/shared';
import { amountError, normalizeAmountText, type ItemAmountRow } from '@eoffering/shared/rules';
import { useId } from 'react';
import { FLOWS_NS } from '../flow-strings';
import { MessageSlot } from '../forms/form-field';
import { ItemLimits } from './item-limits';
import styles from './item-amounts.module.css';

export type ItemControl = 'tick' | 'amount';

export interface ItemAmountsListProps {
  rows: readonly ItemAmountRow[];
  /** Show the row's message: its amount was left, or the form was sent. */
  showError: (itemAid: number) => boolean;
  /** The amount field's accessible name for an item. */
  amountLabel: (itemName: string) => string;
  /** docs/screens/giving.md: placeholders that ask to tick the item first, then for an amount. */
  hints?: boolean;
  onTick: (itemAid: number, ticked: boolean) => void;
  onAmount: (itemAid: number, amount: string) => void;
  onLeave: (itemAid: number) => void;
  /** Every row's checkbox and amount field, so the form can focus the first one to fix. */
  controlRef?: (row: ItemAmountRow, control: ItemControl, element: HTMLInputElement | null) => void;
}

/**
 * docs/screens/giving.md: the items, each ticked or not with its amount (disabled until ticked), its own
 * limits, and its message once shown.
 */
export const ItemAmountsList = ({
  rows,
  showError,
  amountLabel,
  hints = false,
  onTick,
  onAmount,
  onLeave,
  controlRef,
}: ItemAmountsListProps) => {
  const { t } = useTranslation(FLOWS_NS);
  const nameOf = useBackendName();
  const listId = useId();
  return (
    <ul className={styles.list}>
      {rows.map((row) => {
        const aid = row.item.item_aid;
        const error = showError(aid) ? amountError(row) : null;
        const checkboxId = `${listId}-tick-${aid}`;
        const limitsId = `${listId}-limits-${aid}`;
        const errorId = `${listId}-error-${aid}`;
        return (
          <li key={aid} className={styles.row}>
            <div className={styles.tick}>
              <input
                id={checkboxId}
                ref={(element) => controlRef?.(row, 'tick', element)}
                type="checkbox"
                checked={row.ticked}
                onChange={(event) => onTick(aid, event.target.checked)}
              />
              <label htmlFor={checkboxId}>{nameOf(row.item, 'item_name')}</label>
            </div>
            <div className={styles.field}>
              <input
                ref={(element) => controlRef?.(row, 'amount', element)}
                className={styles.amount}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                aria-label={amountLabel(nameOf(row.item, 'item_name'))}
                aria-describedby={error ? `${limitsId} ${errorId}` : limitsId}
                aria-invalid={error ? true : undefined}
                placeholder={
                  hints
                    ? t(row.ticked ? 'itemAmounts.enterAmount' : 'itemAmounts.tickFirst')
                    : undefined
                }
                disabled={!row.ticked}
                value={row.amount}
                onChange={(event) => onAmount(aid, event.target.value)}
                onBlur={() => {
                  // "1,000" and full-width digits are shown as the plain number they were read as.
                  const normalized = normalizeAmountText(row.amount);
                  if (normalized !== row.amount) onAmount(aid, normalized);
                  onLeave(aid);
                }}
              />
              <ItemLimits id={limitsId} item={row.item} className={styles.limits} />
              <MessageSlot
                id={errorId}
                message={error ? t(error.key, error.values) : undefined}
                className={styles.error}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
};
