import { receiptNumber, taipeiDateTime, taipeiIsoToday } from '@eoffering/shared/rules';
import { badRequest, conflict, notFound, ruleBroken } from '../core/errors';
import {
  defineRpc,
  signedInMember,
  type BodyOf,
  type FileReply,
  type RpcContext,
} from '../core/rpc';
import { countMiss, provenGiving, refuseWhileBlocked } from '../givings/giving-access';
import { projectNames } from '../givings/giving-detail';
import type { GivingRecord, MemberRecord, ReceiptRecord, StoreShape } from '../store/collections';
import {
  ANNUAL_REFUSALS,
  annualReceiptOf,
  annualState,
  canPreview,
  currentFiscalYear,
  fiscalYearOf,
  hasSingleReceipt,
  listedGivings,
  notPrintableReason,
  printFlag,
  titleGivings,
  type AnnualState,
} from './annual';
import { annualReceiptContent, churchOf, singleReceiptContent, type Issue } from './documents';
import { annualParty, givingParty, type ReceiptParty } from './party';
import { firstIssue, receiptFile, recordReceipt } from './receipt-file';

const alreadyPrinted = (receiptAid: number): string =>
  `this receipt was already printed as number ${receiptNumber(receiptAid)}; ask for a reprint with that number`;

/** What a single receipt shows of its giving: a change while it is made makes the file stale. */
const printedFacts = (data: StoreShape, giving: GivingRecord): string =>
  JSON.stringify([giving.amount, giving.item_package, givingParty(data, giving)]);

const singleReceiptFile = (
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

  const issue = firstIssue(data, ctx.now());
  const { tra_receipt_aid: receiptAid, issued_at: issuedAt } = issue.original;
  const reply = await singleReceiptFile(ctx, data, giving, party, issue);
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

/** The year and title every annual call names (the contract's one request schema). */
type AnnualSelection = BodyOf<'get_receipt_status'>;

const select = (ctx: RpcContext, selection: AnnualSelection) => {
  // docs/api-contract.md: fiscal years run from 2022 (the schema) to the current year (the clock).
  const current = currentFiscalYear(ctx.now());
  if (selection.fiscal_year > current) {
    throw badRequest([`fiscal_year: must be between 2022 and ${current}`]);
  }
  const data = ctx.store.read();
  const member = signedInMember(ctx);
  const { fiscal_year: year, invoice_title_aid: titleAid } = selection;
  return { data, member, state: annualState(data, member, year, titleAid, ctx.now()) };
};

/** What an annual receipt shows of its givings: a change while it is made makes the file stale. */
const fingerprint = (givings: readonly GivingRecord[]): string =>
  JSON.stringify(givings.map((g) => [g.offering_aid, g.amount, g.item_package, g.if_print_flag]));

/** `issue` null makes a preview. */
const annualReceiptFile = (
  ctx: RpcContext,
  data: StoreShape,
  member: MemberRecord,
  receipt: Pick<ReceiptRecord, 'fiscal_year' | 'invoice_title_aid'>,
  givings: readonly GivingRecord[],
  issue: Issue | null,
): Promise<FileReply> => {
  const { fiscal_year: fiscalYear, invoice_title_aid: titleAid } = receipt;
  const party = annualParty(data, member, titleAid);
  if (!party) throw ruleBroken(ANNUAL_REFUSALS.anonymous);
  const today = taipeiIsoToday(ctx.now());
  const singles = titleGivings(data, member.member_id, fiscalYear, titleAid).filter(
    (giving) => hasSingleReceipt(giving) && !givings.includes(giving),
  );
  const church = churchOf(ctx.settings);
  return receiptFile(
    ctx,
    annualReceiptContent({ church, fiscalYear, party, givings, singles, issue, today }),
    party,
    { issue, document: { kind: 'annual', fiscalYear }, date: issue?.original.issued_at ?? today },
  );
};

const refusal = (state: AnnualState): string =>
  state.reason === 'printable' || state.reason === 'issued'
    ? 'the annual receipt cannot be made'
    : ANNUAL_REFUSALS[state.reason];

/** `receipt_issued_at` on every listed giving closes its edit window (docs/api-contract.md). */
export const downloadAnnualReceipt = async (
  ctx: RpcContext,
  selection: AnnualSelection,
): Promise<FileReply> => {
  const { data, member, state } = select(ctx, selection);
  if (state.issued) throw conflict(alreadyPrinted(state.issued.tra_receipt_aid));
  if (state.status !== 0) throw ruleBroken(refusal(state));
  const issue = firstIssue(data, ctx.now());
  const { tra_receipt_aid: receiptAid, issued_at: issuedAt } = issue.original;
  const offeringAids = state.givings.map((giving) => giving.offering_aid);
  const reply = await annualReceiptFile(ctx, data, member, selection, state.givings, issue);
  const { fiscal_year: year, invoice_title_aid: titleAid } = selection;
  ctx.store.update((draft) => {
    // Another request may have issued it, or a giving changed, while this file was being made.
    const current = annualState(draft, member, year, titleAid, ctx.now());
    if (current.issued) throw conflict(alreadyPrinted(current.issued.tra_receipt_aid));
    const same =
      current.status === 0 &&
      JSON.stringify(current.party) === JSON.stringify(state.party) &&
      fingerprint(current.givings) === fingerprint(state.givings);
    if (!same)
      throw conflict('the receipt data changed while the receipt was made; please try again');
    recordReceipt(draft, {
      tra_receipt_aid: receiptAid,
      member_id: member.member_id,
      kind: 'annual',
      offering_aid: 0,
      fiscal_year: year,
      invoice_title_aid: titleAid,
      issued_at: issuedAt,
      offering_aids: offeringAids,
    });
    for (const giving of draft.givings) {
      if (offeringAids.includes(giving.offering_aid) && giving.receipt_issued_at === null) {
        giving.receipt_issued_at = issuedAt;
      }
    }
  });
  return reply;
};

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

/** docs/api-contract.md, receipts: the member's receipt screen, annual receipts, single receipts and reprints. */
export const receiptRpcs = [
  // docs/screens/giving.md, receipt screen: newest first.
  defineRpc('get_receipt_list', (selection, ctx) => {
    const { data, member } = select(ctx, selection); // refuses another member's title
    return titleGivings(data, member.member_id, selection.fiscal_year, selection.invoice_title_aid)
      .reverse()
      .map((giving) => ({
        ...giving,
        offering_date: giving.offering_build_datetime,
        if_print_flag: printFlag(data, giving),
        annual_receipt_aid: annualReceiptOf(data, giving.offering_aid)?.tra_receipt_aid ?? 0,
      }));
  }),
  defineRpc('get_receipt_status', (selection, ctx) => {
    const { state } = select(ctx, selection);
    return {
      fiscal_year: selection.fiscal_year,
      invoice_title_aid: selection.invoice_title_aid,
      tra_receipt_status: state.status,
      tra_receipt_reason: state.reason,
      invoice_title: state.party?.title ?? '',
      invoice_tax_id: state.party?.taxId ?? '',
      offering_count: state.givings.length,
      total_amount: state.givings.reduce((sum, giving) => sum + giving.amount, 0),
      issued_at: state.issued?.issued_at ?? '',
      if_preview_flag: canPreview(state) ? 1 : 0,
    };
  }),
  // docs/screens/giving.md: the receipt as it would be issued now, marked '預覽'; writes nothing.
  defineRpc('preview_annual_receipt', (selection, ctx) => {
    const { data, member, state } = select(ctx, selection);
    if (!canPreview(state)) throw ruleBroken(refusal(state));
    return annualReceiptFile(ctx, data, member, selection, state.givings, null);
  }),
  defineRpc('download_annual_receipt', (body, ctx) => downloadAnnualReceipt(ctx, body)),
  defineRpc('print_single_receipt', (body, ctx) =>
    printSingleReceipt(ctx, body.offering_aid, body.donor_sid),
  ),
  // docs/api-contract.md, reprints: a single receipt's giving is proven like a guest lookup; an
  // annual receipt only its member reprints. Any other caller is answered as for an unknown id.
  defineRpc('reprint_receipt', async (body, ctx) => {
    const { tra_receipt_aid: receiptAid, donor_sid: donorSid = '' } = body;
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
    // Past the limit the newest copy moves (docs/security-model.md, 'What public calls may store').
    ctx.store.update((draft) => {
      const reprints = draft.receipts.filter((receipt) => receipt.reprint_of === receiptAid);
      const latest = reprints.at(-1);
      if (latest && reprints.length >= ctx.settings.limits.reprintsPerReceipt) {
        latest.issued_at = reprintedAt;
        return;
      }
      // A copy keeps the original's number and takes none of the register's (receipt-file.ts).
      draft.receipts.push({ ...original, reprint_of: receiptAid, issued_at: reprintedAt });
    });
    return reply;
  }),
];
