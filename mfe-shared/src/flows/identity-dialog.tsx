import { useCallback, useId } from 'react';
import { Button, Dialog, toast, useTranslation } from '@eoffering/shared';
import { normalizeIdentity, validateIdentity } from '@eoffering/shared/rules';
import { FormField } from './form-field';
import { useApiAction } from './use-api-action';
import { useFormState } from './use-form-state';
import { FLOWS_NS } from './flow-strings';
import styles from './identity-dialog.module.css';

export interface IdentityDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called after the backend accepted the number (the caller reloads the donor info). */
  onUpdated: () => void;
}

const INITIAL = { identity: '' };

/**
 * spec 2, 4 and 6: the personal-data update modal that asks a member with no identity number on
 * file (sid_status -1) for one, from the member centre or the recurring flow. spec 5: uppercased
 * as typed; required; the identity pattern; what was typed stays when it is refused.
 */
export const IdentityDialog = ({ open, onClose, onUpdated }: IdentityDialogProps) => {
  const { t } = useTranslation(FLOWS_NS);
  const formId = useId();
  const validate = useCallback(
    (values: typeof INITIAL) => ({ identity: validateIdentity(values.identity) }),
    [],
  );
  const update = useApiAction('update_member_identity');
  const form = useFormState(INITIAL, validate, { onEdit: update.reset });
  // spec 5: the identity number is uppercased as it is typed.
  const field = form.field('identity', (typed) => typed.toUpperCase());

  const save = async ({ identity }: typeof INITIAL) => {
    const updated = await update.run({ member_social_identity: normalizeIdentity(identity) });
    if (updated === undefined) {
      form.focus('identity');
      return;
    }
    toast(t('success.updated'));
    onUpdated();
  };

  // A refused RC is shown in the field; HTTP failures were shown by the shared spec 8 handling.
  const message =
    field.message ?? (update.error?.kind === 'rc' ? t('errors.updateFailed') : undefined);

  return (
    <Dialog
      open={open}
      title={t('identity.title')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={update.busy}>
            {t('actions.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={form.submit(save)} className={styles.form}>
        <p className={styles.intro}>{t('identity.intro')}</p>
        <FormField
          {...field}
          label={t('identity.label')}
          hint={t('validation.identityHint')}
          message={message}
          required
        >
          {(control) => (
            <input {...control} autoComplete="off" autoCapitalize="characters" spellCheck={false} />
          )}
        </FormField>
      </form>
    </Dialog>
  );
};
