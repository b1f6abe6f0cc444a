import { Button, Dialog, useTranslation } from '@eoffering/shared';
import type { InvoiceTitle } from '@eoffering/shared/contract';
import { useRef, useState } from 'react';
import { RECEIPT_FORM_NS } from './receipt-form-strings';
import styles from './receipt-form.module.css';

interface SavedTitleDialogProps {
  open: boolean;
  /** The member's enabled saved titles. */
  titles: readonly InvoiceTitle[];
  /** The entry to start on; docs/screens/giving.md: otherwise the first. Mount the dialog when it opens. */
  selectedAid: number;
  onChoose: (title: InvoiceTitle) => void;
  onClose: () => void;
}

/** docs/screens/giving.md: the receipt-title picker modal, a list of the member's saved titles to choose one. */
export const SavedTitleDialog = ({
  open,
  titles,
  selectedAid,
  onChoose,
  onClose,
}: SavedTitleDialogProps) => {
  const { t } = useTranslation(RECEIPT_FORM_NS);
  const firstAid = titles[0]?.invoice_title_aid ?? 0;
  const startAid = titles.some((title) => title.invoice_title_aid === selectedAid)
    ? selectedAid
    : firstAid;
  const [chosen, setChosen] = useState(startAid);
  const checkedRef = useRef<HTMLInputElement>(null);

  const choice = titles.find((title) => title.invoice_title_aid === chosen);

  return (
    <Dialog
      open={open}
      title={t('receiptForm.savedDialogTitle')}
      onClose={onClose}
      initialFocus={checkedRef}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button disabled={!choice} onClick={() => choice && onChoose(choice)}>
            {t('receiptForm.useSaved')}
          </Button>
        </>
      }
    >
      <fieldset className={styles.savedList}>
        <legend className={styles.legend}>{t('receiptForm.savedListLabel')}</legend>
        {titles.map((title) => (
          <label key={title.invoice_title_aid} className={styles.savedOption}>
            <input
              ref={title.invoice_title_aid === chosen ? checkedRef : undefined}
              type="radio"
              name="saved-title"
              checked={title.invoice_title_aid === chosen}
              onChange={() => setChosen(title.invoice_title_aid)}
            />
            <span>
              {title.invoice_title} <span className={styles.muted}>{title.invoice_tax_id}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </Dialog>
  );
};
