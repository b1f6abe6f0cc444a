import type { GivingDetail, ItemPackageLine, ProjectItem } from '../../contract';
import {
  amountError,
  rowsFromLines,
  tickedLines,
  tickedTotal,
  type ItemAmountRow,
} from './item-amounts';
import { receiptNumber } from '../format/receipt-number';

/**
 * docs/screens/giving.md, what a giving detail offers to edit (guest and member alike): nothing when
 * if_edit_flag is 0 (outside the edit window, not a successful giving, or a receipt already issued
 * or printed); the items only of a transfer (VACC).
 */
export const editOffers = (
  giving: Pick<GivingDetail, 'if_edit_flag' | 'pay_method'>,
): { receipt: boolean; items: boolean } => {
  const open = giving.if_edit_flag !== 0;
  return { receipt: open, items: open && giving.pay_method === 'VACC' };
};

/**
 * Why a giving cannot be changed, by its true cause, for guest and member alike: a receipt issued
 * for it (its own single receipt, or the annual receipt that lists it, docs/screens/member-centre.md),
 * else the closed edit window (if_edit_flag 0: outside the window or not a successful giving).
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

/** The editor's start: every item of the project, the giving's own lines ticked with their amounts. */
export const itemEditRows = (
  items: readonly ProjectItem[],
  giving: Pick<GivingDetail, 'item_package'>,
): ItemAmountRow[] => rowsFromLines(items, giving.item_package);

/** Why the edited items cannot be sent: a row's amount, nothing ticked, or a changed total. */
export type ItemEditProblem = 'amount' | 'none' | 'total';

export type ItemEditCheck =
  { ok: true; lines: ItemPackageLine[] } | { ok: false; problem: ItemEditProblem };

/**
 * docs/screens/giving.md, item editing of a transfer giving: at least one item ticked, every ticked amount within
 * its item's limits, and the ticked amounts adding up to the original total ('modification
 * error' otherwise). The lines carry the project's item names.
 */
export const checkItemEdit = (
  rows: readonly ItemAmountRow[],
  originalTotal: number,
): ItemEditCheck => {
  if (!rows.some((row) => row.ticked)) return { ok: false, problem: 'none' };
  if (rows.some((row) => amountError(row) !== null)) return { ok: false, problem: 'amount' };
  if (tickedTotal(rows) !== originalTotal) return { ok: false, problem: 'total' };
  return { ok: true, lines: tickedLines(rows) };
};
