import {
  Button,
  Dialog,
  isBusinessRefusal,
  useTranslation,
  type ApiError,
} from '@eoffering/shared';
import { FormField, useFormState, type FormValidation } from '@eoffering/shared/flows';
import type { Project } from '@eoffering/shared/contract';
import {
  PLEDGE_AMOUNT_MAX,
  PLEDGE_MONTHS_MAX,
  formatMoney,
  parseWholeNumber,
  pledgeMonthly,
  validateAmount,
} from '@eoffering/shared/rules';
import { useState } from 'react';
import { MEMBER_NS } from '../../strings';
import styles from './pledges.module.css';

interface PledgeValues extends Record<string, unknown> {
  project: string;
  amount: string;
  months: string;
}

/** What the member promises, as the pledge calls take it. */
export interface PledgeTerms {
  project_aid: number;
  pledge_amount: number;
  pledge_months: number;
}

const validate = (values: PledgeValues): FormValidation<PledgeValues> => {
  const months = parseWholeNumber(values.months);
  return {
    project: values.project === '' ? { key: 'member:pledges.chooseProject' } : null,
    amount: validateAmount(values.amount, { min: 1, max: PLEDGE_AMOUNT_MAX }),
    months:
      months === null || months < 1 || months > PLEDGE_MONTHS_MAX
        ? { key: 'member:pledges.enterMonths', values: { max: PLEDGE_MONTHS_MAX } }
        : null,
  };
};

interface PledgeFormDialogProps {
  title: string;
  /** The campaigns the member may choose from; a change keeps its one project. */
  campaigns: readonly Project[];
  initial: { project: string; amount: string; months: string };
  submitLabel: string;
  busy: boolean;
  /** The server's refusal of the last save, if any. */
  error: ApiError | null;
  /** Sends the terms; the dialog is closed by its owner once they are saved. */
  save: (terms: PledgeTerms) => void;
  onClose: () => void;
}

/**
 * The pledge form in a dialog (docs/api-contract.md, 'Campaigns and pledges'): the campaign, a
 * total and over how many months. It says before anything else that a pledge is a promise and
 * never a debit; what was typed stays after a refusal.
 */
export const PledgeFormDialog = ({
  title,
  campaigns,
  initial,
  submitLabel,
  busy,
  error,
  save,
  onClose,
}: PledgeFormDialogProps) => {
  const { t } = useTranslation(MEMBER_NS);
  const [start] = useState<PledgeValues>(initial);
  const form = useFormState(start, validate);
  const amount = parseWholeNumber(form.values.amount);
  const months = parseWholeNumber(form.values.months);
  const refusal = error && isBusinessRefusal(error) ? error : null;
  const refusalText =
    refusal &&
    (refusal.rc === 409
      ? t('pledges.alreadyPledged')
      : refusal.rc === 422
        ? t('pledges.ended')
        : t('common:errors.updateFailed'));

  const submit = (values: PledgeValues) =>
    save({
      project_aid: Number(values.project),
      pledge_amount: Number(parseWholeNumber(values.amount)),
      pledge_months: Number(parseWholeNumber(values.months)),
    });

  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      closable={!busy}
      description={t('pledges.promise')}
    >
      <form className={styles.form} noValidate onSubmit={form.submit(submit)}>
        <FormField {...form.field('project')} label={t('pledges.project')} required>
          {(control) => (
            <select {...control}>
              {campaigns.length > 1 && <option value="">{t('pledges.chooseProject')}</option>}
              {campaigns.map((campaign) => (
                <option key={campaign.project_aid} value={String(campaign.project_aid)}>
                  {campaign.project_name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField {...form.field('amount')} label={t('pledges.amount')} required>
          {(control) => <input {...control} type="text" inputMode="numeric" autoComplete="off" />}
        </FormField>
        <FormField
          {...form.field('months')}
          label={t('pledges.months')}
          hint={t('pledges.monthsHint', { max: PLEDGE_MONTHS_MAX })}
          required
        >
          {(control) => <input {...control} type="text" inputMode="numeric" autoComplete="off" />}
        </FormField>
        {amount !== null && amount > 0 && months !== null && months > 1 && (
          <p className={styles.muted}>
            {t('pledges.monthly', { amount: formatMoney(pledgeMonthly(amount, months)) })}
          </p>
        )}
        {refusalText && (
          <p role="alert" className={styles.error}>
            {refusalText}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" busy={busy}>
            {submitLabel}
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('common:actions.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
};
