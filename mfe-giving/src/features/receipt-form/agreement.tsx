import { getConfig, inPageLanguage, useTranslation } from '@eoffering/shared';
import { MessageSlot, type FieldBinding } from '@eoffering/shared/flows';
import { RECEIPT_FORM_NS } from './receipt-form-strings';
import styles from './receipt-form.module.css';

interface AgreementProps {
  binding: FieldBinding<'agree'>;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** docs/screens/giving.md: the agreement checkbox with the privacy link (edit mode), 'please agree'. */
export const Agreement = ({ binding, checked, onChange }: AgreementProps) => {
  const { t } = useTranslation(RECEIPT_FORM_NS);
  const { input, message, id } = binding;
  const messageId = `${id}-message`;
  return (
    <div className={styles.agreement}>
      <label className={styles.checkbox}>
        <input
          {...input}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? messageId : undefined}
        />
        {t('receiptForm.agree')}
      </label>
      <a
        href={inPageLanguage(getConfig().mainSite.privacy)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('receiptForm.privacyLink')}
      </a>
      <MessageSlot id={messageId} message={message} className={styles.message} />
    </div>
  );
};
