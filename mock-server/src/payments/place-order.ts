import { createHash } from 'node:crypto';
import { coverFeeOf, perPeriodTotal, taipeiDateTime } from '@eoffering/shared/rules';
import { conflict, ownedBy, ruleBroken } from '../core/errors';
import { signedInMember, type BodyOf, type RpcContext } from '../core/rpc';
import { takeId, recordOf } from '../core/store';
import { newGiving } from '../givings/new-giving';
import type {
  GatewayTransactionRecord,
  GivingRecord,
  PaymentTypeRecord,
  StoreShape,
} from '../store/collections';
import { openAttempt } from './gateway-orders';
import { priceLines } from './price-lines';
import { openTransfer } from './transfer';

export type MethodPurpose = PaymentTypeRecord['purpose'];

export type OneOffOrder = Exclude<BodyOf<'do_tra_type_vacc'>, { ach_aid: number }>;

const REUSE_WINDOW_MS = 15 * 60 * 1000;

const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

const methodOf = (
  data: StoreShape,
  purpose: MethodPurpose,
  typeAid: number,
  recurring: boolean,
): PaymentTypeRecord => {
  const type = recordOf(data, 'payment_types', typeAid);
  if (!type || type.purpose !== purpose || !(recurring ? type.for_ach : type.for_once)) {
    throw ruleBroken(
      recurring
        ? 'this payment method is not available for recurring giving'
        : 'this payment method is not available for this giving',
    );
  }
  return type;
};

// Taken only when it is the cost the donor confirmed (docs/api-contract.md, 'Covering the fee').
const coveredFee = (type: PaymentTypeRecord, gift: number, asked: number): number => {
  if (asked === 0) return 0;
  const cost = coverFeeOf(type, gift);
  if (cost === null) throw ruleBroken('this payment method has no fee to cover');
  if (asked !== cost) throw ruleBroken(`the fee is not this payment method's cost (NT$ ${cost})`);
  return cost;
};

const openAttemptOf = (
  data: StoreShape,
  match: (record: GatewayTransactionRecord) => boolean,
): GatewayTransactionRecord | undefined =>
  data.gateway_transactions.find(
    (record) => match(record) && record.state === 'open' && record.notified_at === null,
  );

export interface PlacedGiving {
  giving: GivingRecord;
  attempt: GatewayTransactionRecord | null;
  replayed: boolean;
}

/** The key scoped to its caller, so members' keys never meet, and the priced order. */
const idempotencyOf = (ctx: RpcContext, order: unknown[]): GivingRecord['idempotency'] =>
  ctx.idempotencyKey === null
    ? undefined
    : {
        key: sha256(JSON.stringify([ctx.member?.member_id ?? null, ctx.idempotencyKey])),
        request: sha256(JSON.stringify(order)),
      };

// docs/api-contract.md, 'Idempotency-Key': a giving no longer waiting is refused, as its answer
// would start a payment that is over.
const sameKeyGiving = (
  data: StoreShape,
  ctx: RpcContext,
  { key, request }: NonNullable<GivingRecord['idempotency']>,
): PlacedGiving | null => {
  const since = taipeiDateTime(new Date(ctx.now().getTime() - REUSE_WINDOW_MS));
  const giving = data.givings.find(
    (candidate) => candidate.idempotency?.key === key && candidate.offering_build_datetime >= since,
  );
  if (!giving) return null;
  if (giving.idempotency?.request !== request) {
    throw conflict('this Idempotency-Key was used for another order');
  }
  const attempt = openAttemptOf(data, (record) => record.offering_aid === giving.offering_aid);
  const transfer = recordOf(data, 'order_infos', giving.order_info_aid);
  const waiting = giving.pay_method === 'VACC' ? transfer?.received_at === null : !!attempt;
  if (giving.status !== 5 || !waiting) throw conflict('this order has already been processed');
  return { giving, attempt: attempt ?? null, replayed: true };
};

export const placeOneOff = (
  data: StoreShape,
  ctx: RpcContext,
  purpose: MethodPurpose,
  order: OneOffOrder,
): PlacedGiving => {
  const now = ctx.now();
  const type = methodOf(data, purpose, order.type_aid, false);
  const priced = priceLines(data, order.project_aid, order.item_package, { recurring: false });
  const fee = coveredFee(type, priced.amount, order.fee_amount ?? 0);
  const lines = [...priced.item_package].sort((a, b) => a.item_aid - b.item_aid);
  const amounts = lines.map((line) => [line.item_aid, line.package_amount]);
  const idempotency = idempotencyOf(ctx, [purpose, order.project_aid, amounts, type.type_aid, fee]);
  const earlier = idempotency && sameKeyGiving(data, ctx, idempotency);
  if (earlier) return earlier;

  const giving = newGiving({
    offering_aid: takeId(data, 'givings'),
    project_aid: priced.project.project_aid,
    member_id: ctx.member?.member_id ?? null,
    offering_build_datetime: taipeiDateTime(now),
    item_package: priced.item_package,
    pay_method: type.pay_method,
    type_aid: type.type_aid,
    idempotency,
    ...(fee > 0 ? { amount: priced.amount + fee, fee_amount: fee } : {}),
  });
  data.givings.push(giving);
  if (type.pay_method === 'VACC') {
    openTransfer(data, giving, ctx.member, now);
    return { giving, attempt: null, replayed: false };
  }
  const attempt = openAttempt(data, now, {
    kind: type.pay_method === 'LINEPAY' ? 'linepay' : 'card',
    offering_aid: giving.offering_aid,
    amount: giving.amount,
    member_id: giving.member_id,
  });
  return { giving, attempt, replayed: false };
};

export const cardOnlyForRecurring = () =>
  ruleBroken('recurring giving is paid by credit card only');

// No amount: setting up charges nothing (docs/screens/giving.md).
export const placeRecurring = (
  data: StoreShape,
  ctx: RpcContext,
  purpose: 'do_tra_type_crdo' | 'do_tra_type_cardlink',
  order: { ach_aid: number; type_aid: number },
): GatewayTransactionRecord => {
  const memberId = signedInMember(ctx).member_id;
  const plan = ownedBy(recordOf(data, 'ach_plans', order.ach_aid), memberId);
  methodOf(data, purpose, order.type_aid, true);
  const reuse = openAttemptOf(
    data,
    (record) => record.kind === 'ach' && record.ach_aid === plan.ach_aid,
  );
  if (reuse) return reuse;
  if (plan.status !== 6) throw conflict('this recurring giving setting has already been processed');
  return openAttempt(data, ctx.now(), {
    kind: 'ach',
    amount: perPeriodTotal(plan.item_package),
    member_id: memberId,
    ach_aid: plan.ach_aid,
  });
};
