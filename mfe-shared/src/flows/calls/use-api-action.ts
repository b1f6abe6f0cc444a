import { useCallback, useEffect, useRef, useState } from 'react';
import { asApiError, callApi, type ApiError, type CallOptions } from '@eoffering/shared';
import type { Purpose, RequestOf, ResultOf } from '@eoffering/shared/contract';

export interface ApiAction<P extends Purpose> {
  /**
   * Sends the call; resolves to its Result, or to undefined when it failed (see `error`), was
   * cancelled, or another run of this action is still under way (a double click sends once).
   */
  run: (body: RequestOf<P>) => Promise<ResultOf<P> | undefined>;
  /** A run is under way: the button shows busy. */
  busy: boolean;
  /** The last run's failure; for a result-code refusal `message` is the server message (docs/screens/giving.md). */
  error: ApiError | null;
  /** Forgets the failure (the user edits the form again). */
  reset: () => void;
}

/**
 * A call the user starts (save, delete, pay): one at a time, busy while it runs, aborted when the
 * component leaves so no answer lands on a page that is gone.
 */
export const useApiAction = <P extends Purpose>(
  purpose: P,
  options: Pick<CallOptions, 'handleStatuses'> = {},
): ApiAction<P> => {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const running = useRef<AbortController | null>(null);
  const handleStatuses = useRef(options.handleStatuses);

  useEffect(() => {
    handleStatuses.current = options.handleStatuses;
  });
  useEffect(() => () => running.current?.abort(), []);

  const run = useCallback(
    async (body: RequestOf<P>): Promise<ResultOf<P> | undefined> => {
      if (running.current) return undefined;
      const controller = new AbortController();
      running.current = controller;
      setBusy(true);
      setError(null);
      try {
        return await callApi(purpose, body, {
          signal: controller.signal,
          ...(handleStatuses.current ? { handleStatuses: handleStatuses.current } : {}),
        });
      } catch (failure) {
        const apiError = asApiError(failure);
        if (!controller.signal.aborted && apiError.kind !== 'cancelled') setError(apiError);
        return undefined;
      } finally {
        running.current = null;
        if (!controller.signal.aborted) setBusy(false);
      }
    },
    [purpose],
  );

  const reset = useCallback(() => setError(null), []);

  return { run, busy, error, reset };
};
