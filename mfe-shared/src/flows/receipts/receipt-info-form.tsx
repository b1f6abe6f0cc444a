import { useId, useMemo } from 'react';
import { Button, useTranslation } from '@eoffering/shared';
import type { GivingDetail, InvoiceTitle } from '@eoffering/shared/contract';
import { toHalfWidth, validateReceiptTitle, validateTaxId } from '@eoffering/shared/rules';
import { FormField } from '../forms/form-field';
import { useFormState, type FormValidation, type ValueBinding } from '../forms/use-form-state';
import { FLOWS_NS } from '../flow-strings';
import styles from './receipt-info-form.module.css';

export interface ReceiptInfoValues extends Record<string, unknown> {
  /** `own`: a member's receipt in their own name (title aid 0, no title or tax id). */
  choice: 'anonymous' | 'titled' | 'own';
  title: string;
  taxId: string;
}

// docs/screens/giving.md: with a title, the title ('please enter receipt title') and the tax id are required.
export const validateReceiptInfo = (
  values: ReceiptInfoValues,
): FormValidation<ReceiptInfoValues> =>
  values.choice !== 'titled'
    ? {}
    : {
        title: validateReceiptTitle(values.title),
        taxId: validateTaxId(values.taxId),
      };

/**
 * A giving's receipt as the form edits it: aid -1 is anonymous (docs/screens/giving.md); where the own name is
 * offered, aid 0 without a title is the member's own name.
 */
export const receiptInfoOf = (
  giving: Pick<GivingDetail, 'invoice_title_aid' | 'invoice_title' | 'invoice_tax_id'>,
  ownName = false,
): ReceiptInfoValues => ({
  choice:
    giving.invoice_title_aid === -1
      ? 'anonymous'
      : ownName && giving.invoice_title_aid === 0 && giving.invoice_title === ''
        ? 'own'
        : 'titled',
  title: giving.invoice_title,
  taxId: giving.invoice_tax_id,
});

type TextChange = ValueBinding<string>['input']['onChange'];

/** A tax id is typed in half-width uppercase, as identity numbers are (docs/screens/giving.md). */
const uppercase =
  (onChange: TextChange): TextChange =>
  (event) =>
    onChange({ target: { value: toHalfWidth(event.target.value).toUpperCase() } });

export interface TitleTaxIdFieldsProps {
  title: ValueBinding<string>;
  taxId: ValueBinding<string>;
  /** Marked required (docs/screens/giving.md); a form that checks the pair only on some choices says so itself. */
  required?: boolean;
  /** docs/screens/giving.md: anonymous giving disables both. */
  disabled?: boolean;
}

/**
 * A receipt title (up to 100 characters) and its tax id: a company's business number or a person's
 * identity or resident certificate number (docs/decisions.md, receipts in one's own name), typed
 * in uppercase.
 */
export const TitleTaxIdFields = ({
  title,
  taxId,
  required = true,
  disabled = false,
}: TitleTaxIdFieldsProps) => {
  const { t } = useTranslation(FLOWS_NS);
  return (
    <>
      <FormField {...title} label={t('receipt.title')} required={required}>
        {(control) => (
          <input {...control} type="text" autoComplete="organization" disabled={disabled} />
        )}
      </FormField>
      <FormField
        {...taxId}
        input={{ ...taxId.input, onChange: uppercase(taxId.input.onChange) }}
        label={t('receipt.taxId')}
        hint={t('receipt.taxIdHint')}
        required={required}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            maxLength={10}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            disabled={disabled}
          />
        )}
      </FormField>
    </>
  );
};

export interface ReceiptInfoFormProps {
  giving: Pick<GivingDetail, 'invoice_title_aid' | 'invoice_title' | 'invoice_tax_id'>;
  /** A member's enabled saved titles to pick from; a guest has none and sees no picker. */
  savedTitles?: readonly InvoiceTitle[] | undefined;
  /** A member's giving may also take a receipt in the member's own name. */
  ownName?: boolean;
  /** The update is on its way: submit shows it, cancel waits. */
  busy: boolean;
  /** Valid values to send; the caller sends them and says what came of it. */
  onSubmit: (values: ReceiptInfoValues) => void | Promise<void>;
  onCancel: () => void;
}

/**
 * docs/screens/giving.md, giving detail in edit mode: a receipt with a title and tax id, or anonymous; a
 * member may fill both from a saved title, or go back to a receipt in their own name.
 */
export const ReceiptInfoForm = ({
  giving,
  savedTitles,
  ownName = false,
  busy,
  onSubmit,
  onCancel,
}: ReceiptInfoFormProps) => {
  const { t } = useTranslation(FLOWS_NS);
  const choiceName = useId();
  const initial = useMemo(() => receiptInfoOf(giving, ownName), [giving, ownName]);
  // docs/screens/giving.md, receipt section: anonymous first, then a receipt, as the donor form has them.
  const choices = ownName
    ? (['anonymous', 'own', 'titled'] as const)
    : (['anonymous', 'titled'] as const);
  const form = useFormState(initial, validateReceiptInfo);

  const pick = (aid: string) => {
    const saved = savedTitles?.find((entry) => String(entry.invoice_title_aid) === aid);
    if (!saved) return;
    form.set('title', saved.invoice_title);
    form.set('taxId', saved.invoice_tax_id);
  };

  return (
    <form className={styles.form} noValidate onSubmit={form.submit(onSubmit)}>
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>{t('receipt.choice')}</legend>
        {choices.map((choice) => (
          <label key={choice} className={styles.choice}>
            <input
              type="radio"
              name={choiceName}
              value={choice}
              checked={form.values.choice === choice}
              onChange={() => form.set('choice', choice)}
            />
            {t(`receipt.${choice}`)}
          </label>
        ))}
      </fieldset>
      {form.values.choice === 'titled' && (
        <>
          {savedTitles && (
            <FormField label={t('receipt.savedTitles')}>
              {(control) => (
                <select
                  {...control}
                  value=""
                  disabled={savedTitles.length === 0}
                  onChange={(event) => pick(event.target.value)}
                >
                  <option value="">{t('receipt.chooseSaved')}</option>
                  {savedTitles.map((title) => (
                    <option key={title.invoice_title_aid} value={title.invoice_title_aid}>
                      {`${title.invoice_title} (${title.invoice_tax_id})`}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          )}
          <TitleTaxIdFields title={form.field('title')} taxId={form.field('taxId')} />
        </>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" busy={busy}>
          {t('actions.submit')}
        </Button>
      </div>
    </form>
  );
};
