import { useTranslation } from '@eoffering/shared';
import { formatDate, formatMoney, tickedTotal } from '@eoffering/shared/rules';
import { useId } from 'react';
import { RECURRING_SETUP_NS } from './recurring-setup-strings';
import { planPreview, type RecurringValues } from './recurring-setup-model';
import styles from './recurring-setup.module.css';

/**
 * docs/screens/giving.md, recurring: the first debit date, the last one, the debits, the amount per
 * period and over the plan, as the member types.
 */
export const PlanPreview = ({ values }: { values: RecurringValues }) => {
  const { t } = useTranslation(RECURRING_SETUP_NS);
  const previewId = useId();
  const preview = planPreview(values);
  const pending = t('recurring.endPending');

  return (
    <section aria-labelledby={previewId}>
      <h3 id={previewId} className={styles.legend}>
        {t('recurring.preview')}
      </h3>
      <dl className={styles.preview} aria-live="polite">
        <div className={styles.fact}>
          <dt>{t('recurring.firstDate')}</dt>
          <dd>{formatDate(preview.firstDate)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('recurring.lastDebit')}</dt>
          <dd>{preview.schedule ? formatDate(preview.schedule.lastDate) : pending}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('recurring.debits')}</dt>
          <dd>
            {preview.schedule
              ? t('recurring.debitCount', { count: preview.schedule.debits })
              : pending}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('recurring.perPeriod')}</dt>
          <dd>{formatMoney(tickedTotal(values.items))}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('recurring.planTotal')}</dt>
          <dd>{preview.schedule ? formatMoney(preview.schedule.total) : pending}</dd>
        </div>
      </dl>
    </section>
  );
};
