import type { GivingDetail, ItemPackageLine } from '@eoffering/shared/contract';
import { GIVING_STATUS, holdsShape, type Shape } from '@eoffering/shared/rules';

/** Local storage key of the last result the backend gave (docs/screens/giving.md, result page). */
export const RESULT_CACHE_KEY = 'offeringResult';

/** docs/screens/giving.md: statuses after which a giving's payment no longer changes. */
const FINAL_STATUSES: readonly number[] = [
  GIVING_STATUS.success,
  GIVING_STATUS.failed,
  GIVING_STATUS.cancelled,
  GIVING_STATUS.abnormal,
];

export const isFinalStatus = (status: number): boolean => FINAL_STATUSES.includes(status);

const ITEM_LINE: Shape<ItemPackageLine> = {
  item_aid: 'number',
  item_name: 'string',
  item_name_en: 'optional string',
  package_amount: 'number',
};

/** Every field the result page reads: storage outlives a deployment, and anyone can edit it. */
const CACHED_GIVING: Shape<GivingDetail> = {
  project_aid: 'number',
  project_name: 'string',
  project_name_en: 'optional string',
  offering_aid: 'number',
  transaction_id: 'string',
  offering_build_datetime: 'string',
  item_package: [ITEM_LINE],
  amount: 'number',
  fee_amount: 'optional number',
  currency: 'string',
  pay_method: 'string',
  status: 'number',
  tra_result: 'string',
  invoice_title_aid: 'number',
  invoice_title: 'string',
  invoice_tax_id: 'string',
  comments: 'string',
  if_print_flag: 'number',
  annual_receipt_aid: 'number',
  if_edit_flag: 'number',
  order_info_aid: 'number',
  ach_aid: 'number',
};

/**
 * docs/screens/giving.md: the cached result is reused only for the same giving number, and only when it is final:
 * a cached in-progress or waiting answer is asked again, so the cache never shows a giving as
 * further along than the backend last said. An entry that is not a whole giving reads as absent.
 */
export const readCachedResult = (offeringAid: number): GivingDetail | null => {
  let stored: unknown;
  try {
    stored = JSON.parse(localStorage.getItem(RESULT_CACHE_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!holdsShape<GivingDetail>(stored, CACHED_GIVING)) return null;
  return stored.offering_aid === offeringAid && isFinalStatus(stored.status) ? stored : null;
};

/** Keeps the backend's answer (never a placeholder the page made up). */
export const cacheResult = (giving: GivingDetail): void => {
  localStorage.setItem(RESULT_CACHE_KEY, JSON.stringify(giving));
};

export const clearCachedResult = (): void => {
  localStorage.removeItem(RESULT_CACHE_KEY);
};
