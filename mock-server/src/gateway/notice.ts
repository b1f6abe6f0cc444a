import { z } from 'zod';
import type { Settings } from '../core/settings';
import type { GatewayTransactionRecord } from '../store/collections';
import { computeMac, macMatches, signedJson } from './mac';
import resultCodes from './result-codes.json';

/** The acquirer's result code of each outcome. */
export const RESULT_CODES = resultCodes;
export type GatewayOutcome = keyof typeof RESULT_CODES;

// A MAC over the `data` string, as on the card form, so the backend can tell it came from the acquirer.
const gatewayNotice = z.object({
  ONO: z.string(),
  MID: z.string(),
  RC: z.string(),
  RRN: z.string(),
  LTD: z.string(),
  LTT: z.string(),
  AN: z.string(),
  EXYM: z.string(),
});
export type GatewayNotice = z.output<typeof gatewayNotice>;

export type SignedNotice = NonNullable<GatewayTransactionRecord['notice']>;

export const outcomeOf = (rc: string): GatewayOutcome =>
  (Object.keys(RESULT_CODES) as GatewayOutcome[]).find((key) => RESULT_CODES[key] === rc) ??
  'abnormal';

export const signNotice = (notice: GatewayNotice, settings: Settings): SignedNotice => {
  const data = JSON.stringify(notice);
  return { data, mac: computeMac(data, settings.gateway.macKey) };
};

export const readNotice = (
  fields: { data?: unknown; mac?: unknown },
  settings: Settings,
): GatewayNotice | null => {
  const { data, mac } = fields;
  if (typeof data !== 'string' || typeof mac !== 'string' || data.length > 2000) return null;
  if (!macMatches(data, mac, settings.gateway.macKey)) return null;
  const notice = gatewayNotice.safeParse(signedJson(data)).data;
  return notice?.MID === settings.gateway.merchantId ? notice : null;
};
