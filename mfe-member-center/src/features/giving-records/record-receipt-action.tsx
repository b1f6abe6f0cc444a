import { useTranslation } from '@eoffering/shared';
import type { GivingDetail } from '@eoffering/shared/contract';
import { useEffect, useId, useRef } from 'react';
import { GivingPrintButton } from '../../components/giving-print/giving-print-button';
import { AddIdentityButton } from '../../components/identity/add-identity-button';
import { MEMBER_NS } from '../../strings';
import { mayNeedIdentity } from './receipt-info-section';
import styles from './giving-records.module.css';

interface RecordReceiptActionProps {
  giving: GivingDetail;
  /** The member has no identity number on file (read only when a listed giving may wait for it). */
  identityMissing: boolean;
  /** The giving waited for the number when it was saved on this page: it is offered for printing. */
  unblocked: boolean;
  /** The number was saved from this giving's button: its print takes focus when it appears. */
  savedHere: boolean;
  onIdentityAdded: (offeringAid: number) => void;
  /** A print, or a failed one, changed the list: it is read again. */
  onChanged: () => void;
}

/**
 * docs/screens/member-centre.md, giving records: a giving that cannot be printed for want of the
 * member's identity number says so on the list and opens the identity dialog there; once the number
 * is saved the list is read again and that giving offers its print.
 */
export const RecordReceiptAction = ({
  giving,
  identityMissing,
  unblocked,
  savedHere,
  onIdentityAdded,
  onChanged,
}: RecordReceiptActionProps) => {
  const { t } = useTranslation(MEMBER_NS);
  const noteId = useId();
  const number = t('records.number', { number: giving.offering_aid });
  if (identityMissing && mayNeedIdentity(giving)) {
    return (
      <div className={styles.recordActions}>
        <p id={noteId} className={styles.muted}>
          {t('records.identityForPrint', { number: giving.offering_aid })}
        </p>
        <AddIdentityButton
          describedBy={noteId}
          onAdded={() => onIdentityAdded(giving.offering_aid)}
        />
      </div>
    );
  }
  if (!unblocked) return null;
  return (
    <UnblockedPrint giving={giving} context={number} takeFocus={savedHere} onChanged={onChanged} />
  );
};

/**
 * The print of a giving the identity number has just unblocked. The dialog that saved the number
 * closes with its opener gone, so focus moves on to this print (docs/screens/member-centre.md, focus
 * after an edit).
 */
const UnblockedPrint = ({
  giving,
  context,
  takeFocus,
  onChanged,
}: {
  giving: GivingDetail;
  context: string;
  takeFocus: boolean;
  onChanged: () => void;
}) => {
  const area = useRef<HTMLDivElement>(null);
  const focused = useRef(false);
  // The giving may be read again after the number: its print is enabled only then.
  useEffect(() => {
    const button = area.current?.querySelector('button');
    if (!takeFocus || focused.current || !button || button.disabled) return;
    button.focus();
    focused.current = true;
  }, [takeFocus, giving.if_print_flag]);
  return (
    <div ref={area} className={styles.recordActions}>
      <GivingPrintButton giving={giving} context={context} onChanged={onChanged} />
    </div>
  );
};
