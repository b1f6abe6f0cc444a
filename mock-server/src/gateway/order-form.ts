import type { PaymentForm } from '@eoffering/shared/contract';
import type { Settings } from '../core/settings';
import { computeMac, macMatches } from './mac';

/** The order a merchant hands to the hosted card page, as E.SUN's `data` field names it. */
export interface GatewayOrder {
  /** Order number, unique per attempt. */
  ONO: string;
  /** Where the page sends the browser back to (the merchant's return endpoint). */
  U: string;
  MID: string;
  /** Amount in whole NT$, as text; absent for a card binding (docs/api-contract.md: a form with no amount). */
  TA?: string;
  TID: string;
}

/** The simulator's hosted card page (the form's action_url). */
export const CARD_PAGE_PATH = '/gateway/card';
/** The simulator's LINE Pay-style confirm page (a redirect_url). */
export const LINEPAY_PAGE_PATH = '/gateway/linepay';

/**
 * The merchant's order as the gateway's `data` string. Key order is fixed (ONO, U, MID, TA, TID)
 * because the MAC is taken over this exact string.
 */
export const orderData = (
  order: { ono: string; returnUrl: string; amount: number | null },
  settings: Settings,
): string => {
  const { merchantId, terminalId } = settings.gateway;
  const payload: GatewayOrder =
    order.amount === null
      ? { ONO: order.ono, U: order.returnUrl, MID: merchantId, TID: terminalId }
      : {
          ONO: order.ono,
          U: order.returnUrl,
          MID: merchantId,
          TA: String(order.amount),
          TID: terminalId,
        };
  return JSON.stringify(payload);
};

/** docs/api-contract.md payment form data for the hosted card page: action_url, data, mac, ksn ('1'). */
export const cardPageForm = (data: string, settings: Settings): PaymentForm => ({
  action_url: `${settings.gateway.origin}${CARD_PAGE_PATH}`,
  data,
  mac: computeMac(data, settings.gateway.macKey),
  ksn: '1',
});

/** A LINE Pay-style redirect_url: the signed order travels in the query string. */
export const linePayUrl = (data: string, settings: Settings): string => {
  const query = new URLSearchParams({ data, mac: computeMac(data, settings.gateway.macKey) });
  return `${settings.gateway.origin}${LINEPAY_PAGE_PATH}?${query.toString()}`;
};

export type OrderCheck = { ok: true; order: GatewayOrder } | { ok: false; reason: string };

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * What the hosted page does with a posted form before showing anything: the MAC must match the
 * exact data string (changed data or amount is refused), and the order must be
 * for this merchant and terminal.
 */
export const readOrderForm = (
  fields: { data?: unknown; mac?: unknown; ksn?: unknown },
  settings: Settings,
  options: { requireKsn: boolean } = { requireKsn: true },
): OrderCheck => {
  const { data, mac, ksn } = fields;
  if (!isText(data) || !isText(mac) || data.length > 2000 || mac.length > 128) {
    return { ok: false, reason: 'The payment request is incomplete.' };
  }
  if (options.requireKsn && ksn !== '1') {
    return { ok: false, reason: 'Unknown key serial number (ksn).' };
  }
  if (!macMatches(data, mac, settings.gateway.macKey)) {
    return { ok: false, reason: 'The payment request failed its integrity check (MAC).' };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return { ok: false, reason: 'The payment request is not readable.' };
  }
  const order = parsed as Partial<Record<keyof GatewayOrder, unknown>>;
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    !isText(order.ONO) ||
    !isText(order.U) ||
    !isText(order.MID) ||
    !isText(order.TID) ||
    (order.TA !== undefined && (!isText(order.TA) || !/^[1-9]\d{0,8}$/.test(order.TA)))
  ) {
    return { ok: false, reason: 'The payment request is not readable.' };
  }
  if (order.MID !== settings.gateway.merchantId || order.TID !== settings.gateway.terminalId) {
    return { ok: false, reason: 'Unknown merchant or terminal.' };
  }
  return {
    ok: true,
    order: {
      ONO: order.ONO,
      U: order.U,
      MID: order.MID,
      TID: order.TID,
      ...(order.TA === undefined ? {} : { TA: order.TA }),
    },
  };
};
