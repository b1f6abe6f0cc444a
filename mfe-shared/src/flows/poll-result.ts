import { useCallback, useEffect, useState } from 'react';
import { callApi } from '@eoffering/shared';
import type { Purpose, RequestOf, ResultOf } from '@eoffering/shared/contract';
import { POLL_INTERVAL_MS, POLL_TRIES } from '@eoffering/shared/rules';

export type PollOutcome<T> = { kind: 'settled'; value: T } | { kind: 'abnormal' };

export interface PollOptions<T> {
  /** One try: the call, cancelled through `signal`. */
  load: (signal: AbortSignal) => Promise<T>;
  /** The answer still says in progress (giving status 1, recurring status 4): try again. */
  isInProgress: (value: T) => boolean;
  tries?: number;
  intervalMs?: number;
  signal?: AbortSignal;
}

const wait = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });

/**
 * spec 4, result page and recurring result: asks up to `tries` times, `intervalMs` apart, while
 * the answer is in progress. Still in progress on the last try, or a failed call, is abnormal
 * (the page shows the abnormal placeholder). A cancelled poll resolves abnormal and sends no more.
 */
export const pollResult = async <T>({
  load,
  isInProgress,
  tries = POLL_TRIES,
  intervalMs = POLL_INTERVAL_MS,
  signal = new AbortController().signal,
}: PollOptions<T>): Promise<PollOutcome<T>> => {
  for (let attempt = 1; attempt <= tries && !signal.aborted; attempt += 1) {
    let value: T;
    try {
      value = await load(signal);
    } catch {
      return { kind: 'abnormal' };
    }
    if (!isInProgress(value)) return { kind: 'settled', value };
    if (attempt < tries) await wait(intervalMs, signal);
  }
  return { kind: 'abnormal' };
};

export type PolledResultState<T> =
  { status: 'loading' } | { status: 'settled'; data: T } | { status: 'abnormal' };

export type PolledResult<T> = PolledResultState<T> & {
  /** Polls again from the first try (after an action changed the result). */
  reload: () => void;
};

interface Outcome<T> {
  request: string;
  round: number;
  state: PolledResultState<T>;
}

/**
 * `pollResult` over one call (spec 4): loading while it polls, then the settled Result or
 * abnormal. Polling stops when the component leaves or the body changes.
 */
export const usePolledResult = <P extends Purpose>(
  purpose: P,
  body: RequestOf<P>,
  isInProgress: (result: ResultOf<P>) => boolean,
): PolledResult<ResultOf<P>> => {
  const [round, setRound] = useState(0);
  const [outcome, setOutcome] = useState<Outcome<ResultOf<P>> | null>(null);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  const json = JSON.stringify(body);
  const request = `${purpose} ${json}`;
  // The test is the caller's rule, read when the answers come: an inline arrow is no new request.
  const [inProgress] = useState(() => isInProgress);

  useEffect(() => {
    const controller = new AbortController();
    void pollResult({
      load: (signal) => callApi(purpose, JSON.parse(json) as RequestOf<P>, { signal }),
      isInProgress: inProgress,
      signal: controller.signal,
    }).then((result) => {
      if (controller.signal.aborted) return;
      setOutcome({
        request,
        round,
        state:
          result.kind === 'settled'
            ? { status: 'settled', data: result.value }
            : { status: 'abnormal' },
      });
    });
    return () => controller.abort();
  }, [purpose, json, request, round, inProgress]);

  if (outcome?.request !== request || outcome.round !== round) return { status: 'loading', reload };
  return { ...outcome.state, reload };
};
