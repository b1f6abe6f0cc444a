import {
  Button,
  alert,
  confirm,
  isBusinessRefusal,
  useTranslation,
  useBackendName,
} from '@eoffering/shared';
import { FactList, StatusBadge, useApiAction } from '@eoffering/shared/flows';
import { formatDate, formatMoney, formatYearMonth } from '@eoffering/shared/rules';
import type { ResultOf } from '@eoffering/shared/contract';

/** One setting of the recurring list, with its periods and per-period total. */
export type RecurringPlan = ResultOf<'get_ach_list'>[number];
import { useEffect, useId, useState } from 'react';
import { MEMBER_NS } from '../../strings';
import { recurringListView } from './recurring-status';
import styles from './giving-records.module.css';

interface RecurringPlanCardProps {
  plan: RecurringPlan;
  /** A change went through: the page shows this notice and reloads the list. */
  onChanged: (notice: string) => void;
}

/**
 * One recurring setting (spec 2 and 4): its terms, an expandable payment and receipt section, and
 * what its status allows: terminate an active plan; cancel or move the end of one whose card
 * expires first (stop_pay_date 0 stops, the card's expiry moves the end).
 */
export const RecurringPlanCard = ({ plan, onChanged }: RecurringPlanCardProps) => {
  const { t } = useTranslation(MEMBER_NS);
  const nameOf = useBackendName();
  const headingId = useId();
  const detailsId = useId();
  const [expanded, setExpanded] = useState(false);
  const update = useApiAction('update_ach_setting');
  const number = plan.ach_aid;
  const cardExpiry = formatYearMonth(plan.cardlink_exym);

  const change = async (stopPayDate: number, notice: string) => {
    const updated = await update.run({ ach_aid: plan.ach_aid, stop_pay_date: stopPayDate });
    if (updated !== undefined) onChanged(notice);
  };

  // spec 8: failed updates show 'update failed' (HTTP failures were shown by the shared handling).
  const refusal = update.error !== null && isBusinessRefusal(update.error) ? update.error : null;
  useEffect(() => {
    if (!refusal) return;
    void alert({
      tone: 'error',
      title: t('common:errors.updateFailedTitle'),
      message: t('common:errors.updateFailed'),
    });
  }, [refusal, t]);

  const terminate = async () => {
    const confirmed = await confirm({
      title: t('recurring.terminateTitle'),
      message: t('recurring.terminateMessage', { number }),
      confirmLabel: t('recurring.terminate'),
    });
    if (confirmed) await change(0, t('recurring.terminated', { number }));
  };

  const cancelSetting = async () => {
    const confirmed = await confirm({
      title: t('recurring.cancelTitle'),
      message: t('recurring.cancelMessage', { number }),
      confirmLabel: t('recurring.cancelSetting'),
    });
    if (confirmed) await change(0, t('recurring.cancelled', { number }));
  };

  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <div className={styles.recordHead}>
        <h2 id={headingId} className={styles.recordTitle}>
          {t('recurring.number', { number })}
        </h2>
        <StatusBadge view={recurringListView(plan.status)} />
      </div>
      <FactList
        facts={[
          {
            label: t('recurring.items'),
            value: (
              <ul className={styles.lines}>
                {plan.item_package.map((line) => (
                  <li key={line.item_aid}>
                    {nameOf(line, 'item_name')} {formatMoney(line.package_amount)}
                  </li>
                ))}
              </ul>
            ),
          },
          { label: t('recurring.amount'), value: formatMoney(plan.amount) },
          { label: t('recurring.frequency'), value: t(`recurring.every.${plan.frequency}`) },
          {
            label: t('recurring.paymentDay'),
            value: t('recurring.dayOfMonth', { day: plan.payment_date }),
          },
          { label: t('recurring.firstDate'), value: formatDate(plan.first_payment_date) },
          {
            label: t('recurring.end'),
            value: plan.stop_pay_date > 0 ? formatYearMonth(plan.stop_pay_date) : t('detail.none'),
          },
          {
            label: t('recurring.periods'),
            value: t('recurring.periodsValue', {
              paid: plan.paid_periods,
              total: plan.total_periods,
            }),
          },
          ...(plan.status === 0
            ? [{ label: t('recurring.nextDate'), value: formatDate(plan.next_payment_date) }]
            : []),
        ]}
      />
      {plan.status === 2 && (
        <p className={styles.notice}>
          {t('recurring.terminatedOn', { date: formatDate(plan.last_mod_time) })}
        </p>
      )}
      {plan.status === 1 && (
        <p className={styles.notice}>
          {t('recurring.cardExpiresFirst', {
            expiry: cardExpiry,
            end: formatYearMonth(plan.stop_pay_date),
          })}
        </p>
      )}
      {plan.status > 3 && plan.backend_comment && (
        <p className={styles.notice}>{plan.backend_comment}</p>
      )}
      <div className={styles.actions}>
        <Button
          variant="ghost"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded((open) => !open)}
        >
          {t('recurring.paymentAndReceipt')}
        </Button>
        {plan.status === 0 && (
          <Button variant="danger" busy={update.busy} onClick={() => void terminate()}>
            {t('recurring.terminate')}
          </Button>
        )}
        {plan.status === 1 && (
          <>
            <Button variant="secondary" disabled={update.busy} onClick={() => void cancelSetting()}>
              {t('recurring.cancelSetting')}
            </Button>
            <Button
              busy={update.busy}
              onClick={() =>
                void change(
                  Number(plan.cardlink_exym),
                  t('recurring.endChanged', { number, end: cardExpiry }),
                )
              }
            >
              {t('recurring.changeEnd', { expiry: cardExpiry })}
            </Button>
          </>
        )}
      </div>
      <div id={detailsId} hidden={!expanded}>
        <FactList
          facts={[
            { label: t('cards.number'), value: plan.cardlink_no },
            { label: t('recurring.cardLabel'), value: plan.cardlink_userlbl || t('detail.none') },
            { label: t('cards.expiry'), value: cardExpiry },
            {
              label: t('titles.name'),
              value:
                plan.invoice_title_aid === -1
                  ? t('detail.choice.anonymous')
                  : plan.invoice_title || t('detail.notSet'),
            },
            {
              label: t('titles.taxId'),
              value:
                plan.invoice_title_aid === -1
                  ? t('detail.none')
                  : plan.invoice_tax_id || t('detail.none'),
            },
          ]}
        />
      </div>
    </li>
  );
};
