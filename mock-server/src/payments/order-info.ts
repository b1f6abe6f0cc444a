import { common } from '@eoffering/shared/contract/schemas';
import { isEmail, isPhone, taipeiDateTime } from '@eoffering/shared/rules';
import type { BodyOf, RpcContext } from '../core/rpc';
import { badRequest, MESSAGES, notFound, ruleBroken, unauthorized } from '../core/errors';
import { mustMatchDonor, openableGiving } from '../givings/giving-access';
import { applyReceiptChoice, commentsFor } from '../member/receipt-choice';
import { isEditable } from '../givings/edit-window';
import type { DonorDetails, GivingRecord, MemberRecord, StoreShape } from '../store/collections';

/**
 * Which variant of tra_order_info_handle serves which giving (docs/api-contract.md leaves all but the transfer
 * one open; this is the mock's contract):
 * - tra_order_info_handle: a guest's card or LINE Pay giving; donor fields required.
 * - tra_order_info_handle1: a guest's transfer (VACC) giving; donor fields required.
 * - tra_order_info_handle2: a member's card or LINE Pay giving; donor data from the member record.
 * - tra_order_info_handle3: a member's transfer (VACC) giving; donor data from the member record.
 */
export const ORDER_INFO_VARIANTS = {
  tra_order_info_handle: { member: false, transfer: false },
  tra_order_info_handle1: { member: false, transfer: true },
  tra_order_info_handle2: { member: true, transfer: false },
  tra_order_info_handle3: { member: true, transfer: true },
} as const;
export type OrderInfoVariant = keyof typeof ORDER_INFO_VARIANTS;

type OrderInfoRequest = BodyOf<'tra_order_info_handle'>;

/** The variant a giving must be saved with. */
export const variantFor = (giving: GivingRecord): OrderInfoVariant => {
  const member = giving.member_id !== null;
  const transfer = giving.pay_method === 'VACC';
  if (member) return transfer ? 'tra_order_info_handle3' : 'tra_order_info_handle2';
  return transfer ? 'tra_order_info_handle1' : 'tra_order_info_handle';
};

/**
 * When donor and receipt info may be saved: docs/api-contract.md edit window, and also a transfer giving
 * still waiting for its money before its deadline (the transfer page offers the form, docs/screens/giving.md).
 */
const mayFill = (data: StoreShape, giving: GivingRecord, now: Date): boolean => {
  if (isEditable(giving, now)) return true;
  if (giving.pay_method !== 'VACC' || giving.status !== 5) return false;
  const transfer = data.order_infos.find((info) => info.order_info_aid === giving.order_info_aid);
  return transfer !== undefined && taipeiDateTime(now) <= transfer.order_deadline;
};

/**
 * docs/api-contract.md: a guest's donor fields are all required, each with its own message; phone and e-mail
 * pass the rules the donor form checks in the browser.
 */
const guestDonor = (body: OrderInfoRequest): DonorDetails => {
  const name = body.donor_name.trim();
  const phone = body.donor_phone.trim();
  const email = body.donor_email.trim();
  const sid = body.donor_sid.trim().toUpperCase();
  const problems = [
    ...(name ? [] : ['donor_name: please enter name']),
    ...(!phone
      ? ['donor_phone: please enter phone']
      : isPhone(phone)
        ? []
        : ['donor_phone: data check error']),
    ...(!email
      ? ['donor_email: please enter email']
      : isEmail(email)
        ? []
        : ['donor_email: data check error']),
    ...identityProblems(sid),
  ];
  if (problems.length > 0) throw badRequest(problems);
  return { donor_name: name, donor_phone: phone, donor_email: email, donor_sid: sid };
};

const identityProblems = (sid: string): string[] => {
  if (!sid) return ['donor_sid: please enter ID'];
  return common.identityNumber.safeParse(sid).success ? [] : ['donor_sid: data check error'];
};

/**
 * docs/security-model.md: a member's donor data is the member record's; the identity number is taken from the
 * form only while none is on file (sid_status -1), uppercased (docs/api-contract.md).
 */
const memberDonor = (member: MemberRecord, body: OrderInfoRequest): DonorDetails => {
  const sid = member.member_social_identity || body.donor_sid.trim().toUpperCase();
  const problems = identityProblems(sid);
  if (problems.length > 0) throw badRequest(problems);
  return {
    donor_name: member.member_name,
    donor_phone: member.cell_phone,
    donor_email: member.email,
    donor_sid: sid,
  };
};

/** The giving a variant may write, or the refusal that says why not. */
const givingFor = (
  data: StoreShape,
  ctx: RpcContext,
  variant: OrderInfoVariant,
  offeringAid: number,
): GivingRecord => {
  if (ORDER_INFO_VARIANTS[variant].member && !ctx.member) throw unauthorized('login required');
  // A member's giving is written only by that member, a guest's only with its guest pass,
  // whichever variant is asked for; before the variant check, which would tell the pay method.
  const giving = openableGiving(data, ctx, offeringAid);
  const expected = variantFor(giving);
  if (variant !== expected) {
    throw ruleBroken(`this giving's donor and receipt info are saved with ${expected}`);
  }
  return giving;
};

/**
 * Saves donor and receipt info of one giving (docs/api-contract.md, tra_order_info_handle and variants):
 * donor (docs/api-contract.md, docs/security-model.md), receipt choice (docs/api-contract.md: -1 anonymous with the remark 'anonymous giving' and
 * no title; else title and tax id, with the matching saved title's aid or 0), and comments.
 */
export const saveOrderInfo = (
  data: StoreShape,
  ctx: RpcContext,
  variant: OrderInfoVariant,
  body: OrderInfoRequest,
): { offering_aid: number } => {
  const giving = givingFor(data, ctx, variant, body.offering_aid);
  if (!mayFill(data, giving, ctx.now())) throw ruleBroken(MESSAGES.editWindowClosed);

  let donor: DonorDetails;
  if (ORDER_INFO_VARIANTS[variant].member) {
    const member = data.members.find((candidate) => candidate.member_id === giving.member_id);
    if (!member) throw notFound();
    donor = memberDonor(member, body);
  } else {
    donor = guestDonor(body);
    mustMatchDonor(ctx, giving, donor.donor_sid);
  }

  Object.assign(giving, applyReceiptChoice(data, body, giving.member_id));
  giving.comments = commentsFor(giving.invoice_title_aid, body.comments);
  giving.donor = donor;
  return { offering_aid: giving.offering_aid };
};
