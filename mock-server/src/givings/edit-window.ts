import { addMonths, taipeiDateTime } from '@eoffering/shared/rules';
import type { GivingRecord } from '../store/collections';

type EditFacts = Pick<
  GivingRecord,
  'offering_build_datetime' | 'status' | 'receipt_issued_at' | 'if_print_flag'
>;

/** The first instant that is too late, Taipei time (docs/api-contract.md, edit window). */
export const editDeadline = (offeringBuildDatetime: string): string =>
  `${addMonths(offeringBuildDatetime.slice(0, 10), 1).slice(0, 7)}-05 00:00:00`;

export const isEditable = (giving: EditFacts, now: Date): boolean => {
  if (giving.status !== 0) return false;
  if (giving.receipt_issued_at !== null || giving.if_print_flag > 0) return false;
  const at = taipeiDateTime(now);
  return at >= giving.offering_build_datetime && at < editDeadline(giving.offering_build_datetime);
};

export const editFlag = (giving: EditFacts, now: Date): 0 | 1 => (isEditable(giving, now) ? 1 : 0);
