import type { ItemPackageLine, PayMethod } from '../contract';
import { orderRoute } from '../routes/route-table';
import { isRecord } from '../rules/validation/json-shape';

/** docs/screens/giving.md: local storage key of the order draft. */
export const ORDER_KEY = 'orderObject';

/** docs/screens/giving.md: the three ways to start an order (also the path segment of its route). */
export const ORDER_VIEWS = ['express', 'normal', 'recurring_records'] as const;
export type OrderView = (typeof ORDER_VIEWS)[number];

/**
 * Beyond docs/api-contract.md: the payment attempt in progress, so a double click, a reload or Back from the
 * gateway posts the same `Idempotency-Key` (docs/security-model.md: at most one pending giving per
 * attempt). `body` is the payment body the key was made for: another body is another attempt.
 */
export interface PaymentAttempt {
  key: string;
  body: string;
}

/** docs/api-contract.md, order draft: what the flow carries between its steps and across reloads. */
export interface OrderDraft {
  project_aid: number;
  offering_aid: number;
  /** 0 until paid; the dedicated account number for a transfer. */
  transaction_id: number | string;
  offering_build_datetime: string;
  item_package: ItemPackageLine[];
  /** Always the sum of `item_package` amounts. */
  amount: number;
  /** The chosen payment type; -1 before one is chosen (0 is card binding). */
  type_aid: number;
  currency: 'TWD';
  pay_method: PayMethod | '';
  /** docs/screens/giving.md giving status; -1 before there is a giving. */
  status: number;
  tra_result: string;
  /** True for a draft nobody has saved yet. */
  init: boolean;
  view: OrderView | '';
  if_ach: 0 | 1;
  ach_aid: number;
  /** First debit date of a recurring order, `YYYY-MM-DD`. */
  next_date: string;
  /** Transfer info record of a virtual-account giving; 0 when there is none (docs/screens/giving.md, receipt form back). */
  order_info_aid: number;
  /** Null between attempts: before the first payment call, and once a result page ended it. */
  payment_attempt: PaymentAttempt | null;
}

/** docs/api-contract.md defaults: transaction_id 0, currency TWD, status -1. */
export const emptyOrderDraft = (): OrderDraft => ({
  project_aid: 0,
  offering_aid: 0,
  transaction_id: 0,
  offering_build_datetime: '',
  item_package: [],
  amount: 0,
  type_aid: -1,
  currency: 'TWD',
  pay_method: '',
  status: -1,
  tra_result: '',
  init: true,
  view: '',
  if_ach: 0,
  ach_aid: 0,
  next_date: '',
  order_info_aid: 0,
  payment_attempt: null,
});

/** docs/api-contract.md: the amount of an order is the sum of its package amounts. */
export const orderTotal = (lines: readonly Pick<ItemPackageLine, 'package_amount'>[]): number =>
  lines.reduce((sum, line) => sum + line.package_amount, 0);

const isLine = (value: unknown): value is ItemPackageLine =>
  isRecord(value) &&
  typeof value.item_aid === 'number' &&
  typeof value.item_name === 'string' &&
  typeof value.package_amount === 'number';

// A UUID, or the 32 hex digits of the fallback for insecure contexts (payment-attempt.ts).
const ATTEMPT_KEY = /^[0-9a-f-]{32,36}$/i;

const isAttempt = (value: unknown): value is PaymentAttempt =>
  isRecord(value) &&
  typeof value.key === 'string' &&
  ATTEMPT_KEY.test(value.key) &&
  typeof value.body === 'string';

const PAY_METHODS: readonly string[] = ['CREDIT', 'LINEPAY', 'VACC', 'CASH', ''];

/**
 * A draft from untrusted storage: each field kept only when it has the right type, others take
 * their default, so an old or edited `orderObject` never breaks a page.
 */
export const parseOrderDraft = (raw: string | null): OrderDraft => {
  const draft = emptyOrderDraft();
  if (!raw) return draft;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return draft;
  }
  if (!isRecord(stored)) return draft;
  const number = (key: keyof OrderDraft): number | undefined =>
    typeof stored[key] === 'number' && Number.isFinite(stored[key]) ? stored[key] : undefined;
  const text = (key: keyof OrderDraft): string | undefined =>
    typeof stored[key] === 'string' ? stored[key] : undefined;
  const lines = Array.isArray(stored.item_package)
    ? stored.item_package.filter(isLine)
    : draft.item_package;
  const view = text('view');
  const payMethod = text('pay_method');
  return {
    project_aid: number('project_aid') ?? draft.project_aid,
    offering_aid: number('offering_aid') ?? draft.offering_aid,
    transaction_id: number('transaction_id') ?? text('transaction_id') ?? draft.transaction_id,
    offering_build_datetime: text('offering_build_datetime') ?? draft.offering_build_datetime,
    item_package: lines,
    amount: orderTotal(lines),
    type_aid: number('type_aid') ?? draft.type_aid,
    currency: 'TWD',
    pay_method:
      payMethod !== undefined && PAY_METHODS.includes(payMethod)
        ? (payMethod as PayMethod | '')
        : '',
    status: number('status') ?? draft.status,
    tra_result: text('tra_result') ?? draft.tra_result,
    init: typeof stored.init === 'boolean' ? stored.init : draft.init,
    view: (ORDER_VIEWS as readonly string[]).includes(view ?? '') ? (view as OrderView) : '',
    if_ach: stored.if_ach === 1 ? 1 : 0,
    ach_aid: number('ach_aid') ?? draft.ach_aid,
    next_date: text('next_date') ?? draft.next_date,
    order_info_aid: number('order_info_aid') ?? draft.order_info_aid,
    payment_attempt: isAttempt(stored.payment_attempt)
      ? { key: stored.payment_attempt.key, body: stored.payment_attempt.body }
      : null,
  };
};

/**
 * docs/screens/giving.md, start-giving target: back to the saved view when the saved order is for this project and
 * has one; otherwise normal giving for a member, express giving for a guest.
 */
export const startGivingTarget = (
  projectAid: number,
  draft: OrderDraft,
  signedIn: boolean,
): string => {
  const view: OrderView =
    draft.project_aid === projectAid && draft.view !== ''
      ? draft.view
      : signedIn
        ? 'normal'
        : 'express';
  return orderRoute(view).build({ projectAid });
};
