import type { RequestOf } from '@eoffering/shared/contract';

/**
 * What a print button prints (docs/api-contract.md, receipts): one giving's receipt (a member's own giving, or a
 * guest's proven by the donor's identity number), a member's annual receipt of a fiscal year and
 * title, or that annual receipt's preview.
 */
export type ReceiptToPrint =
  | { kind: 'single'; offeringAid: number; donorSid?: string }
  | { kind: 'annual'; fiscalYear: number; invoiceTitleAid: number }
  | { kind: 'preview'; fiscalYear: number; invoiceTitleAid: number };

/** docs/screens/giving.md: the receipt print status labels. */
export type PrintState = 'unavailable' | 'printable' | 'printed';

/**
 * docs/api-contract.md, docs/screens/giving.md: `if_print_flag` (and an annual receipt's `tra_receipt_status`) is -1 when printing
 * is not open, 0 when a first print is allowed, and above 0 the id of the copy already printed.
 */
export const printState = (flag: number): PrintState =>
  flag > 0 ? 'printed' : flag === 0 ? 'printable' : 'unavailable';

/** One file call, typed by its purpose. */
export type PrintCall =
  | { purpose: 'print_single_receipt'; body: RequestOf<'print_single_receipt'> }
  | { purpose: 'reprint_receipt'; body: RequestOf<'reprint_receipt'> }
  | { purpose: 'download_annual_receipt'; body: RequestOf<'download_annual_receipt'> }
  | { purpose: 'preview_annual_receipt'; body: RequestOf<'preview_annual_receipt'> };

/**
 * The call a print button makes (docs/api-contract.md), or null while printing is not open. A printed receipt
 * is asked again by the earlier copy's id (docs/screens/giving.md: a reprint); a guest's single receipt carries
 * the donor's identity number both times, a member's sends '' on a first print.
 */
export const printCall = (receipt: ReceiptToPrint, flag: number): PrintCall | null => {
  if (receipt.kind === 'preview') {
    if (flag < 0) return null;
    return {
      purpose: 'preview_annual_receipt',
      body: { fiscal_year: receipt.fiscalYear, invoice_title_aid: receipt.invoiceTitleAid },
    };
  }
  const state = printState(flag);
  if (state === 'unavailable') return null;
  if (state === 'printed') {
    const guestProof =
      receipt.kind === 'single' && receipt.donorSid ? { donor_sid: receipt.donorSid } : {};
    return { purpose: 'reprint_receipt', body: { tra_receipt_aid: flag, ...guestProof } };
  }
  if (receipt.kind === 'annual') {
    return {
      purpose: 'download_annual_receipt',
      body: { fiscal_year: receipt.fiscalYear, invoice_title_aid: receipt.invoiceTitleAid },
    };
  }
  return {
    purpose: 'print_single_receipt',
    body: { offering_aid: receipt.offeringAid, donor_sid: receipt.donorSid ?? '' },
  };
};
