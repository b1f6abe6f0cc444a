import type { Purpose } from '../contract/catalogue';
import type { ResultOf } from '../contract';

/** The calls whose success Result the contract types as a list. */
type ListPurpose = {
  [P in Purpose]: ResultOf<P> extends readonly unknown[] ? P : never;
}[Purpose];

/**
 * Every list call, named once; the type check refuses a call missing here or one whose Result is
 * not a list, so the table follows the contract's schemas.
 */
const LIST_RESULTS = {
  get_project_info_list: true,
  get_project_items: true,
  get_offering_types: true,
  get_guest_givings: true,
  get_ach_list: true,
  get_invoice_title_list: true,
  get_cardlink_list: true,
  get_tra_offering_list: true,
  get_receipt_list: true,
  get_notice_settings: true,
  get_pledge_list: true,
} as const satisfies Record<ListPurpose, true>;

export type ResultKind = 'list' | 'record';

export const resultKind = (purpose: Purpose): ResultKind =>
  purpose in LIST_RESULTS ? 'list' : 'record';

/**
 * The one check a success Result gets in the browser (docs/decisions.md, answers checked where they
 * enter): the kind of value the contract gives the call, a list or a record. Its fields are taken
 * as the contract types them, which the tests and the mock server hold to the schemas.
 */
export const isResultOf = <P extends Purpose>(
  purpose: P,
  result: unknown,
): result is ResultOf<P> =>
  resultKind(purpose) === 'list'
    ? Array.isArray(result)
    : typeof result === 'object' && result !== null && !Array.isArray(result);
