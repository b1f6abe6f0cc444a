import type { FileReply, RpcContext } from '../core/rpc';
import type { ReceiptContent } from './content';
import { receiptFileName } from './file-name';
import type { FileDocument } from './file-name';
import { markerOf } from './documents';
import type { Issue } from './documents';
import { receiptOwnerPassword } from './owner-password';
import { openPassword } from './party';
import type { ReceiptParty } from './party';

/** Named by docs/api-contract.md in the language of the page that asked. */
export const receiptFile = async (
  ctx: RpcContext,
  content: ReceiptContent,
  party: ReceiptParty,
  name: { issue: Issue | null; document: FileDocument; date: string },
): Promise<FileReply> => ({
  // pdfkit and its font and cipher libraries load with the first receipt, not with the server:
  // most servers the tests start never render one.
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
