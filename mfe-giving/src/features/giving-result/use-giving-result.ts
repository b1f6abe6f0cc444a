import { callApi, isApiError } from '@eoffering/shared';
import { pollResult, recheckUntilFinal } from '@eoffering/shared/flows';
import { GIVING_STATUS } from '@eoffering/shared/rules';
import type { GivingDetail } from '@eoffering/shared/contract';
import { useEffect, useMemo, useState } from 'react';
import { cacheResult, readCachedResult } from '../../components/giving-access/result-cache';

/**
 * What the result page shows: still asking; the backend's answer; the backend's in-progress answer
 * after the quick tries, while the page keeps checking (docs/screens/giving.md: never 'abnormal'
 * for a giving the backend still has as pending); the abnormal placeholder (docs/screens/giving.md: a call that
 * failed); the giving refused by the backend ('no data', docs/screens/giving.md giving get failure); or a 403
 * giving mismatch (docs/screens/giving.md).
 */
export type GivingResultView =
  | { kind: 'loading' }
  | { kind: 'settled'; giving: GivingDetail }
  | { kind: 'pending'; giving: GivingDetail }
  | { kind: 'abnormal' }
  | { kind: 'missing' }
  | { kind: 'mismatch' };

type Refusal = 'missing' | 'mismatch' | null;

const FORBIDDEN = 403;

const isInProgress = (giving: GivingDetail): boolean => giving.status === GIVING_STATUS.inProgress;

/**
 * docs/screens/giving.md, result page: a final result cached for this giving number is shown as it is; otherwise
 * get_tra_detail is asked up to 3 times, 0.5 s apart, while the status is 1 in progress, then, if
 * it still is, again with backoff until the backend has a final answer. Only the backend's
 * answers are cached. `null` (a route number that is no giving number) is missing.
 */
export const useGivingResult = (offeringAid: number | null): GivingResultView => {
  const [outcome, setOutcome] = useState<{ aid: number | null; view: GivingResultView } | null>(
    null,
  );

  const cached = useMemo(
    () => (offeringAid === null ? null : readCachedResult(offeringAid)),
    [offeringAid],
  );

  useEffect(() => {
    if (offeringAid === null || cached) return;
    const controller = new AbortController();
    const { signal } = controller;
    let refusal: Refusal = null;
    const load = async (callSignal: AbortSignal): Promise<GivingDetail> => {
      try {
        return await callApi(
          'get_tra_detail',
          { offering_aid: offeringAid },
          { signal: callSignal, handleStatuses: [FORBIDDEN] },
        );
      } catch (failure) {
        if (isApiError(failure) && failure.kind === 'rc') refusal = 'missing';
        if (isApiError(failure) && failure.status === FORBIDDEN) refusal = 'mismatch';
        throw failure;
      }
    };
    const show = (view: GivingResultView): void => {
      if (!signal.aborted) setOutcome({ aid: offeringAid, view });
    };
    const settle = (giving: GivingDetail): void => {
      cacheResult(giving);
      show({ kind: 'settled', giving });
    };

    void (async () => {
      const first = await pollResult({ load, isInProgress, signal });
      if (first.kind === 'settled') return settle(first.value);
      if (first.kind === 'abnormal') return show({ kind: refusal ?? 'abnormal' });
      show({ kind: 'pending', giving: first.value });
      const final = await recheckUntilFinal({
        load: (callSignal) =>
          callApi(
            'get_tra_detail',
            { offering_aid: offeringAid },
            { signal: callSignal, background: true },
          ),
        isPending: isInProgress,
        signal,
      });
      if (final) settle(final);
    })();
    return () => controller.abort();
  }, [offeringAid, cached]);

  if (offeringAid === null) return { kind: 'missing' };
  if (cached) return { kind: 'settled', giving: cached };
  return outcome?.aid === offeringAid ? outcome.view : { kind: 'loading' };
};
