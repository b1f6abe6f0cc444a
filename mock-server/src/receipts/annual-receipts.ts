import { taipeiDateTime, taipeiIsoToday } from '@eoffering/shared/rules';
import type { ResultOf } from '@eoffering/shared/contract';
import { badRequest, conflict, ruleBroken } from '../core/errors';
import { signedInMember, type BodyOf, type FileReply, type RpcContext } from '../core/rpc';
import type { GivingRecord, MemberRecord, ReceiptRecord, StoreShape } from '../store/collections';
import {
  ANNUAL_REFUSALS,
  annualReceiptOf,
  annualState,
  canPreview,
  currentFiscalYear,
  hasSingleReceipt,
  titleGivings,
} from './annual';
import type { AnnualState } from './annual';
import { annualReceiptContent, churchOf, type Issue } from './documents';
import { annualParty } from './party';
import { printFlag } from './print-flag';
import { nextReceiptNumber, receiptFile, recordReceipt } from './receipt-file';
import { alreadyPrinted } from './single-receipts';

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

/** docs/screens/giving.md, receipt screen: newest first. */
export const receiptList = (
  ctx: RpcContext,
  selection: AnnualSelection,
): ResultOf<'get_receipt_list'> => {
  const { data, member } = select(ctx, selection); // refuses another member's title
  return titleGivings(data, member.member_id, selection.fiscal_year, selection.invoice_title_aid)
    .reverse()
    .map((giving) => ({
      ...giving,
      offering_date: giving.offering_build_datetime,
      if_print_flag: printFlag(data, giving),
      annual_receipt_aid: annualReceiptOf(data, giving.offering_aid)?.tra_receipt_aid ?? 0,
    }));
};

export const receiptStatus = (
  ctx: RpcContext,
  selection: AnnualSelection,
): ResultOf<'get_receipt_status'> => {
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
};

/** `issue` null makes a preview. */
export const annualReceiptFile = (
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

/** docs/screens/giving.md: the receipt as it would be issued now, marked '預覽'; writes nothing. */
export const previewAnnualReceipt = (
  ctx: RpcContext,
  selection: AnnualSelection,
): Promise<FileReply> => {
  const { data, member, state } = select(ctx, selection);
  if (!canPreview(state)) throw ruleBroken(refusal(state));
  return annualReceiptFile(ctx, data, member, selection, state.givings, null);
};

/** `receipt_issued_at` on every listed giving closes its edit window (docs/api-contract.md). */
export const downloadAnnualReceipt = async (
  ctx: RpcContext,
  selection: AnnualSelection,
): Promise<FileReply> => {
  const { data, member, state } = select(ctx, selection);
  if (state.issued) throw conflict(alreadyPrinted(state.issued.tra_receipt_aid));
  if (state.status !== 0) throw ruleBroken(refusal(state));
  const receiptAid = nextReceiptNumber(data);
  const issuedAt = taipeiDateTime(ctx.now());
  const offeringAids = state.givings.map((giving) => giving.offering_aid);
  const reply = await annualReceiptFile(ctx, data, member, selection, state.givings, {
    original: { tra_receipt_aid: receiptAid, issued_at: issuedAt },
    reprintedAt: null,
  });
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
