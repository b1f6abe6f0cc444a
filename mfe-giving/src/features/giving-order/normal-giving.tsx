import { Button, ROUTES, orderDraft, useNavigate, useTranslation } from '@eoffering/shared';
import { formatMoney, tickedLines, tickedTotal } from '@eoffering/shared/rules';
import type { Project, ProjectItem } from '@eoffering/shared/contract';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ORDER_NS } from '../../components/order-frame/order-strings';
import { ItemAmountsList, useItemAmountsEntry } from '@eoffering/shared/flows';
import { belongsToAnotherProject, checklistLines, restoreChecklist } from './checklist';
import { saveNewOrder } from './order-lines';
import styles from './normal-giving.module.css';

/**
 * docs/screens/giving.md, normal giving: a checklist of the project's items, each with its amount, and a
 * running total; Next saves the ticked items and goes to the payment methods.
 */
export const NormalGiving = ({
  project,
  items,
}: {
  project: Project;
  items: readonly ProjectItem[];
}) => {
  const { t } = useTranslation(ORDER_NS);
  const navigate = useNavigate();
  const projectAid = project.project_aid;
  const [rows, setRows] = useState(() => restoreChecklist(items, orderDraft.get(), projectAid));
  const entry = useItemAmountsEntry(setRows);
  const [submitted, setSubmitted] = useState(false);
  const totalId = useId();

  useEffect(() => {
    // docs/screens/giving.md: a saved order of another project is cleared and the order reset.
    if (belongsToAnotherProject(orderDraft.get(), projectAid)) orderDraft.clear();
  }, [projectAid]);

  // The draft follows the ticks and amounts, so a reload finds them (docs/screens/giving.md).
  const restored = useRef(rows);
  useEffect(() => {
    if (rows !== restored.current) saveNewOrder('normal', projectAid, tickedLines(rows));
  }, [rows, projectAid]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const lines = checklistLines(rows);
    if (lines === null) {
      entry.focusFirstInvalid(rows);
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
        <ItemAmountsList
          rows={rows}
          showError={(aid) => submitted || entry.wasLeft(aid)}
          amountLabel={(item) => t('order.normal.amountFor', { item })}
          hints
          {...entry.handlers}
        />
      </fieldset>
      {/* The total and Next stay in view at the bottom while the donor scrolls the items. */}
      <div className={styles.footer}>
        <p className={styles.total}>
          <span id={totalId}>{t('order.normal.total')}</span>{' '}
          <output aria-live="polite" aria-labelledby={totalId}>
            {formatMoney(tickedTotal(rows))}
          </output>
        </p>
        {/* docs/screens/giving.md: Next is disabled until at least one item is ticked. */}
        <Button type="submit" disabled={!rows.some((row) => row.ticked)}>
          {t('common:actions.next')}
        </Button>
      </div>
    </form>
  );
};
