import type { GivingRecord, StoreShape } from '../store/collections';

/** The identity number a giving's receipt carries: the donor's, else the owning member's. */
export const donorSidOf = (data: StoreShape, giving: GivingRecord): string => {
  if (giving.donor?.donor_sid) return giving.donor.donor_sid.toUpperCase();
  const owner = data.members.find((member) => member.member_id === giving.member_id);
  return owner?.member_social_identity.toUpperCase() ?? '';
};
