import { z } from 'zod';
import { COMMENTS_MAX, DONOR_NAME_MAX, EMAIL_MAX, PHONE_MAX } from '../../rules/constants/business';
import {
  aid,
  amount,
  currency,
  emptyRequest,
  itemPackageLine,
  receiptFields,
  text,
} from './common';
import { donorInfo, givingDetail, paymentForm, transferInfo } from './entities';
import type { CallSchema } from './common';

/** docs/api-contract.md: a one-off giving. The server recomputes the total from the lines; none is sent. */
const oneOffPayment = z
  .object({
    project_aid: aid,
    item_package: z.array(itemPackageLine).min(1).max(20),
    type_aid: z.int().min(0),
    currency,
    /** docs/api-contract.md, 'Covering the fee': the cost the donor adds; checked, never trusted. */
    fee_amount: amount.optional(),
  })
  .strict();

/** docs/screens/giving.md: recurring orders post only ach_aid and type_aid. */
const recurringPayment = z.object({ ach_aid: aid, type_aid: z.int().min(0) }).strict();

/** One message per problem of a union's issues, as the server reports schema problems. */
const describe = (issues: readonly z.core.$ZodIssue[]): string =>
  issues
    .map((issue) =>
      issue.code === 'unrecognized_keys'
        ? `unknown field: ${issue.keys.join(', ')}`
        : `${issue.path.map(String).join('.')}: ${issue.message}`,
    )
    .join('; ');

/**
 * A body that is either a one-off order or, when it names `ach_aid`, a recurring one. A bad body
 * is described by the branch it was meant for, not as a bare 'Invalid input'.
 */
const eitherRecurring = <T extends z.ZodType>(oneOff: T) =>
  z.union([oneOff, recurringPayment], {
    error: (issue) => {
      if (issue.code !== 'invalid_union') return undefined;
      const recurring =
        typeof issue.input === 'object' && issue.input !== null && 'ach_aid' in issue.input;
      return describe(issue.errors[recurring ? 1 : 0] ?? []);
    },
  });

const paymentRequest = eitherRecurring(oneOffPayment);

/** docs/screens/giving.md: the browser navigates to these (post_url, then redirect_url). */
const postUrlResult = z.object({ post_url: text(500) });
const redirectUrlResult = z.object({ redirect_url: text(500) });

const byOffering = z.object({ offering_aid: aid }).strict();

/**
 * docs/api-contract.md, save order info. Donor fields may be empty where the variant uses stored donor data
 * (members); the server says which fields it requires per variant.
 */
const orderInfoRequest = z
  .object({
    offering_aid: aid,
    donor_name: text(DONOR_NAME_MAX),
    // A member's variants ignore these: the member record's data is used (docs/security-model.md). A guest's are
    // checked by the handler with the donor form's own rules (validation/rules.ts).
    donor_phone: text(PHONE_MAX).describe(
      "a guest's: required, an optional +, then 6 to 20 digits, spaces, dashes or brackets starting with a digit",
    ),
    donor_email: text(EMAIL_MAX).describe("a guest's: required, an e-mail address"),
    donor_sid: text(20).describe("a guest's: required, an identity number"),
    ...receiptFields,
    comments: text(COMMENTS_MAX),
  })
  .strict();

const orderInfoResult = z.object({ offering_aid: aid });

/** The detail the receipt form (step 4) loads: the giving plus who may fill it. */
const givingFormDetail = givingDetail.extend({
  /** 1: a member's giving (variant 2 or 3 of tra_order_info_handle); 0: a guest's. */
  is_member_giving: z.literal([0, 1]),
});

/** docs/api-contract.md, payment and transaction calls. */
export const paymentSchemas = {
  /** Card: the hosted card page's form (action_url, data, mac, ksn). */
  do_tra_type_crdo: { request: paymentRequest, result: paymentForm },
  /** LINE Pay: a redirect_url to the provider's confirm page. */
  do_tra_type_linepay: { request: paymentRequest, result: redirectUrlResult },
  /** Virtual account: a post_url to the front end's transfer page. */
  do_tra_type_vacc: { request: paymentRequest, result: postUrlResult },
  /**
   * Card binding (type_aid 0): a bank form with no amount. docs/screens/giving.md sends no body; a recurring
   * order may send its `{ ach_aid, type_aid }` so the bound card pays that plan.
   */
  do_tra_type_cardlink: {
    request: eitherRecurring(emptyRequest),
    result: paymentForm,
  },
  /** Card binding from the member centre: the same form. */
  get_cardlink_form: { request: emptyRequest, result: paymentForm },

  get_tra_detail: { request: byOffering, result: givingDetail },
  get_tra_detail_form: { request: byOffering, result: givingFormDetail },
  get_tra_donor_info: { request: byOffering, result: donorInfo },
  vaccConfirm: {
    request: z.object({ order_info_aid: aid }).strict(),
    result: transferInfo,
  },

  /** Guest, card or LINE Pay giving. */
  tra_order_info_handle: { request: orderInfoRequest, result: orderInfoResult },
  /** Guest, transfer (VACC) giving. */
  tra_order_info_handle1: { request: orderInfoRequest, result: orderInfoResult },
  /** Member, card or LINE Pay giving: donor data comes from the member record. */
  tra_order_info_handle2: { request: orderInfoRequest, result: orderInfoResult },
  /** Member, transfer (VACC) giving: donor data comes from the member record. */
  tra_order_info_handle3: { request: orderInfoRequest, result: orderInfoResult },
} satisfies Record<string, CallSchema>;

export type OrderInfoRequest = z.input<typeof orderInfoRequest>;
export type PaymentRequest = z.input<typeof paymentRequest>;
