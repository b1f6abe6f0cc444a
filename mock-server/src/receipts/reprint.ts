import { taipeiDateTime } from '@eoffering/shared/rules';
import { notFound } from '../core/errors';
import type { FileReply, RpcContext } from '../core/rpc';
import { countMiss, provenGiving, refuseWhileBlocked } from '../givings/giving-access';
import type { ReceiptRecord, StoreShape } from '../store/collections';
import { listedGivings } from './annual';
import { annualReceiptFile } from './annual-receipts';
import type { Issue } from './documents';
import { givingParty } from './party';
import { singleReceiptFile } from './single-receipts';

/** Counted like a wrong guess at a giving. */
const unknownReceipt = (ctx: RpcContext, receiptAid: number, donorSid: string): never => {
  if (ctx.member && donorSid === '') throw notFound();
  refuseWhileBlocked(ctx, `receipt:${receiptAid}`);
  countMiss(ctx, `receipt:${receiptAid}`);
  throw notFound();
};

const originalOf = (data: StoreShape, receiptAid: number): ReceiptRecord | undefined =>
  data.receipts.find(
    (candidate) => candidate.tra_receipt_aid === receiptAid && candidate.reprint_of === 0,
  );

/**
 * docs/api-contract.md, reprints: a single receipt's giving is proven like a guest lookup; an annual
 * receipt only its member reprints. Any other caller is answered as for an unknown id.
 */
export const reprintReceipt = async (
  ctx: RpcContext,
  receiptAid: number,
  donorSid: string,
): Promise<FileReply> => {
  const data = ctx.store.read();
  const original = originalOf(data, receiptAid);
  if (!original) return unknownReceipt(ctx, receiptAid, donorSid);
  const reprintedAt = taipeiDateTime(ctx.now());
  const issue: Issue = { original, reprintedAt };

  let reply: FileReply;
  if (original.kind === 'single') {
    const giving = provenGiving(data, ctx, original.offering_aid, donorSid);
    const party = givingParty(data, giving);
    if (!party) return unknownReceipt(ctx, receiptAid, donorSid);
    reply = await singleReceiptFile(ctx, data, giving, party, issue);
  } else {
    if (!ctx.member || original.member_id !== ctx.member.member_id) {
      return unknownReceipt(ctx, receiptAid, donorSid);
    }
    const givings = listedGivings(data, original);
    reply = await annualReceiptFile(ctx, data, ctx.member, original, givings, issue);
  }
  ctx.store.update((draft) => {
    const reprints = draft.receipts.filter((receipt) => receipt.reprint_of === receiptAid);
    const latest = reprints.at(-1);
    // docs/security-model.md, 'What public calls may store': past the limit the newest record moves.
    if (latest && reprints.length >= ctx.settings.limits.reprintsPerReceipt) {
      latest.issued_at = reprintedAt;
      return;
    }
    // A copy keeps the original's number and takes none of the register's (receipt-file.ts).
    draft.receipts.push({ ...original, reprint_of: receiptAid, issued_at: reprintedAt });
  });
  return reply;
};
