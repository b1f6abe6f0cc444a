import { Button, ERROR_RC, isBusinessRefusal, useTranslation } from '@eoffering/shared';
import { FormField, useApiAction, useFormState } from '@eoffering/shared/flows';
import type { GivingDetail } from '@eoffering/shared/contract';
import { useMemo } from 'react';
import { GUEST_LOOKUP_NS } from './guest-lookup-strings';
import { lookupBody, validateLookup, type LookupValues } from './lookup-rules';
import styles from './guest-lookup.module.css';

// docs/decisions.md (guest lookup): the form says the rate limit itself, so the shared docs/screens/guest-lookup.md
// handling must not turn the 429 into 'server error' and a trip to the main site's login.
const OWN_STATUSES = [ERROR_RC.tooMany] as const;

interface LookupFormProps {
  /** The giving number is known (the detail page after a reload): only the identity is asked. */
  fixedOfferingAid?: number;
  /** The giving was found: the detail and the identity number that proved it. */
  onFound: (giving: GivingDetail, donorSid: string) => void;
}

/**
 * docs/screens/guest-lookup.md, guest lookup: giving number and donor identity number, both required; a miss
 * says 'no data' (the same for either number wrong), the rate limit its own message, and what
 * was typed stays. The identity number is sent only in the POST body.
 */
export const LookupForm = ({ fixedOfferingAid, onFound }: LookupFormProps) => {
  const { t } = useTranslation(GUEST_LOOKUP_NS);
  const initial = useMemo<LookupValues>(
    () => ({
      offeringAid: fixedOfferingAid === undefined ? '' : String(fixedOfferingAid),
      donorSid: '',
    }),
    [fixedOfferingAid],
  );
  const lookup = useApiAction('get_tra_detail_nopg', { handleStatuses: OWN_STATUSES });
  const form = useFormState(initial, validateLookup, { onEdit: lookup.reset });

  const search = async (values: LookupValues) => {
    const body = lookupBody(values);
    if (body === null) return;
    const giving = await lookup.run(body);
    if (giving !== undefined) onFound(giving, body.donor_sid);
  };

  const error = lookup.error;
  const refusal =
    error === null
      ? null
      : error.kind === 'rate-limited'
        ? t('lookup.tooMany')
        : isBusinessRefusal(error)
          ? t('common:errors.noData')
          : null;

  return (
    <form className={styles.form} noValidate onSubmit={form.submit(search)}>
      {fixedOfferingAid === undefined && (
        <FormField {...form.field('offeringAid')} label={t('lookup.number')} required>
          {(control) => (
            <input {...control} type="text" inputMode="numeric" autoComplete="off" maxLength={15} />
          )}
        </FormField>
      )}
      <FormField
        {...form.field('donorSid')}
        label={t('lookup.identity')}
        hint={t('common:validation.identityHint')}
        required
      >
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={10}
          />
        )}
      </FormField>
      {refusal && (
        <p role="alert" className={styles.refusal}>
          {refusal}
        </p>
      )}
      <Button type="submit" block busy={lookup.busy}>
        {t('lookup.search')}
      </Button>
    </form>
  );
};
