import { useCallback, useEffect, useState } from 'react';
import type { Purpose } from '../contract/catalogue';
import type { RequestOf, ResultOf } from '../contract';
import { ApiError, asApiError } from './api-error';
import { callApi } from './call-api';
import { takePrefetched } from './prefetch';

/** Where one call stands: under way, answered with its Result, or refused with an ApiError. */
export type ApiResultState<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: ApiError };

/** The state of a call that may be switched off (`enabled: false`): `idle` while it is. */
export type OptionalApiResultState<T> = { status: 'idle' } | ApiResultState<T>;

export type ApiResult<T, S = ApiResultState<T>> = S & {
  /** Asks again (a retry button, or fresh data after an update). */
  reload: () => void;
};

export interface ApiResultOptions {
  /** false: nothing is sent and the state is `idle` (a call that waits for the member's session). */
  enabled?: boolean;
}

interface Settled<T> {
  request: string;
  round: number;
  state: ApiResultState<T>;
}

/**
 * The Result of one call (docs/api-contract.md), asked on mount, whenever the body's content changes and on
 * `reload()`. The call is aborted when the component leaves or a newer request starts, so a stale
 * answer never lands. A new request shows `loading`; a reload keeps data already shown until the
 * fresh answer replaces it (no flash of placeholders after an update), but replaces a failure
 * with `loading` so a retry is seen to happen. A `null` body means no request can be made (a
 * malformed route parameter): the state is failed and nothing is sent.
 */
export function useApiResult<P extends Purpose>(
  purpose: P,
  body: RequestOf<P> | null,
  options?: { enabled?: true },
): ApiResult<ResultOf<P>>;
export function useApiResult<P extends Purpose>(
  purpose: P,
  body: RequestOf<P> | null,
  options: ApiResultOptions,
): ApiResult<ResultOf<P>, OptionalApiResultState<ResultOf<P>>>;
export function useApiResult<P extends Purpose>(
  purpose: P,
  body: RequestOf<P> | null,
  { enabled = true }: ApiResultOptions = {},
): ApiResult<ResultOf<P>, OptionalApiResultState<ResultOf<P>>> {
  const [round, setRound] = useState(0);
  const [settled, setSettled] = useState<Settled<ResultOf<P>> | null>(null);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  // The body by content: a new object with the same fields is the same request.
  const json = body === null ? null : JSON.stringify(body);
  const request = `${purpose} ${json}`;

  useEffect(() => {
    if (json === null || !enabled) return;
    const controller = new AbortController();
    const settle = (state: ApiResultState<ResultOf<P>>) => {
      if (!controller.signal.aborted) setSettled({ request, round, state });
    };
    const answer =
      takePrefetched(purpose, json) ??
      callApi(purpose, JSON.parse(json) as RequestOf<P>, { signal: controller.signal });
    answer.then(
      (data) => settle({ status: 'ready', data }),
      (error: unknown) => settle({ status: 'failed', error: asApiError(error) }),
    );
    return () => controller.abort();
  }, [purpose, json, request, round, enabled]);

  if (!enabled) return { status: 'idle', reload };
  if (json === null) {
    // No request can be made (a malformed route parameter): refused like 'no data', nothing sent.
    const error = new ApiError({ kind: 'rc', status: null, rc: null, message: '' });
    return { status: 'failed', error, reload };
  }
  if (settled?.request !== request) return { status: 'loading', reload };
  if (settled.round === round || settled.state.status === 'ready') {
    return { ...settled.state, reload };
  }
  return { status: 'loading', reload };
}
