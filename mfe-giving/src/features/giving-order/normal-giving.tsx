import {
  Button,
  ROUTES,
  formatMoney,
  orderDraft,
  useNavigate,
  useTranslation,
} from '@eoffering/shared';
import type { Project, ProjectItem } from '@eoffering/shared/contract';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { GIVING_NS } from '../../strings';
import {
  belongsToAnotherProject,
  checklistLines,
  checklistTotal,
  restoreChecklist,
  rowError,
  setAmount,
  tick,
  type ChecklistRow,
} from './checklist';
import { ItemLimits } from './item-limits';
import { saveNewOrder } from './order-lines';
import styles from './normal-giving.module.css';

interface RowProps {
  row: ChecklistRow;
  /** Show the row's message: the field was left, or Next was pressed. */
  showError: boolean;
  onTick: (ticked: boolean) => void;
  onAmount: (amount: string) => void;
  onLeave: () => void;
  inputRef: (input: HTMLInputElement | null) => void;
}

const ChecklistItem = ({ row, showError, onTick, onAmount, onLeave, inputRef }: RowProps) => {
  const { t } = useTranslation(GIVING_NS);
  const checkboxId = useId();
  const limitsId = useId();
  const errorId = useId();
  const error = showError ? rowError(row) : null;
  const name = row.item.item_name;
  return (
    <li className={styles.row}>
      <div className={styles.tick}>
        <input
          id={checkboxId}
          type="checkbox"
          checked={row.ticked}
          onChange={(event) => onTick(event.target.checked)}
        />
        <label htmlFor={checkboxId}>{name}</label>
      </div>
      <div className={styles.field}>
        <input
          ref={inputRef}
          className={styles.amount}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-label={t('order.normal.amountFor', { item: name })}
          aria-describedby={`${limitsId} ${errorId}`}
          aria-invalid={error ? true : undefined}
          // spec 5: the placeholder tells the donor to tick the item first.
          placeholder={t(row.ticked ? 'order.normal.enterAmount' : 'order.normal.tickFirst')}
          disabled={!row.ticked}
          value={row.amount}
          onChange={(event) => onAmount(event.target.value)}
          onBlur={onLeave}
        />
        <ItemLimits id={limitsId} item={row.item} className={styles.limits} />
        <p id={errorId} className={styles.error}>
          {error ? t(error.key, error.values) : ''}
        </p>
      </div>
    </li>
  );
};

/**
 * spec 2 and 4, normal giving: a checklist of the project's items, each with its amount, and a
 * running total; Next saves the ticked items and goes to the payment methods.
 */
export const NormalGiving = ({
  project,
  items,
}: {
  project: Project;
  items: readonly ProjectItem[];
}) => {
  const { t } = useTranslation(GIVING_NS);
  const navigate = useNavigate();
  const projectAid = project.project_aid;
  const [rows, setRows] = useState(() => restoreChecklist(items, orderDraft.get(), projectAid));
  const [left, setLeft] = useState<ReadonlySet<number>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const inputs = useRef(new Map<number, HTMLInputElement>());
  const totalId = useId();

  useEffect(() => {
    // spec 4: a saved order of another project is cleared and the order reset.
    if (belongsToAnotherProject(orderDraft.get(), projectAid)) orderDraft.clear();
  }, [projectAid]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const lines = checklistLines(rows);
    if (lines === null) {
      const firstInvalid = rows.find((row) => rowError(row) !== null);
      if (firstInvalid) inputs.current.get(firstInvalid.item.item_aid)?.focus();
      return;
    }
    saveNewOrder('normal', projectAid, lines);
    navigate(ROUTES.paymentMethods.build({}));
  };

  if (items.length === 0) return <p className={styles.empty}>{t('order.normal.noItems')}</p>;

  return (
    <form noValidate onSubmit={submit}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('order.normal.chooseItems')}</legend>
        <ul className={styles.list}>
          {rows.map((row) => {
            const aid = row.item.item_aid;
            return (
              <ChecklistItem
                key={aid}
                row={row}
                showError={submitted || left.has(aid)}
                onTick={(ticked) => {
                  setRows((current) => tick(current, aid, ticked));
                  setLeft((current) => new Set([...current].filter((other) => other !== aid)));
                }}
                onAmount={(amount) => setRows((current) => setAmount(current, aid, amount))}
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
      <div className={styles.footer}>
        <p className={styles.total}>
          <span id={totalId}>{t('order.normal.total')}</span>{' '}
          <output aria-live="polite" aria-labelledby={totalId}>
            {formatMoney(checklistTotal(rows))}
          </output>
        </p>
        {/* spec 4: Next is disabled until at least one item is ticked. */}
        <Button type="submit" disabled={!rows.some((row) => row.ticked)}>
          {t('common:actions.next')}
        </Button>
      </div>
    </form>
  );
};
