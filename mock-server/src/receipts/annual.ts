import { receiptNumber, taipeiIsoToday } from '@eoffering/shared/rules';
import type { ResultOf } from '@eoffering/shared/contract';
import type { GivingRecord, MemberRecord, ReceiptRecord, StoreShape } from '../store/collections';
import messages from './messages.json';
import { annualParty, givingParty, openPassword, type ReceiptParty } from './party';

type AnnualReason = ResultOf<'get_receipt_status'>['tra_receipt_reason'];

/** docs/api-contract.md: the fiscal year is the calendar year of the Taipei date. */
export const fiscalYearOf = (giving: GivingRecord): number =>
  Number(giving.offering_build_datetime.slice(0, 4));

export const currentFiscalYear = (now: Date): number => Number(taipeiIsoToday(now).slice(0, 4));

/** Oldest first; the same moment by number. */
export const byDate = (a: GivingRecord, b: GivingRecord): number =>
  a.offering_build_datetime.localeCompare(b.offering_build_datetime) ||
  a.offering_aid - b.offering_aid;

/**
 * Title 0, the member's own name, takes only givings without a tax id: a typed title is aid 0 too
 * (docs/api-contract.md), receipted singly, so a company's gift is never on a person's receipt.
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

/** One gift, one receipt (docs/screens/member-centre.md): a singly printed giving is left out. */
export const hasSingleReceipt = (giving: GivingRecord): boolean => giving.if_print_flag > 0;

/** The issued (first, not a reprint) annual receipt that `matches`. */
const issuedAnnual = (data: StoreShape, matches: (receipt: ReceiptRecord) => boolean) =>
  data.receipts.find(
    (receipt) => receipt.kind === 'annual' && receipt.reprint_of === 0 && matches(receipt),
  );

export const annualReceiptOf = (data: StoreShape, offeringAid: number): ReceiptRecord | undefined =>
  issuedAnnual(data, (receipt) => receipt.offering_aids.includes(offeringAid));

export const listedGivings = (data: StoreShape, receipt: ReceiptRecord): GivingRecord[] =>
  receipt.offering_aids.flatMap((aid) => data.givings.filter((g) => g.offering_aid === aid));

export interface AnnualState {
  party: ReceiptParty | null;
  /** What the receipt lists: the issued receipt's givings, else the year's givings now. */
  givings: GivingRecord[];
  issued: ReceiptRecord | undefined;
  /** docs/api-contract.md: -1 cannot be printed, 0 printable, above 0 the issued receipt's id. */
  status: number;
  reason: AnnualReason;
}

/**
 * Where the annual receipt of a fiscal year and title stands: it is the year's tax statement, so it
 * is issued once the year has ended (a giving may still change until the 4th of the next month).
 */
export const annualState = (
  data: StoreShape,
  member: MemberRecord,
  fiscalYear: number,
  invoiceTitleAid: number,
  now: Date,
): AnnualState => {
  const party = annualParty(data, member, invoiceTitleAid);
  const issued = issuedAnnual(
    data,
    (receipt) =>
      receipt.member_id === member.member_id &&
      receipt.fiscal_year === fiscalYear &&
      receipt.invoice_title_aid === invoiceTitleAid,
  );
  const year = titleGivings(data, member.member_id, fiscalYear, invoiceTitleAid);
  const givings = issued ? listedGivings(data, issued) : year.filter((g) => !hasSingleReceipt(g));
  const state = (status: number, reason: AnnualReason): AnnualState => ({
    party,
    givings,
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

export const ANNUAL_REFUSALS: Record<
  Exclude<AnnualReason, 'printable' | 'issued'>,
  string
> = messages.annualRefusals;

/** A preview needs everything but a closed year. */
export const canPreview = (state: AnnualState): boolean =>
  state.reason === 'printable' || state.reason === 'issued' || state.reason === 'year_open';

const onAnnualReceipt = (receiptAid: number): string =>
  `this giving is listed on annual receipt number ${receiptNumber(receiptAid)}, its tax receipt; reprint that receipt instead`;

/**
 * Why a giving's single receipt cannot be printed yet, or null. Printing closes the edit window
 * (docs/api-contract.md), so it opens once the details are complete and the donor decides when.
 */
export const notPrintableReason = (data: StoreShape, giving: GivingRecord): string | null => {
  if (giving.status !== 0) return 'only a successful giving has a receipt';
  // One gift, one receipt (docs/screens/member-centre.md): the annual receipt is its receipt.
  const annual = annualReceiptOf(data, giving.offering_aid);
  if (annual) return onAnnualReceipt(annual.tra_receipt_aid);
  const party = givingParty(data, giving);
  if (!party) return 'an anonymous giving has no receipt';
  if (giving.member_id === null && giving.donor === null) {
    return 'please fill in the donor and receipt information first';
  }
  if (!party.donorName || !openPassword(party)) {
    return 'the receipt needs the donor name and an identity number or tax id';
  }
  return null;
};

/** docs/api-contract.md, if_print_flag: answers use this, not the field only printing sets. */
export const printFlag = (data: StoreShape, giving: GivingRecord): number => {
  if (giving.if_print_flag > 0) return giving.if_print_flag;
  return notPrintableReason(data, giving) === null ? 0 : -1;
};
