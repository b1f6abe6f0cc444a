import {
  Button,
  Link,
  ROUTES,
  buttonClassName,
  confirm,
  toast,
  useTranslation,
} from '@eoffering/shared';
import { IdentityDialog, useApiAction, useBackendText } from '@eoffering/shared/flows';
import type { PayMethod } from '@eoffering/shared/contract';
import { useEffect, useRef, useState } from 'react';
import {
  ANONYMOUS_REMARK,
  ANONYMOUS_TITLE_AID,
  orderInfoVariant,
} from '../../components/order-info/order-info';
import { GIVING_RESULT_NS } from './giving-result-strings';
import styles from './giving-result.module.css';

interface MemberReceiptActionsProps {
  offeringAid: number;
  payMethod: PayMethod;
  /** The giving is anonymous already (invoice_title_aid -1). */
  anonymous: boolean;
  /** Called once the backend took the anonymous choice. */
  onAnonymous?: () => void;
}

/**
 * docs/screens/member-centre.md, docs/security-model.md: what a member may do with a giving from the result and transfer pages: give
 * anonymously, or request a receipt (the receipt form). Anonymous giving asks for a confirmation,
 * then sends the member's receipt call (the order-info variant of the giving's payment method)
 * with invoice_title_aid -1 and the remark 'anonymous giving' (docs/screens/member-centre.md); the backend takes the donor
 * data from the member record, which needs an identity number: a member without one (sid_status
 * -1) fills it in first in the identity modal (docs/security-model.md). Success: 'set to anonymous giving', and
 * the page says the giving is anonymous instead of offering it again (docs/screens/giving.md).
 */
export const MemberReceiptActions = ({
  offeringAid,
  payMethod,
  anonymous,
  onAnonymous,
}: MemberReceiptActionsProps) => {
  const { t } = useTranslation(GIVING_RESULT_NS);
  const backendText = useBackendText();
  const [madeAnonymous, setMadeAnonymous] = useState(false);
  const donorInfo = useApiAction('get_member_donor_info');
  const anonymousCall = useApiAction(orderInfoVariant({ member: true, payMethod }));
  const [askIdentity, setAskIdentity] = useState(false);
  const doneNote = useRef<HTMLParagraphElement>(null);
  // The button that asked is replaced by the note that it is done: focus goes to the note, not to
  // the page (WCAG 2.4.3), so the next Tab goes on from here.
  useEffect(() => {
    if (madeAnonymous) doneNote.current?.focus();
  }, [madeAnonymous]);

  const send = async (): Promise<void> => {
    const saved = await anonymousCall.run({
      offering_aid: offeringAid,
      donor_name: '',
      donor_phone: '',
      donor_email: '',
      donor_sid: '',
      invoice_title_aid: ANONYMOUS_TITLE_AID,
      invoice_title: '',
      invoice_tax_id: '',
      comments: ANONYMOUS_REMARK,
    });
    if (!saved) return;
    toast(t('common:success.setAnonymous'));
    setMadeAnonymous(true);
    onAnonymous?.();
  };

  const start = async (): Promise<void> => {
    const confirmed = await confirm({
      title: t('result.anonymous.confirmTitle'),
      message: t('result.anonymous.confirmMessage'),
      confirmLabel: t('result.anonymous.confirm'),
    });
    if (!confirmed) return;
    const donor = await donorInfo.run({});
    if (!donor) return;
    if (donor.sid_status === -1) {
      setAskIdentity(true);
      return;
    }
    await send();
  };

  const refusal = anonymousCall.error ?? donorInfo.error;
  const isAnonymous = anonymous || madeAnonymous;
  return (
    <>
      {isAnonymous ? (
        <p ref={doneNote} tabIndex={-1} className={styles.note}>
          {t('result.anonymous.done')}
        </p>
      ) : (
        <Button
          variant="secondary"
          busy={donorInfo.busy || anonymousCall.busy}
          onClick={() => void start()}
        >
          {t('result.anonymous.action')}
        </Button>
      )}
      <Link className={buttonClassName('primary')} to={ROUTES.receiptForm.build({ offeringAid })}>
        {t('result.requestReceipt')}
      </Link>
      {refusal?.kind === 'rc' && (
        <p role="alert" className={styles.error}>
          {t('result.anonymous.failed', { message: backendText(refusal.message) })}
        </p>
      )}
      <IdentityDialog
        open={askIdentity}
        onClose={() => setAskIdentity(false)}
        onUpdated={() => {
          setAskIdentity(false);
          void send();
        }}
      />
    </>
  );
};

interface ReceiptActionsProps extends MemberReceiptActionsProps {
  signedIn: boolean;
}

/**
 * docs/screens/member-centre.md: the receipt step of a giving: a member's actions, or a guest's 'fill in donor data'
 * (the receipt form).
 */
export const ReceiptActions = ({ signedIn, ...member }: ReceiptActionsProps) => {
  const { t } = useTranslation(GIVING_RESULT_NS);
  if (signedIn) return <MemberReceiptActions {...member} />;
  return (
    <Link
      className={buttonClassName('primary')}
      to={ROUTES.receiptForm.build({ offeringAid: member.offeringAid })}
    >
      {t('result.fillDonorData')}
    </Link>
  );
};
