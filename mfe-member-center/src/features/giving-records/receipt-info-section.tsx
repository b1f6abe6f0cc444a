import { Button, useTranslation } from '@eoffering/shared';
import { FactList, ReceiptPrintButton } from '@eoffering/shared/flows';
import type { GivingDetail } from '@eoffering/shared/contract';
import { useId, useState } from 'react';
import { Card } from '../../components/card/card';
import { MEMBER_NS } from '../../strings';
import { ReceiptInfoForm } from './receipt-info-form';
import styles from './giving-records.module.css';

/**
 * Why the receipt details cannot be edited, or null when they can: spec 4 blocks editing when
 * if_edit_flag is 0 (spec 5: outside the edit window or not a successful giving), and after a
 * receipt has been issued (if_print_flag above 0).
 */
export const editBlock = (giving: GivingDetail): 'issued' | 'closed' | null => {
  if (giving.if_print_flag > 0) return 'issued';
  if (giving.if_edit_flag === 0) return 'closed';
  return null;
};

interface ReceiptInfoSectionProps {
  giving: GivingDetail;
  /** Reloads the giving (after an update, a print or a failed print). */
  onChanged: () => void;
}

/** spec 2: receipt title and tax id with edit, cancel and submit; single-receipt print (spec 4). */
export const ReceiptInfoSection = ({ giving, onChanged }: ReceiptInfoSectionProps) => {
  const { t } = useTranslation(MEMBER_NS);
  const reasonId = useId();
  const [editing, setEditing] = useState(false);
  const block = editBlock(giving);
  const anonymous = giving.invoice_title_aid === -1;

  return (
    <Card title={t('detail.receiptTitle')}>
      {editing ? (
        <ReceiptInfoForm
          giving={giving}
          onCancel={() => setEditing(false)}
          onUpdated={() => {
            setEditing(false);
            onChanged();
          }}
        />
      ) : (
        <>
          <FactList
            facts={[
              {
                label: t('titles.name'),
                value: anonymous
                  ? t('detail.choice.anonymous')
                  : giving.invoice_title || t('receipts.ownName'),
              },
              {
                label: t('titles.taxId'),
                value: anonymous ? t('detail.none') : giving.invoice_tax_id || t('detail.none'),
              },
            ]}
          />
          {block && (
            <p id={reasonId} className={styles.muted}>
              {t(`detail.editBlocked.${block}`)}
            </p>
          )}
          <div className={styles.actions}>
            <Button
              variant="secondary"
              disabled={block !== null}
              aria-describedby={block ? reasonId : undefined}
              onClick={() => setEditing(true)}
            >
              {t('detail.editReceipt')}
            </Button>
            <ReceiptPrintButton
              receipt={{ kind: 'single', offeringAid: giving.offering_aid }}
              printFlag={giving.if_print_flag}
              annualReceiptAid={giving.annual_receipt_aid}
              onPrinted={onChanged}
              onFailed={onChanged}
            />
          </div>
        </>
      )}
    </Card>
  );
};
