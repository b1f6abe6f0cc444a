import { conflict } from '../core/errors';
import { peekId, takeId } from '../core/store';
import type { StoreShape } from '../store/collections';

/**
 * Receipt numbers are a tax register and run without gaps (`README.md` beside this file): a first
 * print or an annual issue prints the next number on its file and takes it only when it records
 * the receipt, so a file that fails or is refused uses no number, and a reprint takes none.
 */
export const nextReceiptNumber = (data: StoreShape): number => peekId(data, 'receipts');

/** Takes `printed` inside `store.update`; another receipt recorded meanwhile took it: try again. */
export const takeReceiptNumber = (draft: StoreShape, printed: number): void => {
  if (takeId(draft, 'receipts') !== printed) {
    throw conflict('another receipt took this number while the receipt was made; please try again');
  }
};
