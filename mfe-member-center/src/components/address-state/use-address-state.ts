import { useSearchParams } from '@eoffering/shared';
import { useCallback, useEffect, useMemo, useRef } from 'react';

/** A change to a value kept in the address, worked out from the value it builds on. */
export type AddressChange<T> = (build: (last: T) => T) => void;

/**
 * A page's choices kept in the URL query, so Back, reload and a shared link keep them: the value
 * the address holds, and a change that writes a new address built on the value asked for last.
 *
 * The router renders a new address as a transition, after the address bar already shows it: a
 * second choice made before that render (a quick hand, a slow phone) must build on the first, not
 * on the value still on screen, or the first choice is lost. `parse` must keep its identity
 * between renders (a `useCallback`), or every render reads the address again.
 */
export const useAddressState = <T>(
  parse: (query: URLSearchParams) => T,
  toQuery: (value: T) => URLSearchParams,
): [T, AddressChange<T>] => {
  const [query, setQuery] = useSearchParams();
  const shown = useMemo(() => parse(query), [parse, query]);
  // Boxed, so a value that is itself null or 0 still counts as asked for.
  const asked = useRef<{ value: T } | null>(null);
  useEffect(() => {
    asked.current = null;
  }, [query]);
  const change = useCallback<AddressChange<T>>(
    (build) => {
      const next = build(asked.current ? asked.current.value : shown);
      asked.current = { value: next };
      setQuery(toQuery(next));
    },
    [setQuery, shown, toQuery],
  );
  return [shown, change];
};
