import { taipeiDateTime } from '@eoffering/shared/rules';
import { randomBytes } from 'node:crypto';
import type { PaymentForm } from '@eoffering/shared/contract';
import type { RpcContext } from '../core/rpc';
import { computeMac } from '../gateway/mac';
import type { GatewayOrder } from '../gateway/order-form';
import type { GatewayTransactionRecord, StoreShape } from '../store/collections';

export const MERCHANT_PATH = '/gateway/merchant';

/** The gateway's origin, and the one the donor came in on, which the gateway sends them back to. */
type OrderOrigin = Pick<RpcContext, 'settings' | 'origin'>;

// E.SUN takes at most 50 characters.
const newOno = (data: StoreShape, now: Date): string => {
  const stamp = taipeiDateTime(now).replace(/\D/g, '');
  for (;;) {
    const ono = `EO${stamp}${randomBytes(3).toString('hex').toUpperCase()}`;
    if (!data.gateway_transactions.some((record) => record.ono === ono)) return ono;
  }
};

/** A giving's attempt names no plan, a plan's no giving, a card binding neither. */
export type AttemptFields = Pick<GatewayTransactionRecord, 'kind' | 'amount' | 'member_id'> &
  Partial<Pick<GatewayTransactionRecord, 'offering_aid' | 'ach_aid'>>;

export const openAttempt = (
  data: StoreShape,
  now: Date,
  fields: AttemptFields,
): GatewayTransactionRecord => {
  const record: GatewayTransactionRecord = {
    offering_aid: 0,
    ach_aid: 0,
    ...fields,
    ono: newOno(data, now),
    state: 'open',
    notified_at: null,
    created_at: taipeiDateTime(now),
    cardlink_aid: 0,
    decided_at: null,
    notice: null,
  };
  data.gateway_transactions.push(record);
  return record;
};

// The MAC covers this exact string, key order too; bindings carry no amount (docs/api-contract.md).
const signedOrder = (record: GatewayTransactionRecord, ctx: OrderOrigin) => {
  const { merchantId, terminalId, macKey } = ctx.settings.gateway;
  const order: GatewayOrder = {
    ONO: record.ono,
    U: `${ctx.origin}${MERCHANT_PATH}/return/${record.ono}`,
    MID: merchantId,
    ...(record.kind === 'card' || record.kind === 'linepay' ? { TA: String(record.amount) } : {}),
    TID: terminalId,
  };
  const data = JSON.stringify(order);
  return { data, mac: computeMac(data, macKey) };
};

export const cardFormFor = (record: GatewayTransactionRecord, ctx: OrderOrigin): PaymentForm => ({
  action_url: `${ctx.settings.gateway.origin}/gateway/card`,
  ...signedOrder(record, ctx),
  ksn: '1',
});

export const linePayUrlFor = (record: GatewayTransactionRecord, ctx: OrderOrigin): string => {
  const query = new URLSearchParams(signedOrder(record, ctx));
  return `${ctx.settings.gateway.origin}/gateway/linepay?${query.toString()}`;
};
