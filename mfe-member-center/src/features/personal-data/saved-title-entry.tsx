import { Button, toast, useTranslation } from '@eoffering/shared';
import { FactList, useApiAction } from '@eoffering/shared/flows';
import type { InvoiceTitle } from '@eoffering/shared/contract';
import { useRef, useState } from 'react';
import { MEMBER_NS } from '../../strings';
import { useFocusAfterRender } from '../../components/focus/use-focus-after-render';
import { TitleForm, type TitlePair } from './title-form';
import styles from './personal-data.module.css';

interface SavedTitleEntryProps {
  entry: InvoiceTitle;
  /** The member's other enabled titles, whose pairs this one may not take. */
  others: readonly InvoiceTitle[];
  /** Asks before deleting; true once the title is gone. */
  onDelete: () => Promise<boolean>;
  deleting: boolean;
  /** The list is read again after an edit. */
  onEdited: () => void;
  /** The Edit button, where focus goes when the title before it is deleted. */
  editRef: (element: HTMLButtonElement | null) => void;
}

/**
 * One saved receipt title (docs/screens/member-centre.md): its title and tax id, edited in place with the form that adds
 * one (docs/decisions.md, saved titles are edited in place), or deleted. Focus stays with the
 * member (docs/screens/member-centre.md, focus after an edit): the title field when the form
 * opens, the Edit button when it closes, the Delete button when a deletion is called off.
 */
export const SavedTitleEntry = ({
  entry,
  others,
  onDelete,
  deleting,
  onEdited,
  editRef,
}: SavedTitleEntryProps) => {
  const { t } = useTranslation(MEMBER_NS);
  const update = useApiAction('update_invoice_title');
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement | null>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const focusLater = useFocusAfterRender();

  const closeForm = () => {
    setEditing(false);
    focusLater(() => editButton.current);
  };

  const save = async (pair: TitlePair) => {
    const saved = await update.run({ invoice_title_aid: entry.invoice_title_aid, ...pair });
    if (saved === undefined) return false;
    toast(t('common:success.updated'));
    closeForm();
    onEdited();
    return true;
  };

  const remove = async () => {
    if (!(await onDelete())) focusLater(() => deleteButton.current);
  };

  const setEditRef = (element: HTMLButtonElement | null) => {
    editButton.current = element;
    editRef(element);
  };

  return (
    <li className={styles.entry}>
      <FactList
        facts={[
          { label: t('titles.name'), value: entry.invoice_title },
          { label: t('titles.taxId'), value: entry.invoice_tax_id },
        ]}
      />
      {editing ? (
        <TitleForm
          label={t('titles.editLabel', { title: entry.invoice_title })}
          initial={entry}
          others={others}
          submitLabel={t('titles.save')}
          busy={update.busy}
          error={update.error}
          save={save}
          focusOnOpen
        >
          <Button variant="secondary" onClick={closeForm}>
            {t('common:actions.cancel')}
          </Button>
        </TitleForm>
      ) : (
        <div className={styles.entryActions}>
          <Button ref={setEditRef} variant="secondary" onClick={() => setEditing(true)}>
            {t('titles.edit')}
          </Button>
          <Button
            ref={deleteButton}
            variant="secondary"
            busy={deleting}
            onClick={() => void remove()}
          >
            {t('titles.delete')}
          </Button>
        </div>
      )}
    </li>
  );
};
