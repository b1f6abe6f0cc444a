import { isDeepStrictEqual } from 'node:util';
import { recordOf } from '../core/store';
import { common } from '@eoffering/shared/contract/schemas';
import { isEmail, isPhone, taipeiDateTime } from '@eoffering/shared/rules';
import type { BodyOf, RpcContext } from '../core/rpc';
import { badRequest, found, MESSAGES, ruleBroken, unauthorized } from '../core/errors';
import { memberAsDonor } from '../givings/new-giving';
import { mustMatchDonor, openableGiving } from '../givings/giving-access';
import { applyReceiptChoice, commentsFor } from '../member/receipt-choice';
import { isEditable } from '../givings/edit-window';
import type { DonorDetails, GivingRecord, MemberRecord, StoreShape } from '../store/collections';
import variants from './order-info-variants.json';

// docs/api-contract.md leaves all but the transfer variant open; the JSON is the mock's contract.
export const ORDER_INFO_VARIANTS = variants;
export type OrderInfoVariant = keyof typeof ORDER_INFO_VARIANTS;

type OrderInfoRequest = BodyOf<'tra_order_info_handle'>;

export const VARIANTS = Object.keys(ORDER_INFO_VARIANTS).filter((name): name is OrderInfoVariant =>
  Object.hasOwn(ORDER_INFO_VARIANTS, name),
);

/** The table's variant for the giving's donor (member or guest) and pay method. */
export const variantFor = (giving: GivingRecord): OrderInfoVariant => {
  const kind = { member: giving.member_id !== null, transfer: giving.pay_method === 'VACC' };
  const variant = VARIANTS.find((name) => isDeepStrictEqual(ORDER_INFO_VARIANTS[name], kind));
  if (!variant) throw new Error('ORDER_INFO_VARIANTS names a variant for every kind of giving');
  return variant;
};

// A waiting transfer too: its page offers the form (docs/screens/giving.md).
const mayFill = (data: StoreShape, giving: GivingRecord, now: Date): boolean => {
  if (isEditable(giving, now)) return true;
  if (giving.pay_method !== 'VACC' || giving.status !== 5) return false;
  const transfer = recordOf(data, 'order_infos', giving.order_info_aid);
  return transfer !== undefined && taipeiDateTime(now) <= transfer.order_deadline;
};

const fieldProblems = (field: string, value: string, missing: string, valid: boolean) =>
  !value ? [`${field}: please enter ${missing}`] : valid ? [] : [`${field}: data check error`];

const identityProblems = (sid: string): string[] =>
  fieldProblems('donor_sid', sid, 'ID', common.identityNumber.safeParse(sid).success);

// The rules the donor form checks in the browser (docs/api-contract.md).
const guestDonor = (body: OrderInfoRequest): DonorDetails => {
  const name = body.donor_name.trim();
  const phone = body.donor_phone.trim();
  const email = body.donor_email.trim();
  const sid = body.donor_sid.trim().toUpperCase();
  const problems = [
    ...fieldProblems('donor_name', name, 'name', true),
    ...fieldProblems('donor_phone', phone, 'phone', isPhone(phone)),
    ...fieldProblems('donor_email', email, 'email', isEmail(email)),
    ...identityProblems(sid),
  ];
  if (problems.length > 0) throw badRequest(problems);
  return { donor_name: name, donor_phone: phone, donor_email: email, donor_sid: sid };
};

// The form's identity number only while none is on file (docs/security-model.md).
const memberDonor = (member: MemberRecord, body: OrderInfoRequest): DonorDetails => {
  const sid = member.member_social_identity || body.donor_sid.trim().toUpperCase();
  const problems = identityProblems(sid);
  if (problems.length > 0) throw badRequest(problems);
  return memberAsDonor(member, sid);
};

export const saveOrderInfo = (
  data: StoreShape,
  ctx: RpcContext,
  variant: OrderInfoVariant,
  body: OrderInfoRequest,
): { offering_aid: number } => {
  const { member } = ORDER_INFO_VARIANTS[variant];
  if (member && !ctx.member) throw unauthorized('login required');
  // Before the variant check, which would tell a stranger the pay method.
  const giving = openableGiving(data, ctx, body.offering_aid);
  const expected = variantFor(giving);
  if (variant !== expected) {
    throw ruleBroken(`this giving's donor and receipt info are saved with ${expected}`);
  }
  if (!mayFill(data, giving, ctx.now())) throw ruleBroken(MESSAGES.editWindowClosed);

  const donor = member
    ? memberDonor(found(recordOf(data, 'members', giving.member_id)), body)
    : guestDonor(body);
  if (!member) mustMatchDonor(ctx, giving, donor.donor_sid);

  Object.assign(giving, applyReceiptChoice(data, body, giving.member_id));
  giving.comments = commentsFor(giving.invoice_title_aid, body.comments);
  giving.donor = donor;
  return { offering_aid: giving.offering_aid };
};
