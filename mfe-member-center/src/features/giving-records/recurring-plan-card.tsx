import {
  Button,
  Link,
  ROUTES,
  alert,
  buttonClassName,
  confirm,
  isBusinessRefusal,
  useBackendName,
  useTranslation,
} from '@eoffering/shared';
import { FactList, useApiAction, useBackendText, useTaipeiTime } from '@eoffering/shared/flows';
import { PERIODS_MIN, endInMonth, formatMoney, formatYearMonth } from '@eoffering/shared/rules';
import { useEffect, useId, useRef, useState } from 'react';
import { useFocusAfterRender } from '../../components/focus/use-focus-after-render';
import { MEMBER_NS } from '../../strings';
import { PlanChangeDialog } from './plan-change-dialog';
import { PlanHistory } from './plan-history';
import { RecurringStateBadge } from './recurring-state-badge';
import type { RecurringPlan } from './recurring-status';
import styles from './giving-records.module.css';

interface RecurringPlanCardProps {
  plan: RecurringPlan;
  /** A change went through: the page shows this notice and reloads the list. */
  onChanged: (notice: string) => void;
  /** The server refused a change: the page reads the list again, so each plan shows its state. */
  onRefused: () => void;
}

/**
 * One recurring setting (docs/screens/member-centre.md): its terms, an expandable payment and receipt section, and
 * what its status allows: terminate an active plan; cancel, move the end of, or move to another
 * card one whose card expires first (stop_pay_date 0 stops, the card's expiry moves the end).
 * Every change first says what it will do, in buttons that name it (docs/screens/member-centre.md).
 */
export const RecurringPlanCard = ({ plan, onChanged, onRefused }: RecurringPlanCardProps) => {
  const { t } = useTranslation(MEMBER_NS);
  const nameOf = useBackendName();
  const backendText = useBackendText();
  const taipei = useTaipeiTime();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const focusLater = useFocusAfterRender();
  const detailsId = useId();
  const [expanded, setExpanded] = useState(false);
  const update = useApiAction('update_ach_setting');
  const number = plan.ach_aid;
  const cardExpiry = formatYearMonth(plan.cardlink_exym);

  const change = async (stopPayDate: number, notice: string) => {
    const updated = await update.run({ ach_aid: plan.ach_aid, stop_pay_date: stopPayDate });
    if (updated === undefined) return;
    onChanged(notice);
    // The button that asked goes with the plan's old state: focus stays with the plan (WCAG 2.4.3).
    focusLater(() => heading.current);
  };

  // docs/screens/member-centre.md: a refused update says the server's reason in the page's language
  // ('update failed' for a reason the catalogue does not know), then the list is read again: a plan
  // changed in another tab shows its state and only the actions that state allows. HTTP failures
  // were shown by the shared handling.
  const refusal = update.error !== null && isBusinessRefusal(update.error) ? update.error : null;
  const reason = refusal
    ? backendText(refusal.message, { shown: t('common:errors.updateFailed') })
    : '';
  useEffect(() => {
    if (!refusal) return;
    void alert({
      tone: 'error',
      title: t('common:errors.updateFailedTitle'),
      message: reason,
    }).then(onRefused);
  }, [refusal, reason, t, onRefused]);

  const terminate = async () => {
    const confirmed = await confirm({
      title: t('recurring.terminateTitle'),
      message: t('recurring.terminateMessage', { number }),
      confirmLabel: t('recurring.terminateConfirm'),
      cancelLabel: t('recurring.keepPlan'),
    });
    if (confirmed) await change(0, t('recurring.terminated', { number }));
  };

  const cancelSetting = async () => {
    const confirmed = await confirm({
      title: t('recurring.cancelTitle'),
      message: t('recurring.cancelMessage', { number }),
      confirmLabel: t('recurring.cancelConfirm'),
      cancelLabel: t('recurring.keepPlan'),
    });
    if (confirmed) await change(0, t('recurring.cancelled', { number }));
  };

  const changeEnd = async () => {
    const { periods, remaining, lastMonth } = endInMonth(plan, Number(plan.cardlink_exym));
    const end = formatYearMonth(lastMonth);
    // The server refuses an end before the next debit: say so instead of asking.
    if (remaining === 0) {
      await alert({
        tone: 'warning',
        title: t('recurring.changeEndTitle'),
        message: t('recurring.changeEndTooEarly', { number, expiry: cardExpiry }),
      });
      return;
    }
    // docs/screens/giving.md: a plan makes at least two debits; the server refuses fewer too.
    if (periods < PERIODS_MIN) {
      await alert({
        tone: 'warning',
        title: t('recurring.changeEndTitle'),
        message: t('recurring.changeEndTooFew', { number, expiry: cardExpiry, min: PERIODS_MIN }),
      });
      return;
    }
    const confirmed = await confirm({
      title: t('recurring.changeEndTitle'),
      message: t('recurring.changeEndMessage', {
        number,
        end,
        count: periods,
        paid: plan.paid_periods,
        remaining,
        total: plan.total_periods,
      }),
      confirmLabel: t('recurring.changeEndConfirm', { end }),
      cancelLabel: t('recurring.keepEnd'),
    });
    if (confirmed)
      await change(Number(plan.cardlink_exym), t('recurring.endChanged', { number, end }));
  };

  // A stopped plan ended the day it was stopped (its stop_pay_date is 0 from then on).
  const endValue =
    plan.status === 2
      ? taipei.date(plan.last_mod_time)
      : plan.stop_pay_date > 0
        ? formatYearMonth(plan.stop_pay_date)
        : t('detail.none');

  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <div className={styles.recordHead}>
        <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.recordTitle}>
          {t('recurring.number', { number })}
        </h2>
        <RecurringStateBadge plan={plan} />
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
          { label: t('recurring.firstDate'), value: taipei.date(plan.first_payment_date) },
          {
            label: t('recurring.end'),
            value: endValue,
          },
          {
            label: t('recurring.periods'),
            value: t('recurring.periodsValue', {
              paid: plan.paid_periods,
              total: plan.total_periods,
            }),
          },
          ...(plan.status === 0
            ? [{ label: t('recurring.nextDate'), value: taipei.date(plan.next_payment_date) }]
            : []),
        ]}
      />
      {plan.status === 0 && (plan.paused_until ?? 0) > 0 && (
        <p className={styles.notice}>
          {t('planChange.pausedUntil', {
            month: formatYearMonth(plan.paused_until ?? 0),
            date: taipei.date(plan.next_payment_date),
          })}
        </p>
      )}
      {plan.status === 2 && (
        <p className={styles.notice}>
          {t(plan.stopped_as === 'cancelled' ? 'recurring.cancelledOn' : 'recurring.terminatedOn', {
            date: taipei.date(plan.last_mod_time),
          })}
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
        <p className={styles.notice}>{backendText(plan.backend_comment)}</p>
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
        {plan.status === 0 && plan.change_cutoff_days !== undefined && (
          <PlanChangeDialog
            plan={plan}
            cutoffDays={plan.change_cutoff_days}
            onChanged={onChanged}
          />
        )}
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
            <Button busy={update.busy} onClick={() => void changeEnd()}>
              {t('recurring.changeEnd', { expiry: cardExpiry })}
            </Button>
            <Link to={ROUTES.memberHome.build({})} className={buttonClassName('secondary')}>
              {t('recurring.moveToCard')}
            </Link>
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
                  : plan.invoice_title || t('receipts.ownName'),
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
        {plan.changes && <PlanHistory changes={plan.changes} />}
      </div>
    </li>
  );
};
