import { receiptNumber } from '@eoffering/shared/rules';
import type { GivingRecord, StoreShape } from '../store/collections';
import { annualReceiptOf } from './annual';
import { givingParty, openPassword } from './party';

const onAnnualReceipt = (receiptAid: number): string =>
  `this giving is listed on annual receipt number ${receiptNumber(receiptAid)}, its tax receipt; reprint that receipt instead`;

/**
 * Why a giving's single receipt cannot be printed yet, or null. Printing closes the edit window
 * (docs/api-contract.md), so it opens once the details are complete and the donor decides when.
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

/** docs/api-contract.md, if_print_flag: answers use this, not the field only printing sets. */
export const printFlag = (data: StoreShape, giving: GivingRecord): number => {
  if (giving.if_print_flag > 0) return giving.if_print_flag;
  return notPrintableReason(data, giving) === null ? 0 : -1;
};
