import { useCallback, useEffect, useState } from 'react';
import type { Purpose } from '../contract/catalogue';
import type { RequestOf, ResultOf } from '../contract';
import { callApi } from './call-api';

/** Where one call stands: under way, answered with its Result, or refused (an ApiError, usually). */
export type ApiResultState<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

export type ApiResult<T> = ApiResultState<T> & {
  /** Asks again (a retry button, or fresh data after an update). */
  reload: () => void;
};

interface Settled<T> {
  request: string;
  round: number;
  state: ApiResultState<T>;
}

/**
 * The Result of one call (spec 7), asked on mount, whenever the body's content changes and on
 * `reload()`. The call is aborted when the component leaves or a newer request starts, so a stale
 * answer never lands. A new request shows `loading`; a reload keeps data already shown until the
 * fresh answer replaces it (no flash of placeholders after an update), but replaces a failure
 * with `loading` so a retry is seen to happen. A `null` body means no request can be made (a
 * malformed route parameter): the state is failed and nothing is sent.
 */
export const useApiResult = <P extends Purpose>(
  purpose: P,
  body: RequestOf<P> | null,
): ApiResult<ResultOf<P>> => {
  const [round, setRound] = useState(0);
  const [settled, setSettled] = useState<Settled<ResultOf<P>> | null>(null);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  // The body by content: a new object with the same fields is the same request.
  const json = body === null ? null : JSON.stringify(body);
  const request = `${purpose} ${json}`;

  useEffect(() => {
    if (json === null) return;
    const controller = new AbortController();
    const settle = (state: ApiResultState<ResultOf<P>>) => {
      if (!controller.signal.aborted) setSettled({ request, round, state });
    };
    callApi(purpose, JSON.parse(json) as RequestOf<P>, { signal: controller.signal }).then(
      (data) => settle({ status: 'ready', data }),
      (error: unknown) => settle({ status: 'failed', error }),
    );
    return () => controller.abort();
  }, [purpose, json, request, round]);

  if (json === null) {
    return { status: 'failed', error: new Error(`${purpose}: no valid request`), reload };
  }
  if (settled?.request !== request) return { status: 'loading', reload };
  if (settled.round === round || settled.state.status === 'ready') {
    return { ...settled.state, reload };
  }
  return { status: 'loading', reload };
};
