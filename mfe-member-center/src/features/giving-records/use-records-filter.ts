import { useCallback } from 'react';
import { useAddressState } from '../../components/address-state/use-address-state';
import {
  parseRecordsQuery,
  toRecordsQuery,
  withChange,
  type RecordsFilter,
} from './records-filter';

export interface RecordsFilterState {
  filter: RecordsFilter;
  /** A new condition: a new history entry on page 1, so Back returns to the previous one. */
  change: (change: Partial<Omit<RecordsFilter, 'page'>>) => void;
  goToPage: (page: number) => void;
}

/** The records filter kept in the URL query, so Back, reload and a shared link keep it. */
export const useRecordsFilter = (today: Date): RecordsFilterState => {
  const parse = useCallback((query: URLSearchParams) => parseRecordsQuery(query, today), [today]);
  const [filter, ask] = useAddressState(parse, toRecordsQuery);
  const change = useCallback(
    (next: Partial<Omit<RecordsFilter, 'page'>>) => ask((last) => withChange(last, next)),
    [ask],
  );
  const goToPage = useCallback((page: number) => ask((last) => ({ ...last, page })), [ask]);
  return { filter, change, goToPage };
};
