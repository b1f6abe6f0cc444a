import {
  Button,
  ROUTES,
  isBusinessRefusal,
  orderDraft,
  useNavigate,
  useTranslation,
} from '@eoffering/shared';
import {
  ChoiceField,
  FormField,
  TitleTaxIdFields,
  useApiAction,
  useBackendText,
  useFormState,
  ItemAmountsList,
} from '@eoffering/shared/flows';
import {
  formatDate,
  formatMoney,
  recurringPlanDates,
  amountError,
  setRowAmount,
  tickRow,
  tickedLines,
  tickedTotal,
} from '@eoffering/shared/rules';
import type { InvoiceTitle, ProjectItem } from '@eoffering/shared/contract';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { RECURRING_SETUP_NS } from './recurring-setup-strings';
import {
  FREQUENCIES,
  OTHER_TITLE,
  PAYMENT_DAYS,
  initialRecurring,
  planPreview,
  recurringDraft,
  recurringItemsDraft,
  recurringRules,
  savedTitles,
  settingRequest,
  validPeriods,
  type RecurringReceipt,
} from './recurring-setup-model';
import styles from './recurring-setup.module.css';

interface RecurringFormProps {
  projectAid: number;
  items: readonly ProjectItem[];
  titles: readonly InvoiceTitle[];
  /** docs/screens/giving.md: setup needs an identity number on file; without one submit asks for it first. */
  identityMissing: boolean;
  onNeedIdentity: () => void;
}

/**
 * docs/screens/giving.md: the recurring setup form: frequency, payment day, total periods, the recurring
 * items with amounts and the receipt choice, with the first debit date, the end and the
 * per-period total shown as the member types. Submit creates the setting and goes to payment.
 */
export const RecurringForm = ({
  projectAid,
  items,
  titles,
  identityMissing,
  onNeedIdentity,
}: RecurringFormProps) => {
  const { t } = useTranslation(RECURRING_SETUP_NS);
  const backendText = useBackendText();
  const navigate = useNavigate();
  const [initial] = useState(() => initialRecurring(items, titles, orderDraft.get(), projectAid));
  const form = useFormState(initial, recurringRules);
  const { values, set, field } = form;
  const [tried, setTried] = useState(false);
  const [left, setLeft] = useState<ReadonlySet<number>>(() => new Set());
  const create = useApiAction('ach_setting_handle1');
  const saved = savedTitles(titles);
  const previewId = useId();
  const itemsId = useId();

  const itemsField = field('items');

  // The draft follows the items and amounts, so a reload finds them (docs/screens/giving.md).
  const restored = useRef(initial.items);
  useEffect(() => {
    if (values.items !== restored.current) {
      orderDraft.save(recurringItemsDraft(projectAid, tickedLines(values.items)));
    }
  }, [values.items, projectAid]);

  const preview = planPreview(values);
  const total = tickedTotal(values.items);
  const typedTitle = values.need_receipt === 'title' && values.title_aid === OTHER_TITLE;
  // The first row the member must fix takes the items' focus on submit (docs/screens/giving.md messages).
  const firstInvalid =
    values.items.find((row) => amountError(row) !== null) ??
    (values.items.some((row) => row.ticked) ? undefined : values.items[0]);

  const noItemMessage = tried && !values.items.some((row) => row.ticked);

  const save = form.submit(async (submitted) => {
    if (identityMissing) {
      onNeedIdentity();
      return;
    }
    create.reset();
    const count = validPeriods(submitted.periods) ?? 0;
    const dates = recurringPlanDates(submitted.payment_date, submitted.frequency, count);
    const plan = await create.run(settingRequest(submitted, titles, dates));
    if (!plan) return;
    orderDraft.save(recurringDraft(projectAid, plan.ach_aid, tickedLines(submitted.items), dates));
    navigate(ROUTES.paymentMethods.build({}));
  });

  const submit = (event: FormEvent) => {
    setTried(true);
    save(event);
  };

  const refusal = create.error && isBusinessRefusal(create.error) ? create.error.message : null;

  return (
    <form noValidate onSubmit={submit} className={styles.form}>
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

      <fieldset className={styles.choice} aria-describedby={noItemMessage ? itemsId : undefined}>
        <legend className={styles.legend}>{t('recurring.chooseItems')}</legend>
        <ItemAmountsList
          rows={values.items}
          showError={(aid) => tried || left.has(aid)}
          amountLabel={(item) => t('recurring.amountFor', { item })}
          hints
          onTick={(aid, ticked) => set('items', tickRow(values.items, aid, ticked))}
          onAmount={(aid, amount) => set('items', setRowAmount(values.items, aid, amount))}
          onLeave={(aid) => setLeft((current) => new Set(current).add(aid))}
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

      <ChoiceField
        field={field('need_receipt')}
        legend={t('recurring.receipt')}
        options={(['anonymous', 'title'] as const satisfies readonly RecurringReceipt[]).map(
          (option) => ({
            value: option,
            label: t(option === 'anonymous' ? 'recurring.anonymous' : 'recurring.withTitle'),
          }),
        )}
        value={values.need_receipt}
        onChoose={(option) => set('need_receipt', option)}
        classes={styles}
      />

      {values.need_receipt === 'title' && (
        <div className={styles.terms}>
          <FormField {...field('title_aid')} label={t('recurring.savedTitle')}>
            {(control) => (
              <select {...control}>
                {saved.map((entry) => (
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
            <dd>
              {preview.schedule ? formatDate(preview.schedule.lastDate) : t('recurring.endPending')}
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('recurring.debits')}</dt>
            <dd>
              {preview.schedule
                ? t('recurring.debitCount', { count: preview.schedule.debits })
                : t('recurring.endPending')}
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('recurring.perPeriod')}</dt>
            <dd>{formatMoney(total)}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('recurring.planTotal')}</dt>
            <dd>
              {preview.schedule ? formatMoney(preview.schedule.total) : t('recurring.endPending')}
            </dd>
          </div>
        </dl>
      </section>

      <div role="alert" className={styles.refused}>
        {refusal && t('recurring.refused', { message: backendText(refusal) })}
      </div>

      <div className={styles.actions}>
        <Button type="submit" busy={create.busy || form.submitting}>
          {t('recurring.submit')}
        </Button>
      </div>
    </form>
  );
};
