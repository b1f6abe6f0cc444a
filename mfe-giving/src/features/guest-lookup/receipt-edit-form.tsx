import { isBusinessRefusal, toast, useNavigate, useTranslation } from '@eoffering/shared';
import { ReceiptInfoForm, useApiAction, type ReceiptInfoValues } from '@eoffering/shared/flows';
import type { GivingDetail, RequestOf } from '@eoffering/shared/contract';
import { useEffect } from 'react';
import { GUEST_LOOKUP_NS } from './guest-lookup-strings';
import { guestUpdateFailed } from './guest-update-failed';

/**
 * The guest receipt-info update (docs/api-contract.md): anonymous is -1 with no title or tax id (docs/screens/guest-lookup.md); a
 * guest has no saved titles, so a typed title is 0.
 */
export const guestReceiptUpdate = (
  offeringAid: number,
  donorSid: string,
  values: ReceiptInfoValues,
): RequestOf<'update_guest_receipt_info'> =>
  values.choice === 'anonymous'
    ? {
        offering_aid: offeringAid,
        donor_sid: donorSid,
        invoice_title_aid: -1,
        invoice_title: '',
        invoice_tax_id: '',
      }
    : {
        offering_aid: offeringAid,
        donor_sid: donorSid,
        invoice_title_aid: 0,
        invoice_title: values.title.trim(),
        invoice_tax_id: values.taxId.trim(),
      };

interface ReceiptEditFormProps {
  giving: GivingDetail;
  donorSid: string;
  onCancel: () => void;
  /** 'update successful': the page reads the giving again. */
  onUpdated: () => void;
}

/** docs/screens/guest-lookup.md, guest giving detail: the shared receipt form, sent as the guest's update. */
export const ReceiptEditForm = ({
  giving,
  donorSid,
  onCancel,
  onUpdated,
}: ReceiptEditFormProps) => {
  const { t } = useTranslation(GUEST_LOOKUP_NS);
  const navigate = useNavigate();
  const update = useApiAction('update_guest_receipt_info');

  const save = async (values: ReceiptInfoValues) => {
    const updated = await update.run(guestReceiptUpdate(giving.offering_aid, donorSid, values));
    if (updated === undefined) return;
    toast(t('common:success.updateSuccessful'));
    onUpdated();
  };

  const refused = update.error !== null && isBusinessRefusal(update.error);
  useEffect(() => {
    if (refused) void guestUpdateFailed(navigate);
  }, [refused, navigate]);

  return <ReceiptInfoForm giving={giving} busy={update.busy} onSubmit={save} onCancel={onCancel} />;
};
