import {
  Button,
  FormField,
  isBusinessRefusal,
  toast,
  useApiAction,
  useFormState,
  useNavigate,
  useTranslation,
  validateRequired,
  validateTaxId,
  type FormValidation,
} from '@eoffering/shared';
import type { GivingDetail, RequestOf } from '@eoffering/shared/contract';
import { useEffect, useId, useMemo } from 'react';
import { GIVING_NS } from '../../strings';
import { guestUpdateFailed } from './guest-update-failed';
import styles from './guest-lookup.module.css';

export interface ReceiptEditValues extends Record<string, unknown> {
  choice: 'anonymous' | 'titled';
  title: string;
  taxId: string;
}

// spec 5: with a title, the title ('please enter receipt title') and the tax id are required.
export const validateReceiptEdit = (
  values: ReceiptEditValues,
): FormValidation<ReceiptEditValues> =>
  values.choice === 'anonymous'
    ? {}
    : {
        title: validateRequired(values.title, 'enterReceiptTitle'),
        taxId: validateTaxId(values.taxId),
      };

/**
 * The guest receipt-info update (spec 7): anonymous is -1 with no title or tax id (spec 4); a
 * guest has no saved titles, so a typed title is 0.
 */
export const guestReceiptUpdate = (
  offeringAid: number,
  donorSid: string,
  values: ReceiptEditValues,
): RequestOf<'update_guest_receipt_info'> =>
  values.choice === 'anonymous'
    ? {
        offering_aid: offeringAid,
        donor_sid: donorSid,
        invoice_title_aid: -1,
        invoice_title: '',
        invoice_tax_id: '',
      }
    : {
        offering_aid: offeringAid,
        donor_sid: donorSid,
        invoice_title_aid: 0,
        invoice_title: values.title.trim(),
        invoice_tax_id: values.taxId.trim(),
      };

interface ReceiptEditFormProps {
  giving: GivingDetail;
  donorSid: string;
  onCancel: () => void;
  /** 'update successful': the page reads the giving again. */
  onUpdated: () => void;
}

/** spec 2 and 4, guest giving detail: receipt title and tax id, or anonymous, in edit mode. */
export const ReceiptEditForm = ({
  giving,
  donorSid,
  onCancel,
  onUpdated,
}: ReceiptEditFormProps) => {
  const { t } = useTranslation(GIVING_NS);
  const navigate = useNavigate();
  const choiceName = useId();
  const initial = useMemo<ReceiptEditValues>(
    () => ({
      choice: giving.invoice_title_aid === -1 ? 'anonymous' : 'titled',
      title: giving.invoice_title,
      taxId: giving.invoice_tax_id,
    }),
    [giving],
  );
  const form = useFormState(initial, validateReceiptEdit);
  const update = useApiAction('update_guest_receipt_info');
  const titleField = form.field('title');
  const taxIdField = form.field('taxId');

  const save = async (values: ReceiptEditValues) => {
    const updated = await update.run(guestReceiptUpdate(giving.offering_aid, donorSid, values));
    if (updated === undefined) return;
    toast(t('common:success.updateSuccessful'));
    onUpdated();
  };

  const refused = update.error !== null && isBusinessRefusal(update.error);
  useEffect(() => {
    if (refused) void guestUpdateFailed(navigate);
  }, [refused, navigate]);

  return (
    <form className={styles.form} noValidate onSubmit={form.submit(save)}>
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>{t('receiptForm.receiptChoice')}</legend>
        {(['titled', 'anonymous'] as const).map((choice) => (
          <label key={choice} className={styles.choice}>
            <input
              type="radio"
              name={choiceName}
              value={choice}
              checked={form.values.choice === choice}
              onChange={() => form.set('choice', choice)}
            />
            {t(choice === 'titled' ? 'receiptForm.withTitle' : 'receiptForm.anonymous')}
          </label>
        ))}
      </fieldset>
      {form.values.choice === 'titled' && (
        <>
          <FormField
            id={titleField.id}
            label={t('receiptForm.title')}
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
            label={t('receiptForm.taxId')}
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
