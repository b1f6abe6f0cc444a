import { useSearchParams } from '@eoffering/shared';
import { useCallback, useEffect, useMemo, useRef } from 'react';
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

/**
 * The records filter kept in the URL query, so Back, reload and a shared link keep it.
 *
 * The router renders a new address as a transition, after the address bar already shows it: a
 * second choice made before that render (a quick hand, a slow phone) must build on the first, not on
 * the filter still on screen, or the first choice is lost. So a change starts from the query asked
 * for last until the page shows it.
 */
export const useRecordsFilter = (today: Date): RecordsFilterState => {
  const [query, setQuery] = useSearchParams();
  const filter = useMemo(() => parseRecordsQuery(query, today), [query, today]);
  const asked = useRef<RecordsFilter | null>(null);
  useEffect(() => {
    asked.current = null;
  }, [query]);
  const ask = useCallback(
    (next: RecordsFilter) => {
      asked.current = next;
      setQuery(toRecordsQuery(next));
    },
    [setQuery],
  );
  const change = useCallback(
    (next: Partial<Omit<RecordsFilter, 'page'>>) => ask(withChange(asked.current ?? filter, next)),
    [ask, filter],
  );
  const goToPage = useCallback(
    (page: number) => ask({ ...(asked.current ?? filter), page }),
    [ask, filter],
  );
  return { filter, change, goToPage };
};
