import {
  Button,
  Dialog,
  isBusinessRefusal,
  useApiResult,
  useBackendName,
  useTranslation,
} from '@eoffering/shared';
import { FactList, useApiAction, useBackendText, useTaipeiTime } from '@eoffering/shared/flows';
import type { ResultOf } from '@eoffering/shared/contract';
import {
  PAYMENT_DAY_MAX,
  cardCoversPlan,
  changeWindow,
  formatMoney,
  formatYearMonth,
  lastDebitFrom,
  pauseMonths,
  taipeiIsoToday,
  type PlanChange,
} from '@eoffering/shared/rules';
import { useId, useState } from 'react';
import { MEMBER_NS } from '../../strings';
import type { RecurringPlan } from './recurring-status';
import styles from './giving-records.module.css';

interface PlanChangeDialogProps {
  plan: RecurringPlan;
  /** The backend's cut-off (change_cutoff_days): the plan declares it takes changes. */
  cutoffDays: number;
  onChanged: (notice: string) => void;
}

type Effect = ResultOf<'change_ach_plan'>;

const DAYS = Array.from({ length: PAYMENT_DAY_MAX }, (_, index) => index + 1);

/**
 * docs/decisions.md, "Recurring plans changed in place": one change at a time, first previewed by
 * the server (next debit, its amount, the plan's total, the last debit), then confirmed. Within the
 * cut-off days before a debit it says when the plan can be changed instead.
 */
export const PlanChangeDialog = ({ plan, cutoffDays, onChanged }: PlanChangeDialogProps) => {
  const { t } = useTranslation(MEMBER_NS);
  const nameOf = useBackendName();
  const backendText = useBackendText();
  const taipei = useTaipeiTime();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const paused = (plan.paused_until ?? 0) > 0;
  const kinds: PlanChange[] = paused
    ? ['amounts', 'payment_day', 'card', 'pause', 'resume']
    : ['amounts', 'payment_day', 'card', 'pause', 'skip'];
  const [kind, setKind] = useState<PlanChange>(kinds[0] ?? 'amounts');
  const [amounts, setAmounts] = useState(() =>
    plan.item_package.map((line) => String(line.package_amount)),
  );
  const [day, setDay] = useState(plan.payment_date);
  const [cardAid, setCardAid] = useState(0);
  const months = pauseMonths(plan);
  const [until, setUntil] = useState(months[0] ?? 0);
  const [effect, setEffect] = useState<Effect | null>(null);
  const change = useApiAction('change_ach_plan');
  const cards = useApiResult('get_cardlink_list', {}, { enabled: open && kind === 'card' });
  const window = changeWindow(plan, cutoffDays, taipeiIsoToday());
  const last = lastDebitFrom(plan, plan.next_payment_date);
  const otherCards =
    cards.status === 'ready'
      ? cards.data.filter(
          (card) =>
            card.cardlink_result === '0' &&
            card.cardlink_aid !== plan.cardlink_aid &&
            cardCoversPlan(last, card.cardlink_exym),
        )
      : [];

  const edited = (apply: () => void) => {
    apply();
    setEffect(null);
    change.reset();
  };

  const body = (preview: boolean) => ({
    ach_aid: plan.ach_aid,
    preview,
    change: kind,
    ...(kind === 'amounts'
      ? {
          item_package: plan.item_package.map((line, index) => ({
            ...line,
            package_amount: Number(amounts[index]),
          })),
        }
      : {}),
    ...(kind === 'payment_day' ? { payment_date: day } : {}),
    ...(kind === 'card' ? { cardlink_aid: cardAid || (otherCards[0]?.cardlink_aid ?? 0) } : {}),
    ...(kind === 'pause' ? { paused_until: until } : {}),
  });

  const preview = async () => {
    const answer = await change.run(body(true));
    if (answer) setEffect(answer);
  };

  const confirm = async () => {
    const answer = await change.run(body(false));
    if (!answer) return;
    setOpen(false);
    setEffect(null);
    onChanged(t('planChange.changed', { number: plan.ach_aid }));
  };

  const refusal =
    change.error !== null && isBusinessRefusal(change.error)
      ? backendText(change.error.message, { shown: t('common:errors.updateFailed') })
      : '';

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('planChange.open')}
      </Button>
      <Dialog
        open={open}
        title={t('planChange.title', { number: plan.ach_aid })}
        onClose={() => setOpen(false)}
        description={
          window.open
            ? t('planChange.description', { days: cutoffDays })
            : t('planChange.closed', {
                days: cutoffDays,
                reopens: taipei.date(window.reopensOn),
                effective: taipei.date(window.effectiveFrom),
              })
        }
        footer={
          window.open ? (
            <>
              <Button variant="secondary" onClick={() => setOpen(false)}>
                {t('planChange.keep')}
              </Button>
              {effect ? (
                <Button busy={change.busy} onClick={() => void confirm()}>
                  {t('planChange.confirm')}
                </Button>
              ) : (
                <Button busy={change.busy} type="submit" form={formId}>
                  {t('planChange.preview')}
                </Button>
              )}
            </>
          ) : (
            <Button onClick={() => setOpen(false)}>{t('planChange.close')}</Button>
          )
        }
      >
        {window.open && (
          <form
            id={formId}
            className={styles.changeForm}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void preview();
            }}
          >
            <fieldset>
              <legend>{t('planChange.what')}</legend>
              {kinds.map((option) => (
                <label key={option} className={styles.choice}>
                  <input
                    type="radio"
                    name={`${formId}-kind`}
                    checked={kind === option}
                    onChange={() => edited(() => setKind(option))}
                  />
                  {t(`planChange.kind.${option}`)}
                </label>
              ))}
            </fieldset>
            {kind === 'amounts' &&
              plan.item_package.map((line, index) => (
                <label key={line.item_aid} className={styles.field}>
                  {t('planChange.itemAmount', { item: nameOf(line, 'item_name') })}
                  <input
                    inputMode="numeric"
                    value={amounts[index]}
                    onChange={(event) =>
                      edited(() =>
                        setAmounts((all) =>
                          all.map((value, at) => (at === index ? event.target.value : value)),
                        ),
                      )
                    }
                  />
                </label>
              ))}
            {kind === 'payment_day' && (
              <label className={styles.field}>
                {t('planChange.newDay')}
                <select
                  value={day}
                  onChange={(event) => edited(() => setDay(Number(event.target.value)))}
                >
                  {DAYS.map((option) => (
                    <option key={option} value={option}>
                      {t('recurring.dayOfMonth', { day: option })}
                    </option>
                  ))}
                </select>
              </label>
            )}
            {kind === 'card' &&
              cards.status === 'ready' &&
              (otherCards.length === 0 ? (
                <p>{t('planChange.noCard', { last: taipei.date(last) })}</p>
              ) : (
                <label className={styles.field}>
                  {t('planChange.newCard')}
                  <select
                    value={cardAid || otherCards[0]?.cardlink_aid}
                    onChange={(event) => edited(() => setCardAid(Number(event.target.value)))}
                  >
                    {otherCards.map((card) => (
                      <option key={card.cardlink_aid} value={card.cardlink_aid}>
                        {card.cardlink_userlbl
                          ? `${card.cardlink_userlbl} ${card.cardlink_no}`
                          : card.cardlink_no}
                      </option>
                    ))}
                  </select>
                </label>
              ))}
            {kind === 'pause' && (
              <label className={styles.field}>
                {t('planChange.pauseUntil')}
                <select
                  value={until}
                  onChange={(event) => edited(() => setUntil(Number(event.target.value)))}
                >
                  {months.map((month) => (
                    <option key={month} value={month}>
                      {formatYearMonth(month)}
                    </option>
                  ))}
                </select>
              </label>
            )}
            {refusal && <p role="alert">{refusal}</p>}
            {effect && (
              <section aria-label={t('planChange.effect')} role="status">
                <FactList
                  facts={[
                    {
                      label: t('planChange.nextDebit'),
                      value: t('planChange.nextDebitValue', {
                        date: taipei.date(effect.next_payment_date),
                        amount: formatMoney(effect.next_amount),
                      }),
                    },
                    { label: t('planChange.total'), value: formatMoney(effect.total_amount) },
                    {
                      label: t('planChange.lastDebit'),
                      value: taipei.date(effect.last_payment_date),
                    },
                  ]}
                />
              </section>
            )}
          </form>
        )}
      </Dialog>
    </>
  );
};
