import { Button, useApiResult, useTranslation } from '@eoffering/shared';
import { FactList } from '@eoffering/shared/flows';
import type { GivingDetail } from '@eoffering/shared/contract';
import { editBlock } from '@eoffering/shared/rules';
import { useId, useState } from 'react';
import { Card } from '../../components/card/card';
import { GivingPrintButton } from '../../components/giving-print/giving-print-button';
import { AddIdentityButton } from '../../components/identity/add-identity-button';
import { MEMBER_NS } from '../../strings';
import { ReceiptInfoForm } from './receipt-info-form';
import styles from './giving-records.module.css';

/**
 * docs/security-model.md: a successful giving in the member's own name that cannot be printed yet may be waiting
 * for the member's identity number, its receipt's password; only then is the profile asked.
 */
export const mayNeedIdentity = (giving: GivingDetail): boolean =>
  giving.status === 0 &&
  giving.if_print_flag === -1 &&
  giving.invoice_title_aid === 0 &&
  giving.annual_receipt_aid === 0;

/**
 * Where printing waits for the identity number: says so and opens the identity dialog here
 * (docs/screens/member-centre.md); once saved the giving is read again and prints.
 */
const IdentityForPrint = ({ giving, onAdded }: { giving: GivingDetail; onAdded: () => void }) => {
  const { t } = useTranslation(MEMBER_NS);
  const donor = useApiResult('get_member_donor_info', {}, { enabled: mayNeedIdentity(giving) });
  if (donor.status !== 'ready' || donor.data.member_social_identity !== '') return null;
  return (
    <div className={styles.actions}>
      <p className={styles.muted}>{t('detail.identityForPrint')}</p>
      <AddIdentityButton onAdded={onAdded} />
    </div>
  );
};

interface ReceiptInfoSectionProps {
  giving: GivingDetail;
  /** Reloads the giving (after an update, a print or a failed print). */
  onChanged: () => void;
}

/** docs/screens/member-centre.md: receipt title and tax id with edit, cancel and submit; single-receipt print (docs/screens/member-centre.md). */
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
              {t(`detail.editBlocked.${block.reason}`, { number: block.number })}
            </p>
          )}
          <IdentityForPrint giving={giving} onAdded={onChanged} />
          <div className={styles.actions}>
            <Button
              variant="secondary"
              disabled={block !== null}
              aria-describedby={block ? reasonId : undefined}
              onClick={() => setEditing(true)}
            >
              {t('detail.editReceipt')}
            </Button>
            <GivingPrintButton giving={giving} onChanged={onChanged} />
          </div>
        </>
      )}
    </Card>
  );
};
