import { Button, toast, useTranslation } from '@eoffering/shared';
import {
  FormField,
  type FormValidation,
  useApiAction,
  useBackendText,
  useFormState,
} from '@eoffering/shared/flows';
import { validateCardLabel } from '@eoffering/shared/rules';
import type { SavedCard } from '@eoffering/shared/contract';
import { useEffect, useMemo } from 'react';
import { MEMBER_NS } from '../../strings';
import styles from './saved-card.module.css';

interface LabelValues extends Record<string, unknown> {
  label: string;
}

// docs/screens/member-centre.md: required ('please enter name'), at most 10 characters ('exceeds maximum length').
const validate = (values: LabelValues): FormValidation<LabelValues> => ({
  label: validateCardLabel(values.label),
});

interface CardLabelFormProps {
  card: SavedCard;
  /** The server's card after the new name was saved. */
  onRenamed: (card: SavedCard) => void;
  onCancel?: () => void;
  /** The form opened at the member's request (Rename): the name field takes focus. */
  focusOnOpen?: boolean;
}

/** docs/screens/member-centre.md: renames a saved card (card label); what was typed stays after a refusal. */
export const CardLabelForm = ({
  card,
  onRenamed,
  onCancel,
  focusOnOpen = false,
}: CardLabelFormProps) => {
  const { t } = useTranslation(MEMBER_NS);
  const backendText = useBackendText();
  const initial = useMemo<LabelValues>(() => ({ label: card.cardlink_userlbl }), [card]);
  const form = useFormState(initial, validate);
  const rename = useApiAction('update_cardlink_label');
  const { focus } = form;

  useEffect(() => {
    if (focusOnOpen) focus('label');
  }, [focusOnOpen, focus]);

  const save = async ({ label: value }: LabelValues) => {
    const renamed = await rename.run({
      cardlink_aid: card.cardlink_aid,
      cardlink_userlbl: value.trim(),
    });
    // The busy Save button lost focus; the name the server refused is where to go on.
    if (renamed === undefined) {
      focus('label');
      return;
    }
    toast(t('common:success.updated'));
    onRenamed(renamed);
  };

  return (
    <form className={styles.labelForm} noValidate onSubmit={form.submit(save)}>
      <FormField {...form.field('label')} label={t('cards.label')} required>
        {(control) => <input {...control} type="text" autoComplete="off" />}
      </FormField>
      {rename.error && !rename.error.handled && (
        <p role="alert" className={styles.error}>
          {backendText(rename.error.message, { shown: t('common:errors.updateFailed') })}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" busy={rename.busy}>
          {t('cards.saveLabel')}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('common:actions.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
};
