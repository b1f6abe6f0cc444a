import { badRequest, forbidden, notFound } from '../core/errors';
import type { AchPlanRecord, StoreShape } from '../store/records';

type ReceiptFields = Pick<AchPlanRecord, 'invoice_title_aid' | 'invoice_title' | 'invoice_tax_id'>;

/**
 * The receipt choice of a recurring setting (spec 4): -1 anonymous without title; a saved title's
 * aid takes that title (the member's own); 0 takes the typed title and tax id (both required,
 * spec 5) and becomes the matching saved title's aid when the member has one.
 */
export const planReceipt = (
  data: StoreShape,
  memberId: string,
  choice: ReceiptFields,
): ReceiptFields => {
  if (choice.invoice_title_aid === -1) {
    return { invoice_title_aid: -1, invoice_title: '', invoice_tax_id: '' };
  }
  const mine = data.invoice_titles.filter(
    (title) => title.member_id === memberId && title.disable === 0,
  );
  if (choice.invoice_title_aid > 0) {
    const saved = data.invoice_titles.find(
      (title) => title.invoice_title_aid === choice.invoice_title_aid && title.disable === 0,
    );
    if (!saved) throw notFound();
    if (saved.member_id !== memberId) throw forbidden();
    return {
      invoice_title_aid: saved.invoice_title_aid,
      invoice_title: saved.invoice_title,
      invoice_tax_id: saved.invoice_tax_id,
    };
  }
  const title = choice.invoice_title.trim();
  const taxId = choice.invoice_tax_id.trim();
  const missing = [
    ...(title ? [] : ['invoice_title: please enter receipt title']),
    ...(taxId ? [] : ['invoice_tax_id: please enter data']),
  ];
  if (missing.length > 0) throw badRequest(missing);
  const match = mine.find(
    (saved) => saved.invoice_title === title && saved.invoice_tax_id === taxId,
  );
  return {
    invoice_title_aid: match?.invoice_title_aid ?? 0,
    invoice_title: title,
    invoice_tax_id: taxId,
  };
};
