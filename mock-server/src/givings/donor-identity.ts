import type { GivingRecord, StoreShape } from '../store/records';

/** The identity number a guest must give to see this giving: the donor's, else the owner's. */
export const donorSidOf = (data: StoreShape, giving: GivingRecord): string => {
  if (giving.donor?.donor_sid) return giving.donor.donor_sid.toUpperCase();
  const owner = data.members.find((member) => member.member_id === giving.member_id);
  return owner?.member_social_identity.toUpperCase() ?? '';
};
