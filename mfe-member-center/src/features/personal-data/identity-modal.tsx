import {
  ApiError,
  Button,
  Dialog,
  callApi,
  normalizeIdentity,
  toast,
  useTranslation,
  validateIdentity,
} from '@eoffering/shared';
import { useId, useRef, useState, type FormEvent } from 'react';
import { MEMBER_NS } from '../../strings';
import styles from './personal-data.module.css';

interface IdentityModalProps {
  open: boolean;
  onClose: () => void;
  /** Called after the backend accepted the number (the page reloads the donor info). */
  onUpdated: () => void;
}

/**
 * spec 2 and 6: the personal-data update modal that asks a member with no identity number on file
 * (sid_status -1) for one. spec 5: uppercased as typed; required; the identity pattern; what was
 * typed stays in the field when it is refused.
 */
export const IdentityModal = ({ open, onClose, onUpdated }: IdentityModalProps) => {
  const { t } = useTranslation(MEMBER_NS);
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const formId = useId();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  const refuse = (message: string) => {
    setError(message);
    inputRef.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const invalid = validateIdentity(value);
    if (invalid) return refuse(t(invalid.key, invalid.values ?? {}));
    setBusy(true);
    try {
      await callApi('update_member_identity', { member_social_identity: normalizeIdentity(value) });
      toast(t('common:success.updated'));
      onUpdated();
    } catch (failure) {
      // HTTP failures were shown by the shared spec 8 handling; a refused RC is shown here.
      if (failure instanceof ApiError && failure.kind === 'rc')
        refuse(t('common:errors.updateFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      title={t('identity.title')}
      onClose={onClose}
      initialFocus={inputRef}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {t('common:actions.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className={styles.form}>
        <p className={styles.intro}>{t('identity.intro')}</p>
        <label htmlFor={inputId} className={styles.label}>
          {t('identity.label')}
        </label>
        <p id={hintId} className={styles.hint}>
          {t('common:validation.identityHint')}
        </p>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          value={value}
          onChange={(event) => {
            setValue(event.target.value.toUpperCase());
            setError('');
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        {error && (
          <p id={errorId} role="alert" className={styles.error}>
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
};
