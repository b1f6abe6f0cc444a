import { useTranslation } from '@eoffering/shared';
import { FLOWS_NS } from './flow-strings';

/**
 * The texts the backend writes itself and a page shows (docs/decisions.md, backend texts in the
 * page's language): a giving's remark (tra_result) from the gateway or the backend's own runs, the
 * remark the backend stores for an anonymous giving, and the refusals of business rules. Each key
 * under `backend.` in the flows' strings lists the texts the backend may send for it, in either
 * language; the page shows the key's text in its own language.
 */
const CATALOGUE: Readonly<Record<string, readonly string[]>> = {
  'backend.remark.processing': ['processing', '處理中'],
  'backend.remark.cardDeclined': ['card declined', '刷卡失敗'],
  'backend.remark.cancelledByDonor': ['cancelled by the donor', '奉獻人已取消'],
  'backend.remark.abnormal': ['abnormal', '異常'],
  'backend.remark.issuerDeclined': ['Transaction failed: the card issuer declined the payment'],
  'backend.remark.cancelledByHolder': ['Transaction canceled by the card holder'],
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
  'backend.refusal.tooManyGivings': [
    'too many givings from this address, please try again in an hour',
  ],
};

/** The backend's texts compared without case or surrounding spaces. */
const normalise = (text: string): string => text.trim().toLowerCase();

const KEY_OF_TEXT: ReadonlyMap<string, string> = new Map(
  Object.entries(CATALOGUE).flatMap(([key, texts]) => texts.map((text) => [normalise(text), key])),
);

/** The catalogue key of a text the backend writes, or null for a text it does not know. */
export const backendTextKey = (text: string): string | null =>
  KEY_OF_TEXT.get(normalise(text)) ?? null;

/** What a page shows for a backend text it does not know; `generic` is a text already translated. */
export type UnknownBackendText = 'generic' | { shown: string };

/**
 * A backend text in the page's language: a known one as the catalogue says, an empty one as
 * nothing, and an unknown one as the generic message (never the backend's words, which may be in
 * the other language) or as the caller's own translated fallback.
 */
export const useBackendText = () => {
  const { t } = useTranslation(FLOWS_NS);
  return (text: string, unknown: UnknownBackendText = 'generic'): string => {
    if (text.trim() === '') return '';
    const key = backendTextKey(text);
    if (key) return t(key);
    return unknown === 'generic' ? t('backend.unknown') : unknown.shown;
  };
};
