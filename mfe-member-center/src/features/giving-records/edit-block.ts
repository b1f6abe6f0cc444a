import type { GivingDetail } from '@eoffering/shared/contract';
import { receiptNumber } from '@eoffering/shared/rules';

/**
 * Why a giving cannot be changed, by its true cause: a receipt issued for it (its own single
 * receipt, or the annual receipt that lists it, docs/screens/member-centre.md), else the closed
 * edit window (if_edit_flag 0: outside the window or not a successful giving).
 */
export type EditBlock =
  { reason: 'issued' | 'annual'; number: string } | { reason: 'closed'; number?: undefined };

export const editBlock = (
  giving: Pick<GivingDetail, 'if_print_flag' | 'annual_receipt_aid' | 'if_edit_flag'>,
): EditBlock | null => {
  if (giving.if_print_flag > 0) {
    return { reason: 'issued', number: receiptNumber(giving.if_print_flag) };
  }
  if (giving.annual_receipt_aid > 0) {
    return { reason: 'annual', number: receiptNumber(giving.annual_receipt_aid) };
  }
  if (giving.if_edit_flag === 0) return { reason: 'closed' };
  return null;
};
