import { useCallback, useEffect, useState } from 'react';

export type LoadState<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

/**
 * Runs `load` on mount and on each `reload()`, and keeps the latest answer. The signal aborts the
 * call when the component leaves or a newer load starts, so a stale answer never lands.
 * `load` must be stable (a module-level function or a memoised callback).
 */
export const useLoad = <T>(
  load: (signal: AbortSignal) => Promise<T>,
): LoadState<T> & { reload: () => void } => {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [load, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { ...state, reload };
};
