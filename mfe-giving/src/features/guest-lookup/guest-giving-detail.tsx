import { Button, useNavigate, useTranslation } from '@eoffering/shared';
import { FactList, ItemEditor, ReceiptPrintButton } from '@eoffering/shared/flows';
import type { GivingDetail } from '@eoffering/shared/contract';
import { editOffers } from '@eoffering/shared/rules';
import { useCallback, useId, useState } from 'react';
import { GUEST_LOOKUP_NS } from './guest-lookup-strings';
import { GivingFacts } from './giving-facts';
import { guestUpdateFailed } from './guest-update-failed';
import { ReceiptEditForm } from './receipt-edit-form';
import styles from './guest-lookup.module.css';

/** What the page edits: nothing, the receipt details, or the items (docs/screens/guest-lookup.md: view and edit). */
type Mode = 'view' | 'receipt' | 'items';

interface GuestGivingDetailProps {
  giving: GivingDetail;
  donorSid: string;
  /** Reads the giving again (after an update, a print or a failed print). */
  onChanged: () => void;
}

/**
 * docs/screens/guest-lookup.md, guest giving detail: the giving, its receipt details with edit (when allowed), item
 * editing for a transfer, and the single-receipt print of the shared print button.
 */
export const GuestGivingDetail = ({ giving, donorSid, onChanged }: GuestGivingDetailProps) => {
  const { t } = useTranslation(GUEST_LOOKUP_NS);
  const receiptHeading = useId();
  const itemsHeading = useId();
  const blockedId = useId();
  const [mode, setMode] = useState<Mode>('view');
  const offers = editOffers(giving);
  const anonymous = giving.invoice_title_aid === -1;
  const updated = () => {
    setMode('view');
    onChanged();
  };
  const navigate = useNavigate();
  const refused = useCallback(() => void guestUpdateFailed(navigate), [navigate]);

  return (
    <>
      <GivingFacts giving={giving} />
      {offers.items && (
        <section aria-labelledby={itemsHeading} className={styles.card}>
          <h2 id={itemsHeading} className={styles.cardTitle}>
            {t('lookup.items.title')}
          </h2>
          {mode === 'items' ? (
            <ItemEditor
              giving={giving}
              donorSid={donorSid}
              onCancel={() => setMode('view')}
              onUpdated={updated}
              onRefused={refused}
            />
          ) : (
            <Button variant="secondary" disabled={mode !== 'view'} onClick={() => setMode('items')}>
              {t('lookup.items.edit')}
            </Button>
          )}
        </section>
      )}
      <section aria-labelledby={receiptHeading} className={styles.card}>
        <h2 id={receiptHeading} className={styles.cardTitle}>
          {t('receiptForm.receiptSection')}
        </h2>
        {mode === 'receipt' ? (
          <ReceiptEditForm
            giving={giving}
            donorSid={donorSid}
            onCancel={() => setMode('view')}
            onUpdated={updated}
          />
        ) : (
          <>
            <FactList
              look="bare"
              facts={[
                {
                  label: t('receiptForm.title'),
                  value: anonymous
                    ? t('receiptForm.anonymous')
                    : giving.invoice_title || t('result.none'),
                },
                {
                  label: t('receiptForm.taxId'),
                  value: (!anonymous && giving.invoice_tax_id) || t('result.none'),
                },
              ]}
            />
            {!offers.receipt && (
              <p id={blockedId} className={styles.muted}>
                {t('lookup.editClosed')}
              </p>
            )}
            <div className={styles.actions}>
              <Button
                variant="secondary"
                disabled={!offers.receipt || mode !== 'view'}
                aria-describedby={offers.receipt ? undefined : blockedId}
                onClick={() => setMode('receipt')}
              >
                {t('lookup.editReceipt')}
              </Button>
              <ReceiptPrintButton
                receipt={{ kind: 'single', offeringAid: giving.offering_aid, donorSid }}
                printFlag={giving.if_print_flag}
                onPrinted={onChanged}
                onFailed={onChanged}
              />
            </div>
          </>
        )}
      </section>
    </>
  );
};
