import { conflict } from '../core/errors';
import { peekId, takeId } from '../core/store';
import type { ReceiptRecord, StoreShape } from '../store/collections';

/**
 * Receipt numbers are a tax register without gaps (README.md beside this file): a number is taken
 * only when its receipt is recorded, so a file that fails uses none.
 */
export const nextReceiptNumber = (data: StoreShape): number => peekId(data, 'receipts');

/** Inside `store.update`: when another receipt took the printed number meanwhile, try again. */
export const recordReceipt = (draft: StoreShape, receipt: Omit<ReceiptRecord, 'reprint_of'>) => {
  if (takeId(draft, 'receipts') !== receipt.tra_receipt_aid) {
    throw conflict('another receipt took this number while the receipt was made; please try again');
  }
  draft.receipts.push({ ...receipt, reprint_of: 0 });
};
