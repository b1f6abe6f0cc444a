import type { GivingRecord, StoreShape } from '../store/collections';
import { annualReceiptOf } from './annual';
import { receiptNumber } from './format';
import { givingParty, openPassword } from './party';

/** The refusal of a single print for a giving an issued annual receipt already lists. */
export const onAnnualReceipt = (receiptAid: number): string =>
  `this giving is listed on annual receipt number ${receiptNumber(receiptAid)}, its tax receipt; reprint that receipt instead`;

/**
 * Why a giving's single receipt cannot be printed yet, or null when it can. Printing opens once
 * the giving succeeded and its receipt info is complete: not anonymous, a guest has filled in
 * the donor form, and there is a name and a password (identity number or tax id) to print with.
 * Printing closes the edit window (docs/api-contract.md), so the donor decides when the details are final. A
 * giving an issued annual receipt lists is never printed singly.
 */
export const notPrintableReason = (data: StoreShape, giving: GivingRecord): string | null => {
  if (giving.status !== 0) return 'only a successful giving has a receipt';
  // One gift, one receipt (docs/screens/member-centre.md): the annual receipt is its receipt.
  const annual = annualReceiptOf(data, giving.offering_aid);
  if (annual) return onAnnualReceipt(annual.tra_receipt_aid);
  const party = givingParty(data, giving);
  if (!party) return 'an anonymous giving has no receipt';
  if (giving.member_id === null && giving.donor === null) {
    return 'please fill in the donor and receipt information first';
  }
  if (!party.donorName || !openPassword(party)) {
    return 'the receipt needs the donor name and an identity number or tax id';
  }
  return null;
};

/**
 * docs/api-contract.md if_print_flag of a giving: above 0 the id of its first receipt copy (stored when it is
 * printed), else 0 printable or -1 not printable by `notPrintableReason`. Answers that show a
 * giving should use this rather than the stored field, which only the print call sets.
 */
export const printFlag = (data: StoreShape, giving: GivingRecord): number => {
  if (giving.if_print_flag > 0) return giving.if_print_flag;
  return notPrintableReason(data, giving) === null ? 0 : -1;
};
