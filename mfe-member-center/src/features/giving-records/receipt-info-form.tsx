import {
  Button,
  FormField,
  ROUTES,
  alert,
  isBusinessRefusal,
  toast,
  useApiAction,
  useApiResult,
  useFormState,
  useNavigate,
  useTranslation,
  validateRequired,
  validateTaxId,
  type FormValidation,
} from '@eoffering/shared';
import type { GivingDetail, InvoiceTitle } from '@eoffering/shared/contract';
import { useEffect, useId, useMemo } from 'react';
import { MEMBER_NS } from '../../strings';
import styles from './giving-records.module.css';

interface ReceiptValues extends Record<string, unknown> {
  choice: 'anonymous' | 'titled';
  title: string;
  taxId: string;
}

// spec 5: with a title, the title ('please enter receipt title') and the tax id are required.
const validate = (values: ReceiptValues): FormValidation<ReceiptValues> =>
  values.choice === 'anonymous'
    ? {}
    : {
        title: validateRequired(values.title, 'enterReceiptTitle'),
        taxId: validateTaxId(values.taxId),
      };

const savedOnly = (titles: readonly InvoiceTitle[]): InvoiceTitle[] =>
  titles.filter((title) => title.disable === 0);

/**
 * The receipt body of spec 7's member update: -1 when anonymous (no title, no tax id); otherwise
 * the saved title holding exactly this pair, or 0 for a title that is not among the saved ones.
 */
export const receiptUpdate = (
  offeringAid: number,
  values: ReceiptValues,
  titles: readonly InvoiceTitle[],
) => {
  if (values.choice === 'anonymous') {
    return {
      offering_aid: offeringAid,
      invoice_title_aid: -1,
      invoice_title: '',
      invoice_tax_id: '',
    };
  }
  const title = values.title.trim();
  const taxId = values.taxId.trim();
  const saved = savedOnly(titles).find(
    (entry) => entry.invoice_title === title && entry.invoice_tax_id === taxId,
  );
  return {
    offering_aid: offeringAid,
    invoice_title_aid: saved?.invoice_title_aid ?? 0,
    invoice_title: title,
    invoice_tax_id: taxId,
  };
};

interface ReceiptInfoFormProps {
  giving: GivingDetail;
  onCancel: () => void;
  /** The update was accepted: the page reloads the giving. */
  onUpdated: () => void;
}

/**
 * spec 2 and 4, giving detail: the receipt title and tax id in edit mode, anonymous allowed, a
 * saved title to pick. A refusal says 'error occurred, will return to giving records list' and
 * goes there (spec 8); a success says 'update successful' and the page reloads.
 */
export const ReceiptInfoForm = ({ giving, onCancel, onUpdated }: ReceiptInfoFormProps) => {
  const { t } = useTranslation(MEMBER_NS);
  const navigate = useNavigate();
  const choiceName = useId();
  const titles = useApiResult('get_invoice_title_list', {});
  const saved = titles.status === 'ready' ? savedOnly(titles.data) : [];
  const initial = useMemo<ReceiptValues>(
    () => ({
      choice: giving.invoice_title_aid === -1 ? 'anonymous' : 'titled',
      title: giving.invoice_title,
      taxId: giving.invoice_tax_id,
    }),
    [giving],
  );
  const form = useFormState(initial, validate);
  const update = useApiAction('update_member_receipt_info');
  const titleField = form.field('title');
  const taxIdField = form.field('taxId');
  const anonymous = form.values.choice === 'anonymous';

  const save = async (values: ReceiptValues) => {
    const updated = await update.run(receiptUpdate(giving.offering_aid, values, saved));
    if (updated === undefined) return;
    toast(t('common:success.updateSuccessful'));
    onUpdated();
  };

  // A refused update ends the edit (spec 8); HTTP failures were shown by the shared handling.
  const refusal = update.error !== null && isBusinessRefusal(update.error) ? update.error : null;
  useEffect(() => {
    if (!refusal) return;
    void alert({
      tone: 'error',
      title: t('common:errors.updateFailedTitle'),
      message: t('common:errors.memberReceiptUpdateFailed'),
    }).then(() => navigate(ROUTES.memberRecords.build({})));
  }, [refusal, navigate, t]);

  const pick = (aid: string) => {
    const title = saved.find((entry) => String(entry.invoice_title_aid) === aid);
    if (!title) return;
    form.set('title', title.invoice_title);
    form.set('taxId', title.invoice_tax_id);
  };

  return (
    <form className={styles.receiptForm} noValidate onSubmit={form.submit(save)}>
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>{t('detail.receiptChoice')}</legend>
        {(['titled', 'anonymous'] as const).map((choice) => (
          <label key={choice} className={styles.choice}>
            <input
              type="radio"
              name={choiceName}
              value={choice}
              checked={form.values.choice === choice}
              onChange={() => form.set('choice', choice)}
            />
            {t(`detail.choice.${choice}`)}
          </label>
        ))}
      </fieldset>
      {!anonymous && (
        <>
          <FormField label={t('detail.savedTitle')}>
            {(control) => (
              <select
                {...control}
                value=""
                disabled={saved.length === 0}
                onChange={(event) => pick(event.target.value)}
              >
                <option value="">{t('detail.chooseSaved')}</option>
                {saved.map((title) => (
                  <option key={title.invoice_title_aid} value={title.invoice_title_aid}>
                    {`${title.invoice_title} (${title.invoice_tax_id})`}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField
            id={titleField.id}
            label={t('titles.name')}
            message={titleField.message}
            required
          >
            {(control) => (
              <input
                {...control}
                ref={titleField.ref}
                name={titleField.name}
                onBlur={titleField.onBlur}
                type="text"
                maxLength={100}
                value={form.values.title}
                onChange={(event) => form.set('title', event.target.value)}
              />
            )}
          </FormField>
          <FormField
            id={taxIdField.id}
            label={t('titles.taxId')}
            message={taxIdField.message}
            required
          >
            {(control) => (
              <input
                {...control}
                ref={taxIdField.ref}
                name={taxIdField.name}
                onBlur={taxIdField.onBlur}
                type="text"
                inputMode="numeric"
                maxLength={8}
                value={form.values.taxId}
                onChange={(event) => form.set('taxId', event.target.value)}
              />
            )}
          </FormField>
        </>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} disabled={update.busy}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" busy={update.busy}>
          {t('common:actions.submit')}
        </Button>
      </div>
    </form>
  );
};
