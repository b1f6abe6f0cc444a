import { badRequest, ownedBy } from '../core/errors';
import type { GivingRecord, StoreShape } from '../store/collections';

/** The receipt fields a giving and a recurring plan both keep (docs/api-contract.md). */
export type ReceiptFields = Pick<
  GivingRecord,
  'invoice_title_aid' | 'invoice_title' | 'invoice_tax_id'
>;

/** docs/api-contract.md: anonymous giving carries this remark. */
export const ANONYMOUS_REMARK = 'anonymous giving';

/**
 * The receipt fields to store for a receipt choice (docs/api-contract.md): -1 anonymous, without title or tax
 * id; a saved title's aid takes that title, which must be the caller's; 0 takes the typed title
 * and tax id (both required, docs/api-contract.md) and becomes the aid of the caller's saved title with exactly
 * that pair when there is one (docs/api-contract.md: 0 means a title not among the saved ones). A member's 0
 * with neither title nor tax id is a receipt in the member's own name, as the annual receipts'
 * title 0 (docs/screens/member-centre.md).
 */
export const applyReceiptChoice = (
  data: StoreShape,
  choice: ReceiptFields,
  memberId: string | null,
): ReceiptFields => {
  if (choice.invoice_title_aid === -1) {
    return { invoice_title_aid: -1, invoice_title: '', invoice_tax_id: '' };
  }
  const enabled = data.invoice_titles.filter((title) => title.disable === 0);
  if (choice.invoice_title_aid > 0) {
    const saved = ownedBy(
      enabled.find((title) => title.invoice_title_aid === choice.invoice_title_aid),
      memberId,
    );
    return {
      invoice_title_aid: saved.invoice_title_aid,
      invoice_title: saved.invoice_title,
      invoice_tax_id: saved.invoice_tax_id,
    };
  }
  const title = choice.invoice_title.trim();
  const taxId = choice.invoice_tax_id.trim();
  if (memberId !== null && title === '' && taxId === '') {
    return { invoice_title_aid: 0, invoice_title: '', invoice_tax_id: '' };
  }
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
  return {
    invoice_title_aid: match?.invoice_title_aid ?? 0,
    invoice_title: title,
    invoice_tax_id: taxId,
  };
};

/**
 * The comments of a giving with this receipt choice (docs/api-contract.md): an anonymous giving without a
 * comment of its own carries 'anonymous giving'; a giving that is no longer anonymous drops that
 * remark and keeps any comment the donor wrote.
 */
export const commentsFor = (invoiceTitleAid: number, comments: string): string => {
  const own = comments.trim() === ANONYMOUS_REMARK ? '' : comments.trim();
  return invoiceTitleAid === -1 && own === '' ? ANONYMOUS_REMARK : own;
};
