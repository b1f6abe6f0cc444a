import { badRequest, ownedBy } from '../core/errors';
import type { GivingRecord, StoreShape } from '../store/collections';

export type ReceiptFields = Pick<
  GivingRecord,
  'invoice_title_aid' | 'invoice_title' | 'invoice_tax_id'
>;

export const ANONYMOUS_REMARK = 'anonymous giving';

const receiptFields = (aid: number, title = '', taxId = ''): ReceiptFields => ({
  invoice_title_aid: aid,
  invoice_title: title,
  invoice_tax_id: taxId,
});

// A typed title that matches a saved one takes its aid (0 means a title not among the saved ones,
// docs/api-contract.md); a member's empty 0 is the member's own name (docs/screens/member-centre.md).
export const applyReceiptChoice = (
  data: StoreShape,
  choice: ReceiptFields,
  memberId: string | null,
): ReceiptFields => {
  if (choice.invoice_title_aid === -1) return receiptFields(-1);
  const enabled = data.invoice_titles.filter((title) => title.disable === 0);
  if (choice.invoice_title_aid > 0) {
    const saved = ownedBy(
      enabled.find((title) => title.invoice_title_aid === choice.invoice_title_aid),
      memberId,
    );
    return receiptFields(saved.invoice_title_aid, saved.invoice_title, saved.invoice_tax_id);
  }
  const title = choice.invoice_title.trim();
  const taxId = choice.invoice_tax_id.trim();
  if (memberId !== null && title === '' && taxId === '') return receiptFields(0);
  const missing = [
    ...(title ? [] : ['invoice_title: please enter receipt title']),
    ...(taxId ? [] : ['invoice_tax_id: please enter data']),
  ];
  if (missing.length > 0) throw badRequest(missing);
  const match = enabled.find(
    (saved) =>
      saved.member_id === memberId &&
      saved.invoice_title === title &&
      saved.invoice_tax_id === taxId,
  );
  return receiptFields(match?.invoice_title_aid ?? 0, title, taxId);
};

export const commentsFor = (invoiceTitleAid: number, comments: string): string => {
  const own = comments.trim() === ANONYMOUS_REMARK ? '' : comments.trim();
  return invoiceTitleAid === -1 && own === '' ? ANONYMOUS_REMARK : own;
};
