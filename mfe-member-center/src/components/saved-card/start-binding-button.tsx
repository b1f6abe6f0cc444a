import { Button, getConfig, useTranslation } from '@eoffering/shared';
import {
  type CardLinkView,
  performHandOff,
  planHandOff,
  rememberCardLinkView,
  useApiAction,
  useBackendText,
} from '@eoffering/shared/flows';
import { useState } from 'react';
import { MEMBER_NS } from '../../strings';

interface StartBindingButtonProps {
  label: string;
  /**
   * Where the result page returns (docs/screens/member-centre.md, cardLinkView); without it the binding keeps the view the
   * first attempt stored, so "try again" after a failure still returns where the member started.
   */
  view?: CardLinkView;
  className?: string;
}

/**
 * Starts a card binding: the card-link form (docs/api-contract.md) posted to the bank's card page. A refused
 * hand-off or a failed call is said next to the button, which stays for another try.
 */
export const StartBindingButton = ({ label, view, className }: StartBindingButtonProps) => {
  const { t } = useTranslation(MEMBER_NS);
  const backendText = useBackendText();
  const form = useApiAction('get_cardlink_form');
  const [refused, setRefused] = useState(false);

  const start = async () => {
    setRefused(false);
    if (view) rememberCardLinkView(view);
    const answer = await form.run({});
    if (answer === undefined) return;
    const config = getConfig();
    const plan = planHandOff(answer, { paymentOrigins: config.paymentOrigins, dev: config.dev });
    if (!performHandOff(plan)) setRefused(true);
  };

  return (
    <>
      {refused && <p role="alert">{t('common:errors.handOffRefused')}</p>}
      {form.error && !form.error.handled && (
        <p role="alert">
          {backendText(form.error.message, { shown: t('common:errors.errorOccurred') })}
        </p>
      )}
      <Button className={className} busy={form.busy} onClick={() => void start()}>
        {label}
      </Button>
    </>
  );
};
