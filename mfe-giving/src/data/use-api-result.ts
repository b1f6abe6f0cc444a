import { callApi, type Purpose } from '@eoffering/shared';
import type { RequestOf, ResultOf } from '@eoffering/shared/contract';
import { useCallback, useEffect, useState } from 'react';

export type ApiResultState<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

interface Settled<T> {
  request: string;
  state: ApiResultState<T>;
}

/**
 * The Result of one call, read on mount, whenever the body changes and on `retry()`. The call is
 * aborted when the component leaves or a newer request starts, so a stale answer never lands.
 * A `null` body means no request can be made (a malformed route parameter): the state is failed.
 */
export const useApiResult = <P extends Purpose>(
  purpose: P,
  body: RequestOf<P> | null,
): ApiResultState<ResultOf<P>> & { retry: () => void } => {
  const [round, setRound] = useState(0);
  const [settled, setSettled] = useState<Settled<ResultOf<P>> | null>(null);
  const retry = useCallback(() => setRound((value) => value + 1), []);
  // The body by content: a new object with the same fields is the same request.
  const json = body === null ? null : JSON.stringify(body);
  const request = `${purpose} ${round} ${json}`;

  useEffect(() => {
    if (json === null) return;
    const controller = new AbortController();
    const settle = (state: ApiResultState<ResultOf<P>>) => {
      if (!controller.signal.aborted) setSettled({ request, state });
    };
    callApi(purpose, JSON.parse(json) as RequestOf<P>, { signal: controller.signal }).then(
      (data) => settle({ status: 'ready', data }),
      (error: unknown) => settle({ status: 'failed', error }),
    );
    return () => controller.abort();
  }, [purpose, json, request]);

  if (json === null) {
    return { status: 'failed', error: new Error(`${purpose}: no valid request`), retry };
  }
  return settled?.request === request ? { ...settled.state, retry } : { status: 'loading', retry };
};
