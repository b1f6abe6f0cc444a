import type { Settings } from '../core/settings';
import { computeMac, macMatches } from './mac';

export type GatewayOutcome = 'approved' | 'declined' | 'cancelled' | 'abnormal';

const RESULT_CODES: Record<GatewayOutcome, string> = {
  approved: '00',
  declined: '05',
  cancelled: 'CN',
  abnormal: '96',
};

// A MAC over the `data` string, as on the card form, so the backend can tell it came from the acquirer.
export interface GatewayNotice {
  ONO: string;
  MID: string;
  RC: string;
  RRN: string;
  LTD: string;
  LTT: string;
  AN: string;
  EXYM: string;
}

export interface SignedNotice {
  data: string;
  mac: string;
}

export const resultCode = (outcome: GatewayOutcome): string => RESULT_CODES[outcome];

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
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const record = parsed as Record<string, unknown>;
  const field = (name: keyof GatewayNotice): string | null =>
    typeof record[name] === 'string' ? record[name] : null;
  const notice = {
    ONO: field('ONO'),
    MID: field('MID'),
    RC: field('RC'),
    RRN: field('RRN'),
    LTD: field('LTD'),
    LTT: field('LTT'),
    AN: field('AN'),
    EXYM: field('EXYM'),
  };
  const complete = (value: typeof notice): value is GatewayNotice =>
    Object.values(value).every((item) => item !== null);
  if (!complete(notice)) return null;
  return notice.MID === settings.gateway.merchantId ? notice : null;
};
