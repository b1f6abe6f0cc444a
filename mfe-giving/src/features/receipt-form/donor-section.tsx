import { useTranslation } from '@eoffering/shared';
import { FactList, FormField, type FormState } from '@eoffering/shared/flows';
import { maskIdentity } from '@eoffering/shared/rules';
import type { DonorInfo } from '@eoffering/shared/contract';
import { RECEIPT_FORM_NS } from './receipt-form-strings';
import type { DonorMode, ReceiptFormValues } from './receipt-form-model';
import styles from './receipt-form.module.css';

interface DonorSectionProps {
  form: FormState<ReceiptFormValues>;
  mode: DonorMode;
  donor: DonorInfo;
  /** The id the section's heading takes. */
  headingId: string;
}

type DonorTextField = 'donor_name' | 'donor_phone' | 'donor_email';

/**
 * docs/screens/giving.md: a guest types the donor; a member is shown theirs, and types only an
 * identity number the account does not have yet.
 */
export const DonorSection = ({ form, mode, donor, headingId }: DonorSectionProps) => {
  const { t } = useTranslation(RECEIPT_FORM_NS);
  const { field } = form;

  const sidInput = (
    <FormField
      // docs/screens/giving.md: the identity number is uppercased as it is typed.
      {...field('donor_sid', (typed) => typed.toUpperCase())}
      label={t('receiptForm.donorSid')}
      hint={t('common:validation.identityHint')}
      required
    >
      {(control) => (
        <input {...control} autoComplete="off" autoCapitalize="characters" spellCheck={false} />
      )}
    </FormField>
  );

  const textField = (
    name: DonorTextField,
    label: string,
    type: 'text' | 'tel' | 'email',
    autoComplete: string,
  ) => (
    <FormField {...field(name)} label={label} required>
      {(control) => <input {...control} type={type} autoComplete={autoComplete} />}
    </FormField>
  );

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('receiptForm.donorSection')}
      </h2>
      {mode === 'guest' ? (
        <>
          {textField('donor_name', t('receiptForm.donorName'), 'text', 'name')}
          {textField('donor_phone', t('receiptForm.donorPhone'), 'tel', 'tel')}
          {textField('donor_email', t('receiptForm.donorEmail'), 'email', 'email')}
          {sidInput}
        </>
      ) : (
        <>
          <FactList
            look="panel"
            facts={[
              { label: t('receiptForm.donorName'), value: donor.member_name_mandarin },
              { label: t('receiptForm.donorPhone'), value: donor.cell_phone },
              { label: t('receiptForm.donorEmail'), value: donor.email },
              ...(mode === 'member'
                ? [
                    {
                      label: t('receiptForm.donorSid'),
                      value: maskIdentity(donor.member_social_identity),
                    },
                  ]
                : []),
            ]}
          />
          {mode === 'member-without-identity' && sidInput}
        </>
      )}
    </section>
  );
};
