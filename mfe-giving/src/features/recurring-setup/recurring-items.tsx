import { useTranslation } from '@eoffering/shared';
import { ItemAmountsList } from '@eoffering/shared/flows';
import { setRowAmount, tickRow } from '@eoffering/shared/rules';
import { useId } from 'react';
import { RECURRING_SETUP_NS } from './recurring-setup-strings';
import type { RecurringForm } from './use-recurring-form';
import styles from './recurring-setup.module.css';

/** docs/screens/giving.md, recurring: the items open to recurring giving, each ticked with its amount. */
export const RecurringItems = ({ recurringForm }: { recurringForm: RecurringForm }) => {
  const { t } = useTranslation(RECURRING_SETUP_NS);
  const itemsId = useId();
  const { form, tried, left, leave, firstInvalid } = recurringForm;
  const { values, set } = form;
  const itemsField = form.field('items');
  const noItemMessage = tried && !values.items.some((row) => row.ticked);

  return (
    <fieldset className={styles.choice} aria-describedby={noItemMessage ? itemsId : undefined}>
      <legend className={styles.legend}>{t('recurring.chooseItems')}</legend>
      <ItemAmountsList
        rows={values.items}
        showError={(aid) => tried || left.has(aid)}
        amountLabel={(item) => t('recurring.amountFor', { item })}
        hints
        onTick={(aid, ticked) => set('items', tickRow(values.items, aid, ticked))}
        onAmount={(aid, amount) => set('items', setRowAmount(values.items, aid, amount))}
        onLeave={leave}
        controlRef={(row, control, input) => {
          // The first row to fix takes focus on submit: its amount when ticked, else its tick.
          const target = row.item.item_aid === firstInvalid?.item.item_aid;
          if (target && (control === 'amount') === row.ticked) itemsField.input.ref(input);
        }}
      />
      {noItemMessage && (
        <p id={itemsId} role="alert" className={styles.message}>
          {t('recurring.chooseItem')}
        </p>
      )}
    </fieldset>
  );
};
