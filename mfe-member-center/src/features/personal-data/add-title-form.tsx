import { Button, isBusinessRefusal, toast, useTranslation } from '@eoffering/shared';
import {
  type FormValidation,
  TitleTaxIdFields,
  useApiAction,
  useBackendText,
  useFormState,
} from '@eoffering/shared/flows';
import { validateRequired, validateTaxId } from '@eoffering/shared/rules';
import type { InvoiceTitle } from '@eoffering/shared/contract';
import { useState } from 'react';
import { MEMBER_NS } from '../../strings';
import styles from './personal-data.module.css';

interface TitleValues extends Record<string, unknown> {
  title: string;
  taxId: string;
}

const EMPTY: TitleValues = { title: '', taxId: '' };

// spec 5, add to saved titles: both fields non-empty ('please enter field data'), the tax id 8 digits.
const validate = (values: TitleValues): FormValidation<TitleValues> => ({
  title: validateRequired(values.title, 'enterFieldData'),
  taxId: validateRequired(values.taxId, 'enterFieldData') ?? validateTaxId(values.taxId),
});

interface AddTitleFormProps {
  /** The member's enabled titles, to refuse a pair that already exists before asking. */
  saved: readonly InvoiceTitle[];
  onAdded: () => void;
}

/**
 * spec 5: a new saved receipt title. A pair already among the enabled titles gives 'cannot add
 * duplicate data' (the server says the same, RC 409); success says 'added to favourites'.
 */
export const AddTitleForm = ({ saved, onAdded }: AddTitleFormProps) => {
  const { t } = useTranslation(MEMBER_NS);
  const backendText = useBackendText();
  const add = useApiAction('add_invoice_title');
  const [duplicate, setDuplicate] = useState(false);
  const form = useFormState(EMPTY, validate, { onEdit: () => setDuplicate(false) });

  const submit = async (values: TitleValues) => {
    const pair = { invoice_title: values.title.trim(), invoice_tax_id: values.taxId.trim() };
    const exists = saved.some(
      (entry) =>
        entry.invoice_title === pair.invoice_title && entry.invoice_tax_id === pair.invoice_tax_id,
    );
    setDuplicate(exists);
    if (exists) return;
    const added = await add.run(pair);
    if (added === undefined) return;
    toast(t('common:success.addedToSaved'));
    form.reset();
    onAdded();
  };

  const refusal = add.error && isBusinessRefusal(add.error) ? add.error : null;
  const message = duplicate
    ? t('common:errors.duplicateData')
    : refusal &&
      (refusal.rc === 409 ? t('common:errors.duplicateData') : backendText(refusal.message));

  return (
    <form
      className={styles.titleForm}
      noValidate
      aria-label={t('titles.addLabel')}
      onSubmit={form.submit(submit)}
    >
      <TitleTaxIdFields title={form.field('title')} taxId={form.field('taxId')} />
      <Button type="submit" busy={add.busy}>
        {t('titles.add')}
      </Button>
      {message && (
        <p role="alert" className={styles.warning}>
          {message}
        </p>
      )}
    </form>
  );
};
