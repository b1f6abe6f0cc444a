import type { Purpose } from '../contract/catalogue';
import { orderDraft } from './order-store';

/** docs/api-contract.md: the per-method payment calls, `do_tra_type_crdo` and its siblings. */
export const isPaymentCall = (purpose: Purpose): boolean => purpose.startsWith('do_tra_type');

// randomUUID exists only in secure contexts (https, localhost); a LAN address in development is not one.
const randomKey = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
};

/**
 * The `Idempotency-Key` of the payment attempt that posts `body` (docs/security-model.md): kept in
 * the order draft, so a double click, a reload or Back from the gateway sends the same key and the
 * server answers the same pending giving; a changed order or method is a new attempt.
 */
export const paymentAttemptKey = (body: unknown): string =>
  orderDraft.attemptKey(JSON.stringify(body ?? {}), randomKey);

/** The header the API client adds: the attempt's key on payment calls, nothing on the others. */
export const paymentAttemptHeaders = (purpose: Purpose, body: unknown): Record<string, string> =>
  isPaymentCall(purpose) ? { 'Idempotency-Key': paymentAttemptKey(body) } : {};

/** A result page ends the payment attempt (a new order does too: it clears the whole draft). */
export const endPaymentAttempt = (): void => orderDraft.endPaymentAttempt();
