import { useTranslation } from '@eoffering/shared';
import { ChoiceField, FormField, TitleTaxIdFields, type FormState } from '@eoffering/shared/flows';
import type { InvoiceTitle } from '@eoffering/shared/contract';
import { RECURRING_SETUP_NS } from './recurring-setup-strings';
import {
  OTHER_TITLE,
  savedTitles,
  type RecurringReceipt,
  type RecurringValues,
} from './recurring-setup-model';
import styles from './recurring-setup.module.css';

const RECEIPT_CHOICES = ['anonymous', 'title'] as const satisfies readonly RecurringReceipt[];

interface RecurringReceiptProps {
  form: FormState<RecurringValues>;
  titles: readonly InvoiceTitle[];
}

/** docs/screens/giving.md, recurring: anonymous, or a saved title, or one typed here. */
export const RecurringReceiptChoice = ({ form, titles }: RecurringReceiptProps) => {
  const { t } = useTranslation(RECURRING_SETUP_NS);
  const { values, set, field } = form;
  const typedTitle = values.need_receipt === 'title' && values.title_aid === OTHER_TITLE;

  return (
    <>
      <ChoiceField
        field={field('need_receipt')}
        legend={t('recurring.receipt')}
        options={RECEIPT_CHOICES.map((option) => ({
          value: option,
          label: t(option === 'anonymous' ? 'recurring.anonymous' : 'recurring.withTitle'),
        }))}
        value={values.need_receipt}
        onChoose={(option) => set('need_receipt', option)}
        classes={styles}
      />

      {values.need_receipt === 'title' && (
        <div className={styles.terms}>
          <FormField {...field('title_aid')} label={t('recurring.savedTitle')}>
            {(control) => (
              <select {...control}>
                {savedTitles(titles).map((entry) => (
                  <option key={entry.invoice_title_aid} value={String(entry.invoice_title_aid)}>
                    {t('recurring.titleOption', {
                      title: entry.invoice_title,
                      taxId: entry.invoice_tax_id,
                    })}
                  </option>
                ))}
                <option value={OTHER_TITLE}>{t('recurring.otherTitle')}</option>
              </select>
            )}
          </FormField>
          {typedTitle && (
            <TitleTaxIdFields title={field('invoice_title')} taxId={field('invoice_tax_id')} />
          )}
        </div>
      )}
    </>
  );
};
