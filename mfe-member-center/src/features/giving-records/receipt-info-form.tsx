import {
  isBusinessRefusal,
  toast,
  useApiResult,
  useNavigate,
  useTranslation,
} from '@eoffering/shared';
import {
  ReceiptInfoForm as SharedReceiptInfoForm,
  useApiAction,
  type ReceiptInfoValues,
} from '@eoffering/shared/flows';
import type { GivingDetail, InvoiceTitle } from '@eoffering/shared/contract';
import { useEffect } from 'react';
import { MEMBER_NS } from '../../strings';
import { memberUpdateFailed } from './member-update-failed';

const savedOnly = (titles: readonly InvoiceTitle[]): InvoiceTitle[] =>
  titles.filter((title) => title.disable === 0);

/**
 * The receipt body of docs/api-contract.md's member update: -1 when anonymous (no title, no tax id); 0 without
 * title and tax id for the member's own name; otherwise
 * the saved title holding exactly this pair, or 0 for a title that is not among the saved ones.
 */
export const receiptUpdate = (
  offeringAid: number,
  values: ReceiptInfoValues,
  titles: readonly InvoiceTitle[],
) => {
  if (values.choice !== 'titled') {
    return {
      offering_aid: offeringAid,
      invoice_title_aid: values.choice === 'anonymous' ? -1 : 0,
      invoice_title: '',
      invoice_tax_id: '',
    };
  }
  const title = values.title.trim();
  const taxId = values.taxId.trim();
  const saved = savedOnly(titles).find(
    (entry) => entry.invoice_title === title && entry.invoice_tax_id === taxId,
  );
  return {
    offering_aid: offeringAid,
    invoice_title_aid: saved?.invoice_title_aid ?? 0,
    invoice_title: title,
    invoice_tax_id: taxId,
  };
};

interface ReceiptInfoFormProps {
  giving: GivingDetail;
  onCancel: () => void;
  /** The update was accepted: the page reloads the giving. */
  onUpdated: () => void;
}

/**
 * docs/screens/member-centre.md, giving detail: the shared receipt form with the member's saved titles to pick. A
 * refusal says 'error occurred, will return to giving records list' and goes there (docs/screens/member-centre.md); a
 * success says 'update successful' and the page reloads.
 */
export const ReceiptInfoForm = ({ giving, onCancel, onUpdated }: ReceiptInfoFormProps) => {
  const { t } = useTranslation(MEMBER_NS);
  const navigate = useNavigate();
  const titles = useApiResult('get_invoice_title_list', {});
  const saved = titles.status === 'ready' ? savedOnly(titles.data) : [];
  const update = useApiAction('update_member_receipt_info');

  const save = async (values: ReceiptInfoValues) => {
    const updated = await update.run(receiptUpdate(giving.offering_aid, values, saved));
    if (updated === undefined) return;
    toast(t('common:success.updateSuccessful'));
    onUpdated();
  };

  // A refused update ends the edit (docs/screens/member-centre.md); HTTP failures were shown by the shared handling.
  const refusal = update.error !== null && isBusinessRefusal(update.error) ? update.error : null;
  useEffect(() => {
    if (refusal) void memberUpdateFailed(navigate);
  }, [refusal, navigate]);

  return (
    <SharedReceiptInfoForm
      giving={giving}
      savedTitles={saved}
      ownName
      busy={update.busy}
      onSubmit={save}
      onCancel={onCancel}
    />
  );
};
