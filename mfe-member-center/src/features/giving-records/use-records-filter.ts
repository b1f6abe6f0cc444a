import { useSearchParams } from '@eoffering/shared';
import { useCallback, useMemo } from 'react';
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
  const [query, setQuery] = useSearchParams();
  const filter = useMemo(() => parseRecordsQuery(query, today), [query, today]);
  const change = useCallback(
    (next: Partial<Omit<RecordsFilter, 'page'>>) =>
      setQuery(toRecordsQuery(withChange(filter, next))),
    [filter, setQuery],
  );
  const goToPage = useCallback(
    (page: number) => setQuery(toRecordsQuery({ ...filter, page })),
    [filter, setQuery],
  );
  return { filter, change, goToPage };
};
