import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button, Dialog, toast, useTranslation } from '@eoffering/shared';
import {
  isIdentityNumber,
  normalizeIdentity,
  toHalfWidth,
  validateRequired,
} from '@eoffering/shared/rules';
import { FormField } from './form-field';
import { useApiAction } from '../calls/use-api-action';
import { useFormState } from './use-form-state';
import { FLOWS_NS } from '../flow-strings';
import styles from './identity-dialog.module.css';

export interface IdentityDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called after the backend accepted the number (the caller reloads the donor info). */
  onUpdated: () => void;
}

const INITIAL = { identity: '' };

/** The RC of a number on file for another member (docs/api-contract.md, update_member_identity). */
const RC_TAKEN = 409;

/**
 * docs/screens/giving.md, docs/security-model.md: the personal-data update modal that asks a member with no identity number on
 * file (sid_status -1) for one. docs/screens/giving.md: uppercased as typed; required; the identity pattern with its
 * check digit, the message saying what is expected; what was typed stays when it is refused. The
 * number cannot be changed online once saved, so the member confirms it, as it will be kept, first
 * (docs/screens/member-centre.md, personal data).
 */
export const IdentityDialog = ({ open, onClose, onUpdated }: IdentityDialogProps) => {
  const { t } = useTranslation(FLOWS_NS);
  const formId = useId();
  const [pending, setPending] = useState<string | null>(null);
  const validate = useCallback(
    (values: typeof INITIAL) => ({
      identity:
        validateRequired(values.identity, 'enterIdentityNumber') ??
        (isIdentityNumber(values.identity) ? null : { key: 'common:validation.identityFormat' }),
    }),
    [],
  );
  const update = useApiAction('update_member_identity');
  const form = useFormState(INITIAL, validate, { onEdit: update.reset });
  // docs/screens/giving.md: the identity number is uppercased as it is typed, full-width as half-width.
  const field = form.field('identity', (typed) => toHalfWidth(typed).toUpperCase());

  // Each step starts with focus on what it asks about: the number to confirm, or the field again.
  const shown = useRef<HTMLParagraphElement>(null);
  const confirming = pending !== null;
  const stepped = useRef(false);
  useEffect(() => {
    if (confirming) shown.current?.focus();
    else if (stepped.current) form.focus('identity');
    stepped.current = confirming;
  }, [confirming, form]);

  const save = async () => {
    if (pending === null) return;
    const updated = await update.run({ member_social_identity: pending });
    if (updated === undefined) {
      setPending(null);
      return;
    }
    toast(t('success.updated'));
    onUpdated();
  };

  const close = () => {
    setPending(null);
    onClose();
  };

  // A refused RC is shown in the field; HTTP failures were shown by the shared docs/screens/giving.md handling.
  const refusal =
    update.error?.kind !== 'rc'
      ? undefined
      : update.error.rc === RC_TAKEN
        ? t('identity.taken')
        : t('errors.updateFailed');
  const message = field.message ?? refusal;

  return (
    <Dialog
      open={open}
      title={t(confirming ? 'identity.confirmTitle' : 'identity.title')}
      onClose={close}
      description={t(confirming ? 'identity.confirmIntro' : 'identity.intro')}
      footer={
        confirming ? (
          <>
            <Button variant="secondary" onClick={() => setPending(null)}>
              {t('identity.back')}
            </Button>
            <Button busy={update.busy} onClick={() => void save()}>
              {t('identity.confirm')}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={close}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" form={formId}>
              {t('actions.next')}
            </Button>
          </>
        )
      }
    >
      {confirming && (
        <p ref={shown} tabIndex={-1} className={styles.number}>
          {pending}
        </p>
      )}
      {/* The field leaves the dialog while the number is confirmed (its class's display would beat
          the hidden attribute): what is saved is exactly what is shown (docs/screens/member-centre.md). */}
      {!confirming && (
        <form
          id={formId}
          noValidate
          onSubmit={form.submit(({ identity }) => setPending(normalizeIdentity(identity)))}
          className={styles.form}
        >
          <FormField
            {...field}
            label={t('identity.label')}
            hint={t('validation.identityHint')}
            message={message}
            required
          >
            {(control) => (
              <input
                {...control}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
              />
            )}
          </FormField>
        </form>
      )}
    </Dialog>
  );
};
