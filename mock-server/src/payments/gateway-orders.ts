import { taipeiDateTime } from '@eoffering/shared/rules';
import { randomBytes } from 'node:crypto';
import type { PaymentForm } from '@eoffering/shared/contract';
import type { Settings } from '../core/settings';
import { cardPageForm, linePayUrl, orderData } from '../gateway/order-form';
import type { GatewayTransactionRecord, StoreShape } from '../store/collections';

/** Where the gateway sends the browser back to, and where it posts its notification. */
export const MERCHANT_PATH = '/gateway/merchant';

/**
 * The merchant return endpoint on `origin`, the allowed origin the payment started on, so the
 * browser comes back to the origin whose storage holds the donor's session (`request-origin.ts`).
 */
export const returnUrl = (origin: string, ono: string): string =>
  `${origin}${MERCHANT_PATH}/return/${ono}`;

/** A fresh order number: 'EO', Taipei time to the second, 6 random hex digits (E.SUN: ≤ 50 chars). */
const newOno = (data: StoreShape, now: Date): string => {
  const stamp = taipeiDateTime(now).replace(/\D/g, '');
  for (;;) {
    const ono = `EO${stamp}${randomBytes(3).toString('hex').toUpperCase()}`;
    if (!data.gateway_transactions.some((record) => record.ono === ono)) return ono;
  }
};

export type AttemptFields = Pick<
  GatewayTransactionRecord,
  'kind' | 'offering_aid' | 'amount' | 'member_id' | 'ach_aid'
>;

/** Records a payment attempt the gateway will hear about (use inside `store.update`). */
export const openAttempt = (
  data: StoreShape,
  fields: AttemptFields,
  now: Date,
): GatewayTransactionRecord => {
  const record: GatewayTransactionRecord = {
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

/** Card bindings (kinds 'cardlink' and 'ach') carry no amount (docs/api-contract.md). */
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

/** docs/api-contract.md payment form for the hosted card page. */
export const cardFormFor = (
  record: GatewayTransactionRecord,
  settings: Settings,
  origin: string,
): PaymentForm => cardPageForm(dataOf(record, settings, origin), settings);

/** docs/api-contract.md redirect_url of a LINE Pay order. */
export const linePayUrlFor = (
  record: GatewayTransactionRecord,
  settings: Settings,
  origin: string,
): string => linePayUrl(dataOf(record, settings, origin), settings);
