import { taipeiDateTime } from '@eoffering/shared/rules';
import type { GivingRecord } from '../store/collections';

type EditFacts = Pick<
  GivingRecord,
  'offering_build_datetime' | 'status' | 'receipt_issued_at' | 'if_print_flag'
>;

/**
 * docs/api-contract.md: donor and receipt info may change until the end of the 4th of the month after the
 * giving, Taipei time. Returns the first instant that is too late, as Taipei 'YYYY-MM-DD HH:mm:ss'.
 */
export const editDeadline = (offeringBuildDatetime: string): string => {
  const [year = 0, month = 1] = offeringBuildDatetime.slice(0, 7).split('-').map(Number);
  const nextYear = month === 12 ? year + 1 : year;
  const nextMonth = month === 12 ? 1 : month + 1;
  return `${nextYear}-${String(nextMonth).padStart(2, '0')}-05 00:00:00`;
};

/**
 * docs/api-contract.md edit window: successful givings (status 0) only, from the giving date until the 4th of
 * the following month (Taipei), and never once a receipt was issued (annual) or printed.
 */
export const isEditable = (giving: EditFacts, now: Date): boolean => {
  if (giving.status !== 0) return false;
  if (giving.receipt_issued_at !== null || giving.if_print_flag > 0) return false;
  const at = taipeiDateTime(now);
  return at >= giving.offering_build_datetime && at < editDeadline(giving.offering_build_datetime);
};

/** The if_edit_flag of an answer (docs/api-contract.md: 0 means not editable). */
export const editFlag = (giving: EditFacts, now: Date): 0 | 1 => (isEditable(giving, now) ? 1 : 0);
