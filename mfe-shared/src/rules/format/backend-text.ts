/**
 * The texts the backend writes itself and a page shows (docs/decisions.md, backend texts in the
 * page's language): a giving's remark (tra_result) from the gateway or the backend's own runs, the
 * remark the backend stores for an anonymous giving, the refusals of business rules and the
 * server texts of the HTTP failure dialogs. Each key under `backend.` (src/locales/backend/) lists
 * the texts the backend may send for it, in either language; the page shows the key's text in its
 * own language. Pure, so the flows' parts and the core's failure dialogs share this one table.
 */
const CATALOGUE: Readonly<Record<string, ReadonlyArray<string | RegExp>>> = {
  'backend.remark.processing': ['processing', '處理中'],
  'backend.remark.cardDeclined': ['card declined', '刷卡失敗'],
  'backend.remark.cancelledByDonor': ['cancelled by the donor', '奉獻人已取消'],
  'backend.remark.abnormal': ['abnormal', '異常'],
  'backend.remark.issuerDeclined': ['Transaction failed: the card issuer declined the payment'],
  'backend.remark.cancelledByHolder': ['Transaction canceled by the card holder'],
  'backend.remark.linePayDeclined': ['Transaction failed: LINE Pay declined the payment'],
  'backend.remark.linePayCancelled': ['Transaction canceled in LINE Pay'],
  'backend.remark.gatewayAbnormal': [
    'Transaction error: the payment gateway reported an abnormal result',
  ],
  'backend.remark.savedCardUnusable': [
    'Transaction failed: the saved card has expired or was removed',
  ],
  'backend.remark.transferOverdue': ['transfer not received by the deadline'],
  'backend.comment.anonymous': ['anonymous giving', '匿名奉獻'],
  'backend.refusal.noData': ['no data', '查無資料'],
  'backend.refusal.duplicate': ['cannot add duplicate data'],
  'backend.refusal.settingAbnormal': ['setting data abnormal'],
  'backend.refusal.editWindowClosed': [
    'update failed: this giving can no longer be edited (only successful givings, until the 4th of the following month, before a receipt is issued or printed)',
  ],
  'backend.refusal.itemsTransferOnly': [
    'modification error: items can be changed only for bank transfer givings',
  ],
  'backend.refusal.identityOnFile': [
    'an identity number is already on file; change it on the main website',
  ],
  'backend.refusal.identityTaken': ['this identity number is on file for another member'],
  'backend.refusal.identityNeeded': [
    'please add your identity number (member centre, personal data) before setting up recurring giving',
  ],
  'backend.refusal.settingNotActive': ['this recurring giving setting is not active'],
  'backend.refusal.settingProcessed': ['this recurring giving setting has already been processed'],
  'backend.refusal.settingLocked': ['this setting cannot be changed online'],
  'backend.refusal.chooseItem': ['item_package: choose at least one item'],
  'backend.refusal.anonymousNoReceipt': ['an anonymous giving has no receipt'],
  'backend.refusal.changedWhileMade': [
    'the giving changed while the receipt was made; please try again',
    'the receipt details changed while the receipt was made; please try again',
    'the receipt data changed while the receipt was made; please try again',
  ],
  'backend.refusal.tooManyLookups': ['too many failed lookups, please try again in 15 minutes'],
  'backend.refusal.tooManyLogins': [
    'too many failed sign-in attempts, please try again in 15 minutes',
  ],
  'backend.refusal.tooManyGivings': [
    'too many givings from this address, please try again in an hour',
  ],
  'backend.refusal.frequency': ['frequency must be every 1, 2 or 3 months'],
  'backend.refusal.paymentDay': ['payment day must be between 1 and 28'],
  'backend.refusal.periodsMissing': ['please enter periods'],
  'backend.refusal.periodsMin': ['total periods cannot be lower than 2'],
  'backend.refusal.periodsMax': ['total periods cannot be higher than 100'],
  'backend.refusal.cardExpiresFirst': [
    'this card expires before the first debit; please choose or bind another card',
  ],
  'backend.refusal.endOnlyAtExpiry': [
    "the end of a recurring giving setting can only be moved to its card's expiry, or set to 0 to terminate it",
  ],
  'backend.refusal.expiresBeforeNextDebit': [
    'the card expires before the next debit; please terminate this setting instead',
  ],
  'backend.refusal.methodNotForRecurring': [
    'this payment method is not available for recurring giving',
  ],
  'backend.refusal.methodNotForGiving': ['this payment method is not available for this giving'],
  'backend.refusal.cardPaysPlan': [
    /^This card pays recurring giving setting #(?<number>\d+), so it cannot be removed\./i,
  ],
  'backend.refusal.titlesLimit': [/^at most (?<max>\d+) saved titles$/i],
  'backend.refusal.itemsTotal': [
    /^modification error: the items must add up to the original total of NT\$ (?<total>\d+) \(now NT\$ (?<now>\d+)\)$/i,
  ],
  'backend.refusal.itemMinimum': [/^(?<item>.+): Minimum amount: NT\$ (?<amount>\d+)$/i],
  'backend.refusal.itemMaximum': [/^(?<item>.+): Maximum amount: NT\$ (?<amount>\d+)$/i],
  'backend.refusal.planChangesOff': ['recurring plans cannot be changed online'],
  'backend.refusal.planWindowClosed': [
    /^changes close before a debit; change this plan from (?<reopens>[\d-]+), for the debit of (?<effective>[\d-]+)$/i,
  ],
  'backend.refusal.planCardExpires': [
    'this card expires before the last debit of the plan; please choose another card',
  ],
  'backend.refusal.planPauseMonth': [
    'paused_until: choose a month within a year after the next debit',
  ],
  'backend.refusal.planNotPaused': ['this recurring giving setting is not paused'],
  'backend.refusal.planPausedNoSkip': ['a paused setting cannot skip a debit; resume it first'],
  'backend.refusal.planSameValue': ['this is already the plan’s setting'],
  'backend.http.offeringMismatch': ['offering data does not match'],
  'backend.http.forbiddenLogin': ['Forbidden, please login again'],
  'backend.http.permissionDenied': ['Permission denied'],
  'backend.http.internalServerError': ['Internal Server Error'],
};

/** The backend's texts compared without case or surrounding spaces. */
const normalise = (text: string): string => text.trim().toLowerCase();

const KEY_OF_TEXT: ReadonlyMap<string, string> = new Map(
  Object.entries(CATALOGUE).flatMap(([key, texts]) =>
    texts.flatMap((text) => (typeof text === 'string' ? [[normalise(text), key] as const] : [])),
  ),
);

/** Texts the backend writes with values in them (a number, an amount), with those values named. */
const PATTERNS: ReadonlyArray<readonly [RegExp, string]> = Object.entries(CATALOGUE).flatMap(
  ([key, texts]) =>
    texts.flatMap((text) => (typeof text === 'string' ? [] : [[text, key] as const])),
);

/** A known backend text: its catalogue key and the values it carries. */
export interface KnownBackendText {
  key: string;
  values: Record<string, string>;
}

/** The catalogue entry of a text the backend writes, or null for a text it does not know. */
export const knownBackendText = (text: string): KnownBackendText | null => {
  const key = KEY_OF_TEXT.get(normalise(text));
  if (key) return { key, values: {} };
  for (const [pattern, patternKey] of PATTERNS) {
    const match = pattern.exec(text.trim());
    if (match) return { key: patternKey, values: { ...match.groups } };
  }
  return null;
};

/** What a page shows for a backend text it does not know; `generic` is a text already translated. */
export type UnknownBackendText = 'generic' | { shown: string };

/** A translation of the page's language (i18next's `t`, the `backend.` keys within its reach). */
export type TranslateBackend = (key: string, values?: Record<string, string>) => string;

/**
 * A backend text in the page's language: a known one as the catalogue says; an unknown or empty
 * one as the caller's own fallback when it gives one, else an unknown one as the generic message
 * (never the backend's words, which may be in the other language) and an empty one as nothing.
 */
export const backendTextIn = (
  t: TranslateBackend,
  text: string,
  unknown: UnknownBackendText = 'generic',
): string => {
  const known = knownBackendText(text);
  if (known) return t(known.key, known.values);
  if (unknown !== 'generic') return unknown.shown;
  return text.trim() === '' ? '' : t('backend.unknown');
};
