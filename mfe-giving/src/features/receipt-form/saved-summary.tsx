import { Link, ROUTES, buttonClassName, useTranslation } from '@eoffering/shared';
import { FactList, ReceiptPrintButton } from '@eoffering/shared/flows';
import { maskIdentity } from '@eoffering/shared/rules';
import type { RequestOf } from '@eoffering/shared/contract';
import { useCallback } from 'react';
import { ANONYMOUS_REMARK, ANONYMOUS_TITLE_AID } from '../../components/order-info/order-info';
import { RECEIPT_FORM_NS } from './receipt-form-strings';
import { shownTaxId } from './receipt-form-model';
import styles from './receipt-form.module.css';

export interface SavedSummaryProps {
  /** What the backend accepted. */
  saved: RequestOf<'tra_order_info_handle'>;
  /** The giving's print flag after the save (docs/api-contract.md), -1 when it could not be read. */
  printFlag: number;
  /** A guest's giving: its receipt is proven by the identity number, found on the lookup page. */
  guest: boolean;
  /** A print ended, saved or failed: the print flag is read again, as the spec's reload would. */
  onPrintEnded: () => void;
}

/**
 * docs/screens/giving.md, receipt form: a saved donor form ends on what was saved (the giving
 * number to keep, the donor, the receipt, the remarks) and where to go next, instead of a toast
 * that vanishes on the way home.
 */
export const SavedSummary = ({ saved, printFlag, guest, onPrintEnded }: SavedSummaryProps) => {
  const { t } = useTranslation(RECEIPT_FORM_NS);
  const anonymous = saved.invoice_title_aid === ANONYMOUS_TITLE_AID;
  const remarks = saved.comments === ANONYMOUS_REMARK ? '' : saved.comments;
  // The page changed under the donor's finger: the heading takes focus so it is read out.
  const focusHeading = useCallback((heading: HTMLHeadingElement | null) => heading?.focus(), []);
  return (
    <section className={styles.summary} aria-labelledby="receipt-saved-title">
      <h2 id="receipt-saved-title" ref={focusHeading} tabIndex={-1} className={styles.sectionTitle}>
        {t('receiptForm.savedTitle')}
      </h2>
      <p>{t('receiptForm.savedLead')}</p>
      <FactList
        look="panel"
        facts={[
          { label: t('receiptForm.offeringAid'), value: String(saved.offering_aid) },
          { label: t('receiptForm.donorName'), value: saved.donor_name },
          { label: t('receiptForm.donorSid'), value: maskIdentity(saved.donor_sid) },
          {
            label: t('receiptForm.receiptChoice'),
            value: t(anonymous ? 'receiptForm.anonymous' : 'receiptForm.withTitle'),
          },
          ...(anonymous
            ? []
            : [
                { label: t('receiptForm.title'), value: saved.invoice_title },
                { label: t('receiptForm.taxId'), value: shownTaxId(saved.invoice_tax_id) },
              ]),
          { label: t('receiptForm.remarks'), value: remarks || t('receiptForm.noRemarks') },
        ]}
      />
      <div className={styles.actions}>
        <Link className={buttonClassName('primary')} to={ROUTES.home.build({})}>
          {t('receiptForm.goHome')}
        </Link>
        <Link
          className={buttonClassName('secondary')}
          to={guest ? ROUTES.guestLookup.build({}) : ROUTES.memberRecords.build({})}
        >
          {t('receiptForm.lookUp')}
        </Link>
        {!anonymous && (
          <ReceiptPrintButton
            receipt={{
              kind: 'single',
              offeringAid: saved.offering_aid,
              ...(guest ? { donorSid: saved.donor_sid } : {}),
            }}
            printFlag={printFlag}
            onPrinted={onPrintEnded}
            onFailed={onPrintEnded}
          />
        )}
      </div>
    </section>
  );
};
