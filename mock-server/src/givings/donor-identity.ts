import type { DonorDetails, GivingRecord, MemberRecord, StoreShape } from '../store/collections';

/** A member giving as themselves; `sid` while none is on file. */
export const memberAsDonor = (
  member: MemberRecord,
  sid = member.member_social_identity,
): DonorDetails => ({
  donor_name: member.member_name,
  donor_phone: member.cell_phone,
  donor_email: member.email,
  donor_sid: sid,
});

/** The identity number a giving's receipt carries: the donor's, else the owning member's. */
export const donorSidOf = (data: StoreShape, giving: GivingRecord): string => {
  if (giving.donor?.donor_sid) return giving.donor.donor_sid.toUpperCase();
  const owner = data.members.find((member) => member.member_id === giving.member_id);
  return owner?.member_social_identity.toUpperCase() ?? '';
};
