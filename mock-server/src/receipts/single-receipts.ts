import { receiptNumber, taipeiDateTime } from '@eoffering/shared/rules';
import { conflict, ruleBroken } from '../core/errors';
import type { FileReply, RpcContext } from '../core/rpc';
import { provenGiving } from '../givings/giving-access';
import { projectNames } from '../givings/giving-detail';
import type { GivingRecord, StoreShape } from '../store/collections';
import { fiscalYearOf } from './annual';
import { churchOf, singleReceiptContent, type Issue } from './documents';
import { givingParty, type ReceiptParty } from './party';
import { notPrintableReason, printFlag } from './print-flag';
import { nextReceiptNumber, receiptFile, recordReceipt } from './receipt-file';

export const alreadyPrinted = (receiptAid: number): string =>
  `this receipt was already printed as number ${receiptNumber(receiptAid)}; ask for a reprint with that number`;

/** What a single receipt shows of its giving: a change while it is made makes the file stale. */
const printedFacts = (data: StoreShape, giving: GivingRecord): string =>
  JSON.stringify([giving.amount, giving.item_package, givingParty(data, giving)]);

export const singleReceiptFile = (
  ctx: RpcContext,
  data: StoreShape,
  giving: GivingRecord,
  party: ReceiptParty,
  issue: Issue,
): Promise<FileReply> =>
  receiptFile(
    ctx,
    singleReceiptContent({
      church: churchOf(ctx.settings),
      giving,
      projectName: projectNames(data, giving.project_aid).project_name,
      party,
      issue,
    }),
    party,
    { issue, document: { kind: 'single' }, date: giving.offering_build_datetime },
  );

/**
 * docs/api-contract.md, receipt printing: the flag moves to the receipt's id, which closes the edit
 * window. The file is made before anything is written, so a failure leaves the giving printable.
 */
export const printSingleReceipt = async (
  ctx: RpcContext,
  offeringAid: number,
  donorSid: string,
): Promise<FileReply> => {
  const data = ctx.store.read();
  const giving = provenGiving(data, ctx, offeringAid, donorSid);
  const checkPrintable = (current: StoreShape, record: GivingRecord): void => {
    const flag = printFlag(current, record);
    if (flag > 0) throw conflict(alreadyPrinted(flag));
    const reason = notPrintableReason(current, record);
    if (reason) throw ruleBroken(reason);
  };
  checkPrintable(data, giving);
  const party = givingParty(data, giving);
  if (!party) throw ruleBroken('an anonymous giving has no receipt');

  const receiptAid = nextReceiptNumber(data);
  const issuedAt = taipeiDateTime(ctx.now());
  const reply = await singleReceiptFile(ctx, data, giving, party, {
    original: { tra_receipt_aid: receiptAid, issued_at: issuedAt },
    reprintedAt: null,
  });
  ctx.store.update((draft) => {
    const record = draft.givings.find((candidate) => candidate.offering_aid === offeringAid);
    if (!record) throw conflict('the giving changed while the receipt was made; please try again');
    // Another request may have printed it, or changed it, while this file was being made.
    checkPrintable(draft, record);
    if (printedFacts(draft, record) !== printedFacts(data, giving)) {
      throw conflict('the receipt details changed while the receipt was made; please try again');
    }
    recordReceipt(draft, {
      tra_receipt_aid: receiptAid,
      member_id: record.member_id,
      kind: 'single',
      offering_aid: record.offering_aid,
      fiscal_year: fiscalYearOf(record),
      invoice_title_aid: record.invoice_title_aid,
      issued_at: issuedAt,
      offering_aids: [record.offering_aid],
    });
    record.if_print_flag = receiptAid;
  });
  return reply;
};
