import { taipeiIsoToday } from '@eoffering/shared/rules';
import type { ResultOf } from '@eoffering/shared/contract';
import type { GivingRecord, MemberRecord, ReceiptRecord, StoreShape } from '../store/collections';
import { annualParty, openPassword } from './party';
import type { ReceiptParty } from './party';

export type AnnualReason = ResultOf<'get_receipt_status'>['tra_receipt_reason'];

/** The fiscal year of a giving: the calendar year of its Taipei date (docs/api-contract.md). */
export const fiscalYearOf = (giving: GivingRecord): number =>
  Number(giving.offering_build_datetime.slice(0, 4));

/** The current fiscal year in Taipei. */
export const currentFiscalYear = (now: Date): number => Number(taipeiIsoToday(now).slice(0, 4));

const byDate = (a: GivingRecord, b: GivingRecord): number =>
  a.offering_build_datetime.localeCompare(b.offering_build_datetime) ||
  a.offering_aid - b.offering_aid;

/**
 * Whether a giving's receipt goes to a receipt title: a saved title's givings by its aid; title 0,
 * the member's own name, only the givings without a title of their own. A typed title is stored as
 * aid 0 too (a title not among the saved ones, docs/api-contract.md), and is receipted to that
 * title alone, by a single receipt: a company's gift is never on a person's tax receipt.
 */
export const isUnderTitle = (giving: GivingRecord, invoiceTitleAid: number): boolean =>
  giving.invoice_title_aid === invoiceTitleAid &&
  (invoiceTitleAid !== 0 || giving.invoice_tax_id.trim() === '');

/** A member's successful givings of a fiscal year under one receipt title, oldest first. */
export const titleGivings = (
  data: StoreShape,
  memberId: string,
  fiscalYear: number,
  invoiceTitleAid: number,
): GivingRecord[] =>
  data.givings
    .filter(
      (giving) =>
        giving.member_id === memberId &&
        giving.status === 0 &&
        isUnderTitle(giving, invoiceTitleAid) &&
        fiscalYearOf(giving) === fiscalYear,
    )
    .sort(byDate);

/**
 * One gift, one receipt: a giving that already has its own single receipt (if_print_flag above
 * 0) is left out of the annual receipt and named under it instead (docs/screens/member-centre.md).
 */
export const hasSingleReceipt = (giving: GivingRecord): boolean => giving.if_print_flag > 0;

/** The givings an annual receipt of a member, year and title would list if issued now. */
export const annualCandidates = (
  data: StoreShape,
  memberId: string,
  fiscalYear: number,
  invoiceTitleAid: number,
): GivingRecord[] =>
  titleGivings(data, memberId, fiscalYear, invoiceTitleAid).filter(
    (giving) => !hasSingleReceipt(giving),
  );

/** The issued annual receipt that lists a giving, if any: that giving has no single receipt. */
export const annualReceiptOf = (data: StoreShape, offeringAid: number): ReceiptRecord | undefined =>
  data.receipts.find(
    (receipt) =>
      receipt.kind === 'annual' &&
      receipt.reprint_of === 0 &&
      receipt.offering_aids.includes(offeringAid),
  );

/** The issued (first) annual receipt of a member, year and title, if there is one. */
export const issuedAnnual = (
  data: StoreShape,
  memberId: string,
  fiscalYear: number,
  invoiceTitleAid: number,
): ReceiptRecord | undefined =>
  data.receipts.find(
    (receipt) =>
      receipt.kind === 'annual' &&
      receipt.reprint_of === 0 &&
      receipt.member_id === memberId &&
      receipt.fiscal_year === fiscalYear &&
      receipt.invoice_title_aid === invoiceTitleAid,
  );

/** The givings a receipt lists, in its order. */
export const listedGivings = (data: StoreShape, receipt: ReceiptRecord): GivingRecord[] =>
  receipt.offering_aids.flatMap((aid) => data.givings.filter((g) => g.offering_aid === aid));

export interface AnnualState {
  party: ReceiptParty | null;
  /** What the receipt lists: the issued receipt's givings, else the year's givings now. */
  givings: GivingRecord[];
  /** The year's givings under the title left out because each has its own single receipt. */
  singles: GivingRecord[];
  issued: ReceiptRecord | undefined;
  /** docs/api-contract.md: -1 cannot be printed, 0 printable, above 0 the issued receipt's id. */
  status: number;
  reason: AnnualReason;
}

/**
 * Where the annual receipt of a fiscal year and title stands. It can be issued once the year has
 * ended (it is the year's tax statement, and a giving may still change until the 4th of the
 * next month), for a title with at least one successful giving and a password to encrypt with.
 * Another member's title is a 403, an unknown one RC 404 (from `annualParty`).
 */
export const annualState = (
  data: StoreShape,
  member: MemberRecord,
  fiscalYear: number,
  invoiceTitleAid: number,
  now: Date,
): AnnualState => {
  const party = annualParty(data, member, invoiceTitleAid);
  const issued = issuedAnnual(data, member.member_id, fiscalYear, invoiceTitleAid);
  const year = titleGivings(data, member.member_id, fiscalYear, invoiceTitleAid);
  const givings = issued ? listedGivings(data, issued) : year.filter((g) => !hasSingleReceipt(g));
  const singles = year.filter((g) => hasSingleReceipt(g) && !givings.includes(g));
  const state = (status: number, reason: AnnualReason): AnnualState => ({
    party,
    givings,
    singles,
    issued,
    status,
    reason,
  });
  if (!party) return state(-1, 'anonymous');
  if (issued) return state(issued.tra_receipt_aid, 'issued');
  if (year.length === 0) return state(-1, 'no_giving');
  if (givings.length === 0) return state(-1, 'all_single');
  if (!openPassword(party)) return state(-1, 'no_identity');
  if (fiscalYear >= currentFiscalYear(now)) return state(-1, 'year_open');
  return state(0, 'printable');
};

/** Server texts for an annual receipt that cannot be made. */
export const ANNUAL_REFUSALS: Record<Exclude<AnnualReason, 'printable' | 'issued'>, string> = {
  anonymous: 'an anonymous giving has no receipt',
  no_giving: 'no successful giving in this fiscal year for this receipt title',
  all_single: 'every giving of this fiscal year for this receipt title has its own single receipt',
  no_identity: 'please fill in your identity number first',
  year_open: 'the annual receipt can be issued once the fiscal year has ended',
};

/** A preview needs a party, givings and a password, but not a closed year. */
export const canPreview = (state: AnnualState): boolean =>
  state.reason === 'printable' || state.reason === 'issued' || state.reason === 'year_open';
