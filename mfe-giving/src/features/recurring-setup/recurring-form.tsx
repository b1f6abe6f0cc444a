import { Button, useTranslation } from '@eoffering/shared';
import { useBackendText } from '@eoffering/shared/flows';
import { RECURRING_SETUP_NS } from './recurring-setup-strings';
import { PlanPreview } from './plan-preview';
import { PlanTerms } from './plan-terms';
import { RecurringItems } from './recurring-items';
import { RecurringReceiptChoice } from './recurring-receipt';
import { useRecurringForm, type RecurringFormInput } from './use-recurring-form';
import styles from './recurring-setup.module.css';

/**
 * docs/screens/giving.md: the recurring setup form: frequency, payment day, total periods, the recurring
 * items with amounts and the receipt choice, with the first debit date, the end and the
 * per-period total shown as the member types. Submit creates the setting and goes to payment.
 */
export const RecurringForm = (props: RecurringFormInput) => {
  const { t } = useTranslation(RECURRING_SETUP_NS);
  const backendText = useBackendText();
  const recurringForm = useRecurringForm(props);
  const { form, refusal } = recurringForm;

  return (
    <form noValidate onSubmit={recurringForm.submit} className={styles.form}>
      <PlanTerms form={form} />
      <RecurringItems recurringForm={recurringForm} />
      <RecurringReceiptChoice form={form} titles={props.titles} />
      <PlanPreview values={form.values} />

      <div role="alert" className={styles.refused}>
        {refusal && t('recurring.refused', { message: backendText(refusal) })}
      </div>

      <div className={styles.actions}>
        <Button type="submit" busy={recurringForm.creating}>
          {t('recurring.submit')}
        </Button>
      </div>
    </form>
  );
};
