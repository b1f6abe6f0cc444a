import { Button, isBusinessRefusal, toast, useNavigate, useTranslation } from '@eoffering/shared';
import { useApiAction, ItemAmountsList, useItemAmountsEntry } from '@eoffering/shared/flows';
import {
  formatMoney,
  tickedTotal,
  type ItemAmountRow,
  checkItemEdit,
  itemEditRows,
  type ItemEditProblem,
} from '@eoffering/shared/rules';
import type { GivingDetail, ProjectItem } from '@eoffering/shared/contract';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { GUEST_LOOKUP_NS } from './guest-lookup-strings';
import { guestUpdateFailed } from './guest-update-failed';
import styles from './guest-lookup.module.css';

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
  const { t } = useTranslation(GUEST_LOOKUP_NS);
  const navigate = useNavigate();
  const [rows, setRows] = useState(() => itemEditRows(items, giving));
  const [problem, setProblem] = useState<ItemEditProblem | null>(null);
  const entry = useItemAmountsEntry<ItemAmountRow>((change) => {
    setRows(change);
    setProblem(null);
  });
  const totalId = useId();
  const update = useApiAction('update_tra_items');

  const refused = update.error !== null && isBusinessRefusal(update.error);
  useEffect(() => {
    if (refused) void guestUpdateFailed(navigate);
  }, [refused, navigate]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkItemEdit(rows, giving.amount);
    if (!check.ok) {
      setProblem(check.problem);
      entry.focusFirstInvalid(rows);
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
        <ItemAmountsList
          rows={rows}
          showError={(aid) => problem !== null || entry.wasLeft(aid)}
          amountLabel={(item) => t('lookup.items.amountFor', { item })}
          {...entry.handlers}
        />
      </fieldset>
      <p className={styles.total}>
        <span id={totalId}>{t('lookup.items.total', { total: formatMoney(giving.amount) })}</span>{' '}
        <output aria-live="polite" aria-labelledby={totalId}>
          {formatMoney(tickedTotal(rows))}
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
