import { ROUTES, useLocation } from '@eoffering/shared';

/** The history state a record link leaves for its detail: the list's query as it was. */
export interface RecordsReturnState {
  recordsSearch: string;
}

export const recordsReturnState = (search: string): RecordsReturnState => ({
  recordsSearch: search,
});

const isReturnState = (state: unknown): state is RecordsReturnState =>
  typeof state === 'object' &&
  state !== null &&
  'recordsSearch' in state &&
  typeof state.recordsSearch === 'string' &&
  /^(\?[^#]*)?$/.test(state.recordsSearch);

/**
 * Where the detail's Back goes: the records list with the page and filters it was opened from
 * (docs/screens/member-centre.md), kept in the history entry so a reload keeps it too; the list's
 * first page when the detail was opened from elsewhere.
 */
export const recordsBackTarget = (state: unknown): string =>
  `${ROUTES.memberRecords.build({})}${isReturnState(state) ? state.recordsSearch : ''}`;

/** The Back target of the detail page being shown. */
export const useRecordsBack = (): string => recordsBackTarget(useLocation().state);
