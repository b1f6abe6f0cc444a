import { Button, isBusinessRefusal, toast, useApiResult, useTranslation } from '@eoffering/shared';
import type { GivingDetail, ProjectItem } from '@eoffering/shared/contract';
import {
  checkItemEdit,
  formatMoney,
  itemEditRows,
  itemsTotalOf,
  tickedTotal,
  type ItemAmountRow,
  type ItemEditProblem,
} from '@eoffering/shared/rules';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { FLOWS_NS } from '../flow-strings';
import { ItemAmountsList } from './item-amounts-list';
import { useApiAction } from '../calls/use-api-action';
import { useItemAmountsEntry } from './use-item-amounts-entry';
import styles from './item-editor.module.css';

export interface ItemEditorProps {
  giving: GivingDetail;
  /** The donor's identity number of a guest giving; '' for a member's own giving (docs/api-contract.md). */
  donorSid: string;
  onCancel: () => void;
  /** The new items were accepted: the page reads the giving again. */
  onUpdated: () => void;
  /** The backend refused the update (docs/screens/giving.md): the page says so its own way and leaves. */
  onRefused: () => void;
}

interface ItemEditFormProps extends ItemEditorProps {
  items: readonly ProjectItem[];
}

/**
 * docs/screens/giving.md, item editing of a transfer giving: the project's items, the giving's own ticked;
 * a ticked item needs an amount within its limits, an unticked one is disabled, at least one is
 * ticked and the ticked amounts add up to the original total ('modification error' otherwise),
 * checked before anything is sent.
 */
const ItemEditForm = ({
  giving,
  donorSid,
  items,
  onCancel,
  onUpdated,
  onRefused,
}: ItemEditFormProps) => {
  const { t } = useTranslation(FLOWS_NS);
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
    if (refused) onRefused();
  }, [refused, onRefused]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A covered fee (docs/api-contract.md, 'Covering the fee') stays as it was: the items share the rest.
    const check = checkItemEdit(rows, itemsTotalOf(giving));
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
      <fieldset className={styles.items}>
        <legend className={styles.legend}>{t('itemEdit.legend')}</legend>
        <ItemAmountsList
          rows={rows}
          showError={(aid) => problem !== null || entry.wasLeft(aid)}
          amountLabel={(item) => t('itemEdit.amountFor', { item })}
          {...entry.handlers}
        />
      </fieldset>
      <p className={styles.total}>
        <span id={totalId}>
          {t('itemEdit.total', { total: formatMoney(itemsTotalOf(giving)) })}
        </span>{' '}
        <output aria-live="polite" aria-labelledby={totalId}>
          {formatMoney(tickedTotal(rows))}
        </output>
      </p>
      {(problem === 'total' || problem === 'none') && (
        <p role="alert" className={styles.refusal}>
          {problem === 'total' ? t('common:errors.modificationError') : t('itemEdit.atLeastOne')}
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

/**
 * The item editor of a transfer giving (docs/screens/guest-lookup.md, docs/screens/member.md), one
 * for the guest detail and the member detail: it reads the project's items with their limits,
 * then edits them. The backend takes the same call from both, with the donor's identity number
 * from a guest and an empty one from the member who owns the giving.
 */
export const ItemEditor = (props: ItemEditorProps) => {
  const { t } = useTranslation(FLOWS_NS);
  const items = useApiResult('get_project_items', {
    project_aid: props.giving.project_aid,
    if_ach: 0,
  });
  if (items.status === 'loading') return <p role="status">{t('common:actions.loading')}</p>;
  if (items.status === 'failed') {
    return (
      <div className={styles.actions}>
        <p role="alert">{t('itemEdit.loadFailed')}</p>
        <Button variant="secondary" onClick={items.reload}>
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  }
  return <ItemEditForm {...props} items={items.data} />;
};
