import {
  Button,
  formatMoney,
  isBusinessRefusal,
  toast,
  useApiAction,
  useNavigate,
  useTranslation,
} from '@eoffering/shared';
import type { GivingDetail, ProjectItem } from '@eoffering/shared/contract';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { GIVING_NS } from '../../strings';
import { guestUpdateFailed } from './guest-update-failed';
import {
  checkItemEdit,
  itemEditRows,
  itemEditTotal,
  itemRowError,
  setRowAmount,
  tickRow,
  type ItemEditProblem,
  type ItemEditRow,
} from './item-edit';
import styles from './guest-lookup.module.css';

interface RowProps {
  row: ItemEditRow;
  showError: boolean;
  onTick: (ticked: boolean) => void;
  onAmount: (amount: string) => void;
  onLeave: () => void;
  inputRef: (input: HTMLInputElement | null) => void;
}

const ItemRow = ({ row, showError, onTick, onAmount, onLeave, inputRef }: RowProps) => {
  const { t } = useTranslation(GIVING_NS);
  const checkboxId = useId();
  const limitsId = useId();
  const errorId = useId();
  const error = showError ? itemRowError(row) : null;
  const name = row.item.item_name;
  return (
    <li className={styles.itemRow}>
      <div className={styles.tick}>
        <input
          id={checkboxId}
          type="checkbox"
          checked={row.ticked}
          onChange={(event) => onTick(event.target.checked)}
        />
        <label htmlFor={checkboxId}>{name}</label>
      </div>
      <div className={styles.amountField}>
        <input
          ref={inputRef}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-label={t('lookup.items.amountFor', { item: name })}
          aria-describedby={`${limitsId} ${errorId}`}
          aria-invalid={error ? true : undefined}
          // spec 5: unticked items are disabled.
          disabled={!row.ticked}
          value={row.amount}
          onChange={(event) => onAmount(event.target.value)}
          onBlur={onLeave}
        />
        <p id={limitsId} className={styles.muted}>
          {t('lookup.items.limits', {
            min: formatMoney(row.item.item_donation_min_num),
            max: formatMoney(row.item.item_donation_max_num),
          })}
        </p>
        <p id={errorId} className={styles.error}>
          {error ? t(error.key, error.values) : ''}
        </p>
      </div>
    </li>
  );
};

interface ItemEditFormProps {
  giving: GivingDetail;
  donorSid: string;
  items: readonly ProjectItem[];
  onCancel: () => void;
  onUpdated: () => void;
}

/**
 * spec 2 and 5, item editing of a transfer giving: the project's items, the giving's own ticked;
 * a ticked item needs an amount within its limits, an unticked one is disabled, at least one is
 * ticked and the ticked amounts add up to the original total ('modification error' otherwise).
 */
export const ItemEditForm = ({
  giving,
  donorSid,
  items,
  onCancel,
  onUpdated,
}: ItemEditFormProps) => {
  const { t } = useTranslation(GIVING_NS);
  const navigate = useNavigate();
  const [rows, setRows] = useState(() => itemEditRows(items, giving));
  const [left, setLeft] = useState<ReadonlySet<number>>(() => new Set());
  const [problem, setProblem] = useState<ItemEditProblem | null>(null);
  const inputs = useRef(new Map<number, HTMLInputElement>());
  const totalId = useId();
  const update = useApiAction('update_tra_items');

  const refused = update.error !== null && isBusinessRefusal(update.error);
  useEffect(() => {
    if (refused) void guestUpdateFailed(navigate);
  }, [refused, navigate]);

  const edit = (next: ItemEditRow[]) => {
    setRows(next);
    setProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkItemEdit(rows, giving.amount);
    if (!check.ok) {
      setProblem(check.problem);
      const firstInvalid = rows.find((row) => itemRowError(row) !== null);
      if (firstInvalid) inputs.current.get(firstInvalid.item.item_aid)?.focus();
      return;
    }
    const updated = await update.run({
      offering_aid: giving.offering_aid,
      donor_sid: donorSid,
      item_package: check.lines,
    });
    if (updated === undefined) return;
    toast(t('common:success.updateSuccessful'));
    onUpdated();
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>{t('lookup.items.legend')}</legend>
        <ul className={styles.itemList}>
          {rows.map((row) => {
            const aid = row.item.item_aid;
            return (
              <ItemRow
                key={aid}
                row={row}
                showError={problem !== null || left.has(aid)}
                onTick={(ticked) => {
                  edit(tickRow(rows, aid, ticked));
                  setLeft((current) => new Set([...current].filter((other) => other !== aid)));
                }}
                onAmount={(amount) => edit(setRowAmount(rows, aid, amount))}
                onLeave={() => setLeft((current) => new Set(current).add(aid))}
                inputRef={(input) => {
                  if (input) inputs.current.set(aid, input);
                  else inputs.current.delete(aid);
                }}
              />
            );
          })}
        </ul>
      </fieldset>
      <p className={styles.total}>
        <span id={totalId}>{t('lookup.items.total', { total: formatMoney(giving.amount) })}</span>{' '}
        <output aria-live="polite" aria-labelledby={totalId}>
          {formatMoney(itemEditTotal(rows))}
        </output>
      </p>
      {(problem === 'total' || problem === 'none') && (
        <p role="alert" className={styles.refusal}>
          {problem === 'total'
            ? t('common:errors.modificationError')
            : t('lookup.items.atLeastOne')}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} disabled={update.busy}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" busy={update.busy}>
          {t('common:actions.submit')}
        </Button>
      </div>
    </form>
  );
};
