import type { GivingDetail } from '@eoffering/shared/contract';
import { GIVING_STATUS } from '@eoffering/shared/rules';

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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * docs/screens/giving.md: the cached result is reused only for the same giving number, and only when it is final:
 * a cached in-progress or waiting answer is asked again, so the cache never shows a giving as
 * further along than the backend last said.
 */
export const readCachedResult = (offeringAid: number): GivingDetail | null => {
  let stored: unknown;
  try {
    stored = JSON.parse(localStorage.getItem(RESULT_CACHE_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!isRecord(stored) || stored.offering_aid !== offeringAid) return null;
  if (typeof stored.status !== 'number' || !isFinalStatus(stored.status)) return null;
  if (!Array.isArray(stored.item_package)) return null;
  return stored as unknown as GivingDetail;
};

/** Keeps the backend's answer (never a placeholder the page made up). */
export const cacheResult = (giving: GivingDetail): void => {
  localStorage.setItem(RESULT_CACHE_KEY, JSON.stringify(giving));
};

export const clearCachedResult = (): void => {
  localStorage.removeItem(RESULT_CACHE_KEY);
};
