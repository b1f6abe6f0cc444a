import { z } from 'zod';
import type { Settings } from '../core/settings';
import { macMatches, signedJson } from './mac';
import type { Refusal } from './pages';

const gatewayOrder = z.object({
  ONO: z.string(),
  U: z.string(),
  MID: z.string(),
  /** Absent for a card binding (docs/api-contract.md). */
  TA: z
    .string()
    .regex(/^[1-9]\d{0,8}$/)
    .optional(),
  TID: z.string(),
});
export type GatewayOrder = z.output<typeof gatewayOrder>;

export type OrderCheck = { ok: true; order: GatewayOrder } | { ok: false; reason: Refusal };

const isText = (value: unknown): value is string => typeof value === 'string';

export const readOrderForm = (
  fields: { data?: unknown; mac?: unknown; ksn?: unknown },
  settings: Settings,
  requireKsn: boolean,
): OrderCheck => {
  const { data, mac, ksn } = fields;
  if (!isText(data) || !isText(mac) || data.length > 2000 || mac.length > 128) {
    return { ok: false, reason: 'incomplete' };
  }
  if (requireKsn && ksn !== '1') return { ok: false, reason: 'ksn' };
  if (!macMatches(data, mac, settings.gateway.macKey)) return { ok: false, reason: 'mac' };
  const parsed = gatewayOrder.safeParse(signedJson(data));
  if (!parsed.success) return { ok: false, reason: 'unreadable' };
  const order = parsed.data;
  if (order.MID !== settings.gateway.merchantId || order.TID !== settings.gateway.terminalId) {
    return { ok: false, reason: 'merchant' };
  }
  return { ok: true, order };
};
