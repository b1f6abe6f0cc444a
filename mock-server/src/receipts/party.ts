import { recordOf } from '../core/store';
import { ownedBy } from '../core/errors';
import { donorSidOf } from '../givings/new-giving';
import type { GivingRecord, MemberRecord, StoreShape } from '../store/collections';

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

/** Null for an anonymous giving; without a tax id the receipt is in the donor's own name. */
export const givingParty = (data: StoreShape, giving: GivingRecord): ReceiptParty | null => {
  if (giving.invoice_title_aid === -1) return null;
  const donorName =
    giving.donor?.donor_name.trim() ||
    recordOf(data, 'members', giving.member_id)?.member_name ||
    '';
  const taxId = giving.invoice_tax_id.trim();
  return {
    donorName,
    identity: donorSidOf(data, giving),
    title: taxId ? giving.invoice_title.trim() : donorName,
    taxId,
  };
};

/** Title 0 is the member's own name; a deleted saved title still prints its old years. */
export const annualParty = (
  data: StoreShape,
  member: MemberRecord,
  invoiceTitleAid: number,
): ReceiptParty | null => {
  if (invoiceTitleAid === -1) return null;
  const saved =
    invoiceTitleAid === 0
      ? null
      : ownedBy(recordOf(data, 'invoice_titles', invoiceTitleAid), member.member_id);
  return {
    donorName: member.member_name,
    identity: member.member_social_identity.toUpperCase(),
    title: saved?.invoice_title ?? member.member_name,
    taxId: saved?.invoice_tax_id.trim() ?? '',
  };
};
