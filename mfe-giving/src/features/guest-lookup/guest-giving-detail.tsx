import { Button, useNavigate, useTranslation } from '@eoffering/shared';
import { FactList, ItemEditor, ReceiptPrintButton } from '@eoffering/shared/flows';
import type { GivingDetail } from '@eoffering/shared/contract';
import { editBlock, editOffers } from '@eoffering/shared/rules';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
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
  const itemsHeadingRef = useRef<HTMLHeadingElement>(null);
  const receiptHeadingRef = useRef<HTMLHeadingElement>(null);
  const itemsOpener = useRef<HTMLButtonElement>(null);
  const receiptOpener = useRef<HTMLButtonElement>(null);
  const previousMode = useRef<Mode>('view');
  // The opener is replaced by its editor and back (WCAG 2.4.3): focus goes to the editor's
  // heading when it opens, and back to the button that opened it when it closes, not to <body>.
  useEffect(() => {
    const previous = previousMode.current;
    previousMode.current = mode;
    if (mode !== 'view') {
      (mode === 'items' ? itemsHeadingRef : receiptHeadingRef).current?.focus();
    } else if (previous !== 'view') {
      (previous === 'items' ? itemsOpener : receiptOpener).current?.focus();
    }
  }, [mode]);
  const offers = editOffers(giving);
  const block = editBlock(giving);
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
          <h2 id={itemsHeading} ref={itemsHeadingRef} tabIndex={-1} className={styles.cardTitle}>
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
            <Button
              ref={itemsOpener}
              variant="secondary"
              disabled={mode !== 'view'}
              onClick={() => setMode('items')}
            >
              {t('lookup.items.edit')}
            </Button>
          )}
        </section>
      )}
      <section aria-labelledby={receiptHeading} className={styles.card}>
        <h2 id={receiptHeading} ref={receiptHeadingRef} tabIndex={-1} className={styles.cardTitle}>
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
            {block && (
              <p id={blockedId} className={styles.muted}>
                {t(`lookup.editBlocked.${block.reason}`, { number: block.number })}
              </p>
            )}
            <div className={styles.actions}>
              <Button
                ref={receiptOpener}
                variant="secondary"
                disabled={block !== null || mode !== 'view'}
                aria-describedby={block ? blockedId : undefined}
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
