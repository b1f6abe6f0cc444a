import { ownedBy } from '../core/errors';
import { donorSidOf } from '../givings/donor-identity';
import type { GivingRecord, MemberRecord, StoreShape } from '../store/collections';

/** Whom a receipt is made out to, and the password that opens its file. */
export interface ReceiptParty {
  donorName: string;
  /** Uppercased identity number, or '' when none is on file. */
  identity: string;
  /** The receipt title: a saved or typed title, or the donor's name for an own-name receipt. */
  title: string;
  /** The title's tax id; '' for a receipt in the donor's own name. */
  taxId: string;
}

/** docs/api-contract.md FAQ: receipt files open with the tax id of a titled receipt, else the identity number. */
export const openPassword = (party: ReceiptParty): string => party.taxId || party.identity;

const memberOf = (data: StoreShape, memberId: string | null): MemberRecord | undefined =>
  data.members.find((member) => member.member_id === memberId);

/**
 * The party of a single receipt, or null for an anonymous giving (docs/api-contract.md: anonymous has no
 * receipt). A giving with a tax id is a titled receipt; otherwise it is in the donor's own name.
 */
export const givingParty = (data: StoreShape, giving: GivingRecord): ReceiptParty | null => {
  if (giving.invoice_title_aid === -1) return null;
  const donorName =
    giving.donor?.donor_name.trim() || memberOf(data, giving.member_id)?.member_name || '';
  const taxId = giving.invoice_tax_id.trim();
  return {
    donorName,
    identity: donorSidOf(data, giving),
    title: taxId ? giving.invoice_title.trim() : donorName,
    taxId,
  };
};

/**
 * The party of a member's annual receipt for a title: 0 is the member's own name, above 0 one of
 * the member's saved titles (deleted ones too, so old years still print), -1 anonymous (null).
 * Another member's title is a 403; an unknown one RC 404 'no data'.
 */
export const annualParty = (
  data: StoreShape,
  member: MemberRecord,
  invoiceTitleAid: number,
): ReceiptParty | null => {
  if (invoiceTitleAid === -1) return null;
  const identity = member.member_social_identity.toUpperCase();
  if (invoiceTitleAid === 0) {
    return { donorName: member.member_name, identity, title: member.member_name, taxId: '' };
  }
  const saved = ownedBy(
    data.invoice_titles.find((title) => title.invoice_title_aid === invoiceTitleAid),
    member.member_id,
  );
  return {
    donorName: member.member_name,
    identity,
    title: saved.invoice_title,
    taxId: saved.invoice_tax_id.trim(),
  };
};
