import { Button, isBusinessRefusal, useTranslation, type ApiError } from '@eoffering/shared';
import {
  TitleTaxIdFields,
  useBackendText,
  useFormState,
  type FormValidation,
} from '@eoffering/shared/flows';
import { validateReceiptTitle, validateRequired, validateTaxId } from '@eoffering/shared/rules';
import type { InvoiceTitle } from '@eoffering/shared/contract';
import { useEffect, useState, type ReactNode } from 'react';
import { MEMBER_NS } from '../../strings';
import styles from './personal-data.module.css';

interface TitleValues extends Record<string, unknown> {
  title: string;
  taxId: string;
}

/** A title and tax id as the server takes them. */
export interface TitlePair {
  invoice_title: string;
  invoice_tax_id: string;
}

// docs/screens/member-centre.md, saved titles: both fields non-empty ('please enter field data'), the tax id checked.
const validate = (values: TitleValues): FormValidation<TitleValues> => ({
  title: validateReceiptTitle(values.title, 'enterFieldData'),
  taxId: validateRequired(values.taxId, 'enterFieldData') ?? validateTaxId(values.taxId),
});

interface TitleFormProps {
  /** The form's accessible name. */
  label: string;
  /** The pair the fields start with (an edited title); empty for a new one. */
  initial?: TitlePair;
  /** The member's other enabled titles: a pair one of them holds is refused before asking. */
  others: readonly InvoiceTitle[];
  submitLabel: string;
  busy: boolean;
  /** The server's refusal of the last save, if any. */
  error: ApiError | null;
  /** Sends the pair; true once it is saved (the form then empties, or closes). */
  save: (pair: TitlePair) => Promise<boolean>;
  /** The title field takes focus when the form opens (an edit the member asked for). */
  focusOnOpen?: boolean;
  /** Buttons after the submit button (Cancel). */
  children?: ReactNode;
}

/**
 * docs/screens/member-centre.md: a saved receipt title's fields, for adding one and for editing one (docs/decisions.md,
 * saved titles are edited in place). A pair another enabled title holds gives 'cannot add
 * duplicate data' (the server says the same, RC 409); what was typed stays after any refusal.
 */
export const TitleForm = ({
  label,
  initial,
  others,
  submitLabel,
  busy,
  error,
  save,
  focusOnOpen = false,
  children,
}: TitleFormProps) => {
  const { t } = useTranslation(MEMBER_NS);
  const backendText = useBackendText();
  const [duplicate, setDuplicate] = useState(false);
  const [start] = useState<TitleValues>(() => ({
    title: initial?.invoice_title ?? '',
    taxId: initial?.invoice_tax_id ?? '',
  }));
  const form = useFormState(start, validate, { onEdit: () => setDuplicate(false) });
  const { focus } = form;

  useEffect(() => {
    if (focusOnOpen) focus('title');
  }, [focusOnOpen, focus]);

  const submit = async (values: TitleValues) => {
    const pair = { invoice_title: values.title.trim(), invoice_tax_id: values.taxId.trim() };
    const exists = others.some(
      (entry) =>
        entry.invoice_title === pair.invoice_title && entry.invoice_tax_id === pair.invoice_tax_id,
    );
    setDuplicate(exists);
    if (!exists && (await save(pair))) form.reset();
    // The busy submit button lost focus; the title is where to go on (the next one, or a fix).
    focus('title');
  };

  const refusal = error && isBusinessRefusal(error) ? error : null;
  const message = duplicate
    ? t('common:errors.duplicateData')
    : refusal &&
      (refusal.rc === 409 ? t('common:errors.duplicateData') : backendText(refusal.message));

  return (
    <form className={styles.titleForm} noValidate aria-label={label} onSubmit={form.submit(submit)}>
      <TitleTaxIdFields title={form.field('title')} taxId={form.field('taxId')} />
      <div className={styles.entryActions}>
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
        {children}
      </div>
      {message && (
        <p role="alert" className={styles.warning}>
          {message}
        </p>
      )}
    </form>
  );
};
