import { badRequest, forbidden, notFound } from '../core/errors';
import type { GivingRecord, StoreShape } from '../store/records';

export interface ReceiptChoice {
  invoice_title_aid: number;
  invoice_title: string;
  invoice_tax_id: string;
}

/**
 * Applies a receipt choice to a giving (spec 4, receipt choice): -1 anonymous clears title and
 * tax id; 0 takes the typed title and tax id (both required, spec 5); a saved title's aid takes
 * that title, which must belong to the caller.
 */
export const applyReceiptChoice = (
  data: StoreShape,
  giving: GivingRecord,
  choice: ReceiptChoice,
  memberId: string | null,
): void => {
  if (choice.invoice_title_aid === -1) {
    Object.assign(giving, { invoice_title_aid: -1, invoice_title: '', invoice_tax_id: '' });
    return;
  }
  if (choice.invoice_title_aid === 0) {
    const title = choice.invoice_title.trim();
    const taxId = choice.invoice_tax_id.trim();
    const missing = [
      ...(title ? [] : ['invoice_title: please enter receipt title']),
      ...(taxId ? [] : ['invoice_tax_id: please enter data']),
    ];
    if (missing.length > 0) throw badRequest(missing);
    Object.assign(giving, { invoice_title_aid: 0, invoice_title: title, invoice_tax_id: taxId });
    return;
  }
  const saved = data.invoice_titles.find(
    (title) => title.invoice_title_aid === choice.invoice_title_aid && title.disable === 0,
  );
  if (!saved) throw notFound();
  if (saved.member_id !== memberId) throw forbidden();
  Object.assign(giving, {
    invoice_title_aid: saved.invoice_title_aid,
    invoice_title: saved.invoice_title,
    invoice_tax_id: saved.invoice_tax_id,
  });
};
