import { taipeiDateTime } from '@eoffering/shared/rules';
import { randomBytes } from 'node:crypto';
import type { PaymentForm } from '@eoffering/shared/contract';
import type { Settings } from '../core/settings';
import { cardPageForm, linePayUrl, orderData } from '../gateway/order-form';
import type { GatewayTransactionRecord, StoreShape } from '../store/collections';

export const MERCHANT_PATH = '/gateway/merchant';

export const returnUrl = (origin: string, ono: string): string =>
  `${origin}${MERCHANT_PATH}/return/${ono}`;

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
  fields: AttemptFields,
  now: Date,
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

// Card bindings carry no amount (docs/api-contract.md).
const chargesAmount = (record: GatewayTransactionRecord): boolean =>
  record.kind === 'card' || record.kind === 'linepay';

const dataOf = (record: GatewayTransactionRecord, settings: Settings, origin: string): string =>
  orderData(
    {
      ono: record.ono,
      returnUrl: returnUrl(origin, record.ono),
      amount: chargesAmount(record) ? record.amount : null,
    },
    settings,
  );

export const cardFormFor = (
  record: GatewayTransactionRecord,
  settings: Settings,
  origin: string,
): PaymentForm => cardPageForm(dataOf(record, settings, origin), settings);

export const linePayUrlFor = (
  record: GatewayTransactionRecord,
  settings: Settings,
  origin: string,
): string => linePayUrl(dataOf(record, settings, origin), settings);
