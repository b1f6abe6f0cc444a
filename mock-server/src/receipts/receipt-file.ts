import { createHmac } from 'node:crypto';
import { taipeiDateTime } from '@eoffering/shared/rules';
import { conflict } from '../core/errors';
import type { FileReply, RpcContext } from '../core/rpc';
import type { Settings } from '../core/settings';
import { peekId, takeId } from '../core/store';
import type { ReceiptRecord, StoreShape } from '../store/collections';
import { type ReceiptContent, markerOf, type Issue } from './documents';
import { receiptFileName, type FileDocument } from './file-name';
import { openPassword, type ReceiptParty } from './party';

/** From the receipt secret, not the token key: stable, never stored or sent, and signs no token. */
export const receiptOwnerPassword = (settings: Settings): string =>
  createHmac('sha256', settings.receipts.ownerSecret)
    .update('eoffering receipt owner password')
    .digest('hex');

/** Named by docs/api-contract.md in the language of the page that asked. */
export const receiptFile = async (
  ctx: RpcContext,
  content: ReceiptContent,
  party: ReceiptParty,
  name: { issue: Issue | null; document: FileDocument; date: string },
): Promise<FileReply> => ({
  // pdfkit and its fonts load with the first receipt: most servers the tests start render none.
  file: await (
    await import('./render')
  ).renderReceiptPdf(
    content,
    { userPassword: openPassword(party), ownerPassword: receiptOwnerPassword(ctx.settings) },
    ctx.now(),
  ),
  fileName: receiptFileName({
    language: ctx.language,
    churchName: ctx.settings.churchName[ctx.language],
    title: party.title,
    marker: markerOf(name.issue),
    document: name.document,
    date: name.date,
  }),
});

/** A tax register without gaps (README.md): a number is taken only once its receipt is recorded. */
export const firstIssue = (data: StoreShape, now: Date): Issue => ({
  original: { tra_receipt_aid: peekId(data, 'receipts'), issued_at: taipeiDateTime(now) },
  reprintedAt: null,
});

/** Inside `store.update`: when another receipt took the printed number meanwhile, try again. */
export const recordReceipt = (draft: StoreShape, receipt: Omit<ReceiptRecord, 'reprint_of'>) => {
  if (takeId(draft, 'receipts') !== receipt.tra_receipt_aid) {
    throw conflict('another receipt took this number while the receipt was made; please try again');
  }
  draft.receipts.push({ ...receipt, reprint_of: 0 });
};
