import { useTranslation } from '@eoffering/shared';
import { ChoiceField, FormField, type FormState } from '@eoffering/shared/flows';
import { RECURRING_SETUP_NS } from './recurring-setup-strings';
import { FREQUENCIES, PAYMENT_DAYS, type RecurringValues } from './recurring-setup-model';
import styles from './recurring-setup.module.css';

/** docs/screens/giving.md, recurring: how often, on which day of the month, for how many periods. */
export const PlanTerms = ({ form }: { form: FormState<RecurringValues> }) => {
  const { t } = useTranslation(RECURRING_SETUP_NS);
  const { values, set, field } = form;
  return (
    <div className={styles.terms}>
      <ChoiceField
        field={field('frequency')}
        legend={t('recurring.frequency')}
        options={FREQUENCIES.map((months) => ({
          value: months,
          label: t(`recurring.every.${months}`),
        }))}
        value={values.frequency}
        onChoose={(months) => set('frequency', months)}
        classes={styles}
      />

      <FormField {...field('payment_date', Number)} label={t('recurring.paymentDay')}>
        {(control) => (
          <select {...control}>
            {PAYMENT_DAYS.map((day) => (
              <option key={day} value={day}>
                {t('recurring.dayOfMonth', { day })}
              </option>
            ))}
          </select>
        )}
      </FormField>

      <FormField
        {...field('periods')}
        label={t('recurring.periods')}
        hint={t('recurring.periodsHint')}
        required
      >
        {(control) => <input {...control} type="text" inputMode="numeric" autoComplete="off" />}
      </FormField>
    </div>
  );
};
