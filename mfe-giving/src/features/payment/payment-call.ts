import { APP_BASE_PATH, ROUTES, type OrderDraft, type RuntimeConfig } from '@eoffering/shared';
import type { PayMethod, PaymentType, RequestOf } from '@eoffering/shared/contract';

/** docs/api-contract.md: the per-method payment calls, and the pay_method of the giving each one creates. */
export const PAY_METHOD_OF = {
  do_tra_type_crdo: 'CREDIT',
  do_tra_type_linepay: 'LINEPAY',
  do_tra_type_vacc: 'VACC',
  do_tra_type_cardlink: 'CREDIT',
} as const satisfies Record<string, PayMethod>;

export type PaymentPurpose = keyof typeof PAY_METHOD_OF;
const PAYMENT_PURPOSES = Object.keys(PAY_METHOD_OF) as PaymentPurpose[];

/** docs/api-contract.md: type_aid 0 binds a card instead of paying. */
export const CARD_BINDING_TYPE = 0;

/**
 * docs/api-contract.md: a method's type_action is the configured path of its call (config.json `api`), so the
 * call is the payment purpose with that path. Null for a path that is no payment call: such a
 * method cannot be paid with and is not offered.
 */
export const paymentPurposeOf = (
  typeAction: string,
  config: Pick<RuntimeConfig, 'api' | 'apiBaseUrl'>,
): PaymentPurpose | null =>
  PAYMENT_PURPOSES.find(
    (purpose) =>
      config.api[purpose] === typeAction ||
      `${config.apiBaseUrl}${config.api[purpose]}` === typeAction,
  ) ?? null;

export interface PaymentMethod {
  type: PaymentType;
  purpose: PaymentPurpose;
}

/** docs/screens/giving.md: the project's methods in type_display_no order, each with the call it is paid by. */
export const paymentMethods = (
  types: readonly PaymentType[],
  config: Pick<RuntimeConfig, 'api' | 'apiBaseUrl'>,
): PaymentMethod[] =>
  [...types]
    .sort((a, b) => a.type_display_no - b.type_display_no)
    .flatMap((type) => {
      const purpose = paymentPurposeOf(type.type_action, config);
      return purpose ? [{ type, purpose }] : [];
    });

/** A recurring order posts only {ach_aid, type_aid} to any method's call (docs/screens/giving.md). */
const recurringBody = (draft: OrderDraft, typeAid: number) => ({
  ach_aid: draft.ach_aid,
  type_aid: typeAid,
});

/**
 * docs/screens/giving.md, docs/api-contract.md: a one-off order posts {project_aid, item_package, type_aid,
 * currency}, and `fee_amount` when the donor covers the method's cost ('Covering the fee').
 */
export const orderBody = (
  draft: OrderDraft,
  typeAid: number,
  fee = 0,
): RequestOf<'do_tra_type_crdo'> =>
  draft.if_ach === 1
    ? recurringBody(draft, typeAid)
    : {
        project_aid: draft.project_aid,
        item_package: draft.item_package,
        type_aid: typeAid,
        currency: draft.currency,
        ...(fee > 0 ? { fee_amount: fee } : {}),
      };

/** docs/screens/giving.md: card binding calls its path without a body (a recurring order: the plan's two ids). */
export const cardBindingBody = (
  draft: OrderDraft,
  typeAid: number,
): RequestOf<'do_tra_type_cardlink'> => (draft.if_ach === 1 ? recurringBody(draft, typeAid) : {});

/**
 * The transfer-info id a virtual-account answer sends the donor to (its post_url is the app's
 * transfer page), kept in the draft for the receipt form's Back (docs/screens/giving.md); 0 for any other URL.
 */
export const transferInfoAidOf = (postUrl: string | undefined, origin: string): number => {
  if (postUrl === undefined) return 0;
  let url: URL;
  try {
    url = new URL(postUrl, origin);
  } catch {
    return 0;
  }
  const last = url.pathname.split('/').pop() ?? '';
  if (!/^[1-9]\d*$/.test(last)) return 0;
  const aid = Number(last);
  const transferPage = `${APP_BASE_PATH}${ROUTES.transferInfo.build({ orderInfoAid: aid })}`;
  return url.origin === origin && url.pathname === transferPage ? aid : 0;
};
