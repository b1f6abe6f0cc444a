import { LoadingArea, Skeleton, type ApiResultState, useTranslation } from '@eoffering/shared';
import { ReceiptPrintButton } from '@eoffering/shared/flows';
import { formatMoney } from '@eoffering/shared/rules';
import type { ResultOf } from '@eoffering/shared/contract';
import { useId } from 'react';
import { Card } from '../../components/card/card';
import { AddIdentityButton } from '../../components/identity/add-identity-button';
import { MEMBER_NS } from '../../strings';
import styles from './receipts.module.css';

interface AnnualReceiptCardProps {
  state: ApiResultState<ResultOf<'get_receipt_status'>>;
  /** A print, or an identity number added, changed the status: it is read again. */
  onPrinted: () => void;
}

/**
 * docs/screens/member-centre.md: the annual receipt of the chosen year and title: its status (cannot be printed,
 * printable, printed) with why, its print (3-second countdown) and a preview that issues nothing.
 */
export const AnnualReceiptCard = ({ state, onPrinted }: AnnualReceiptCardProps) => {
  const { t } = useTranslation(MEMBER_NS);
  const reasonId = useId();
  return (
    <Card title={t('receipts.annualTitle')}>
      {state.status === 'loading' && (
        // The status's lines and its two buttons, so the givings below do not move when it comes
        // (docs/decisions.md, 'No layout shift').
        <LoadingArea>
          <div className={styles.placeholder}>
            <Skeleton shape="rect" width="80%" height="1lh" />
            <Skeleton shape="rect" width="60%" height="1lh" />
            <div className={styles.actions}>
              <Skeleton shape="rect" width="8rem" height="var(--eo-tap-size)" />
              <Skeleton shape="rect" width="8rem" height="var(--eo-tap-size)" />
            </div>
          </div>
        </LoadingArea>
      )}
      {state.status === 'failed' && <p role="alert">{t('sectionFailed')}</p>}
      {state.status === 'ready' && (
        <>
          {/* Also why a disabled print or preview is off: it describes those buttons. */}
          <p id={reasonId} className={styles.muted}>
            {t(`receipts.reason.${state.data.tra_receipt_reason}`)}
          </p>
          {/* Printing waits for the identity number: it is asked for here (docs/security-model.md). */}
          {state.data.tra_receipt_reason === 'no_identity' && (
            <div className={styles.actions}>
              <AddIdentityButton onAdded={onPrinted} />
            </div>
          )}
          {state.data.offering_count > 0 && (
            <p className={styles.line}>
              <span>{t('receipts.included', { count: state.data.offering_count })}</span>
              <strong>{formatMoney(state.data.total_amount)}</strong>
            </p>
          )}
          <div className={styles.actions}>
            <ReceiptPrintButton
              receipt={{
                kind: 'annual',
                fiscalYear: state.data.fiscal_year,
                invoiceTitleAid: state.data.invoice_title_aid,
              }}
              printFlag={state.data.tra_receipt_status}
              reasonId={reasonId}
              onPrinted={onPrinted}
              onFailed={onPrinted}
            />
            <ReceiptPrintButton
              receipt={{
                kind: 'preview',
                fiscalYear: state.data.fiscal_year,
                invoiceTitleAid: state.data.invoice_title_aid,
              }}
              printFlag={state.data.if_preview_flag === 1 ? 0 : -1}
              reasonId={reasonId}
            />
          </div>
        </>
      )}
    </Card>
  );
};
