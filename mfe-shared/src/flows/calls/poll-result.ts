import { useCallback, useEffect, useState } from 'react';
import { callApi } from '@eoffering/shared';
import type { Purpose, RequestOf, ResultOf } from '@eoffering/shared/contract';
import { POLL_INTERVAL_MS, POLL_TRIES } from '@eoffering/shared/rules';

/**
 * settled: an answer no longer in progress; pending: still in progress on the last try (the last
 * answer, for the page to show while it keeps checking); abnormal: a call failed or was cancelled.
 */
export type PollOutcome<T> =
  { kind: 'settled'; value: T } | { kind: 'pending'; value: T } | { kind: 'abnormal' };

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
 * docs/screens/giving.md, result page and recurring result: asks up to `tries` times, `intervalMs` apart, while
 * the answer is in progress. Still in progress on the last try is pending (with that answer); a
 * failed call is abnormal. A cancelled poll resolves abnormal and sends no more.
 */
export const pollResult = async <T>({
  load,
  isInProgress,
  tries = POLL_TRIES,
  intervalMs = POLL_INTERVAL_MS,
  signal = new AbortController().signal,
}: PollOptions<T>): Promise<PollOutcome<T>> => {
  let last: T | null = null;
  for (let attempt = 1; attempt <= tries && !signal.aborted; attempt += 1) {
    try {
      last = await load(signal);
    } catch {
      return { kind: 'abnormal' };
    }
    if (!isInProgress(last)) return { kind: 'settled', value: last };
    if (attempt < tries) await wait(intervalMs, signal);
  }
  return last === null || signal.aborted ? { kind: 'abnormal' } : { kind: 'pending', value: last };
};

/**
 * The waits between the checks that follow the spec's quick tries: doubling from 2 s, then every
 * 30 s for as long as the page stays open (docs/screens/giving.md, transaction result).
 */
export const RECHECK_DELAYS_MS: readonly number[] = [2_000, 4_000, 8_000, 16_000, 30_000];

/** Waits `ms`, or less when the page comes back into view (the donor returns from their bank app). */
const waitOrVisible = (ms: number, signal: AbortSignal): Promise<void> => {
  const early = new AbortController();
  const end = () => early.abort();
  const onVisible = () => {
    if (document.visibilityState === 'visible') end();
  };
  if (signal.aborted) end();
  signal.addEventListener('abort', end);
  document.addEventListener('visibilitychange', onVisible);
  return wait(ms, early.signal).finally(() => {
    signal.removeEventListener('abort', end);
    document.removeEventListener('visibilitychange', onVisible);
  });
};

export interface RecheckOptions<T> {
  load: (signal: AbortSignal) => Promise<T>;
  /** The answer is not final yet: check again later. */
  isPending: (value: T) => boolean;
  signal: AbortSignal;
  delaysMs?: readonly number[];
}

/**
 * Keeps checking a result that is not final yet, with backoff (`delaysMs`, the last repeated) and
 * at once when the page comes back into view, until an answer is final (resolved with it) or
 * `signal` is aborted (resolved null). A failed check is tried again at the next delay: the page
 * keeps what it last knew rather than calling a giving abnormal over a lost connection.
 */
export const recheckUntilFinal = async <T>({
  load,
  isPending,
  signal,
  delaysMs = RECHECK_DELAYS_MS,
}: RecheckOptions<T>): Promise<T | null> => {
  for (let round = 0; !signal.aborted; round += 1) {
    await waitOrVisible(delaysMs[Math.min(round, delaysMs.length - 1)] ?? 0, signal);
    if (signal.aborted) break;
    try {
      const value = await load(signal);
      if (!isPending(value)) return value;
    } catch {
      // Checked again after the next delay.
    }
  }
  return null;
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
 * `pollResult` over one call (docs/screens/giving.md): loading while it polls, then the settled Result or
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
        // docs/screens/giving.md recurring result: still in progress after the tries shows as abnormal.
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
