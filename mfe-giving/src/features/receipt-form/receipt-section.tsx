import { useTranslation } from '@eoffering/shared';
import { ChoiceField, FormField, TitleTaxIdFields } from '@eoffering/shared/flows';
import { RECEIPT_FORM_NS } from './receipt-form-strings';
import type { ReceiptForm } from './use-receipt-form';
import { TitleActions } from './title-actions';
import styles from './receipt-form.module.css';

const RECEIPT_CHOICES = ['anonymous', 'title'] as const;

interface ReceiptSectionProps {
  receiptForm: ReceiptForm;
  /** The id the section's heading takes. */
  headingId: string;
}

/** docs/screens/giving.md: anonymous or with a title (typed, the donor's own, or saved), and remarks. */
export const ReceiptSection = ({ receiptForm, headingId }: ReceiptSectionProps) => {
  const { t } = useTranslation(RECEIPT_FORM_NS);
  const { form, mode, savedTitles, chooseReceipt, fillSameAsDonor } = receiptForm;
  const { values, field } = form;
  const anonymous = values.need_receipt === 'anonymous';

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('receiptForm.receiptSection')}
      </h2>
      <ChoiceField
        field={field('need_receipt')}
        legend={t('receiptForm.receiptChoice')}
        options={RECEIPT_CHOICES.map((option) => ({
          value: option,
          label: t(option === 'anonymous' ? 'receiptForm.anonymous' : 'receiptForm.withTitle'),
        }))}
        value={values.need_receipt}
        onChoose={chooseReceipt}
        classes={styles}
      />
      <TitleTaxIdFields
        title={field('invoice_title')}
        taxId={field('invoice_tax_id')}
        required={false}
        disabled={anonymous}
      />
      <TitleActions
        guest={mode === 'guest'}
        disabled={anonymous}
        savedTitles={savedTitles}
        onSameAsDonor={fillSameAsDonor}
      />
      <FormField {...field('comments')} label={t('receiptForm.remarks')}>
        {(control) => <textarea {...control} rows={3} />}
      </FormField>
    </section>
  );
};
