import { Button, useTranslation } from '@eoffering/shared';
import { useBackendText } from '@eoffering/shared/flows';
import { useState } from 'react';
import { RECEIPT_FORM_NS } from './receipt-form-strings';
import { SavedTitleDialog } from './saved-title-dialog';
import type { SavedTitles } from './use-saved-titles';
import styles from './receipt-form.module.css';

interface TitleActionsProps {
  /** A guest has no saved titles: only 'same as donor'. */
  guest: boolean;
  /** Anonymous: the title cannot be filled. */
  disabled: boolean;
  savedTitles: SavedTitles;
  onSameAsDonor: () => void;
}

/** docs/screens/giving.md: fill the title as the donor's own, from a saved title, or save the typed one. */
export const TitleActions = ({
  guest,
  disabled,
  savedTitles,
  onSameAsDonor,
}: TitleActionsProps) => {
  const { t } = useTranslation(RECEIPT_FORM_NS);
  const backendText = useBackendText();
  const [pickerOpen, setPickerOpen] = useState(false);
  const { titles, selectedAid, choose, notice, add, addTyped } = savedTitles;
  const addRefusal = add.error?.kind === 'rc' ? add.error.message : null;

  return (
    <>
      <div className={styles.titleActions}>
        <Button variant="secondary" disabled={disabled} onClick={onSameAsDonor}>
          {t('receiptForm.sameAsDonor')}
        </Button>
        {!guest && (
          <>
            <Button
              variant="secondary"
              disabled={disabled || titles.length === 0}
              onClick={() => setPickerOpen(true)}
            >
              {t('receiptForm.chooseSaved')}
            </Button>
            <Button
              variant="secondary"
              disabled={disabled}
              busy={add.busy}
              onClick={() => void addTyped()}
            >
              {t('receiptForm.addToSaved')}
            </Button>
          </>
        )}
      </div>
      {(notice ?? addRefusal) && (
        <p role="alert" className={styles.message}>
          {notice ?? backendText(addRefusal ?? '')}
        </p>
      )}
      {pickerOpen && (
        <SavedTitleDialog
          open
          titles={titles}
          selectedAid={selectedAid}
          onClose={() => setPickerOpen(false)}
          onChoose={(title) => {
            choose(title);
            setPickerOpen(false);
          }}
        />
      )}
    </>
  );
};
