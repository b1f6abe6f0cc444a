import type { DonorDetails, GivingRecord, MemberRecord, StoreShape } from '../store/collections';
import { perPeriodTotal } from '@eoffering/shared/rules';

export type NewGiving = Pick<
  GivingRecord,
  | 'offering_aid'
  | 'project_aid'
  | 'member_id'
  | 'offering_build_datetime'
  | 'item_package'
  | 'pay_method'
  | 'type_aid'
> &
  Partial<GivingRecord>;

export const newGiving = (fields: NewGiving): GivingRecord => ({
  amount: perPeriodTotal(fields.item_package),
  currency: 'TWD',
  status: 5,
  tra_result: '0',
  transaction_id: '',
  donor: null,
  invoice_title_aid: 0,
  invoice_title: '',
  invoice_tax_id: '',
  comments: '',
  if_print_flag: -1,
  receipt_issued_at: null,
  order_info_aid: 0,
  ach_aid: 0,
  ...fields,
});

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
