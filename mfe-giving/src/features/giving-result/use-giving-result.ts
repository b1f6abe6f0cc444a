import { callApi, isApiError } from '@eoffering/shared';
import { pollResult } from '@eoffering/shared/flows';
import { GIVING_STATUS } from '@eoffering/shared/rules';
import type { GivingDetail } from '@eoffering/shared/contract';
import { useEffect, useMemo, useState } from 'react';
import { cacheResult, readCachedResult } from '../../components/giving-access/result-cache';

/**
 * What the result page shows: still asking; the backend's answer; the abnormal placeholder
 * (spec 4: still in progress on the last try, or a call that failed); the giving refused by the
 * backend ('no data', spec 8 giving get failure); or a 403 giving mismatch (spec 4).
 */
export type GivingResultView =
  | { kind: 'loading' }
  | { kind: 'settled'; giving: GivingDetail }
  | { kind: 'abnormal' }
  | { kind: 'missing' }
  | { kind: 'mismatch' };

type Refusal = 'missing' | 'mismatch' | null;

const FORBIDDEN = 403;

/**
 * spec 4, result page: a final result cached for this giving number is shown as it is; otherwise
 * get_tra_detail is asked up to 3 times, 0.5 s apart, while the status is 1 in progress. Only the
 * backend's answers are cached. `null` (a route number that is no giving number) is missing.
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
    let refusal: Refusal = null;
    void pollResult({
      load: async (signal) => {
        try {
          return await callApi(
            'get_tra_detail',
            { offering_aid: offeringAid },
            { signal, handleStatuses: [FORBIDDEN] },
          );
        } catch (failure) {
          if (isApiError(failure) && failure.kind === 'rc') refusal = 'missing';
          if (isApiError(failure) && failure.status === FORBIDDEN) refusal = 'mismatch';
          throw failure;
        }
      },
      isInProgress: (giving) => giving.status === GIVING_STATUS.inProgress,
      signal: controller.signal,
    }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.kind === 'settled') cacheResult(result.value);
      const view: GivingResultView =
        result.kind === 'settled'
          ? { kind: 'settled', giving: result.value }
          : { kind: refusal ?? 'abnormal' };
      setOutcome({ aid: offeringAid, view });
    });
    return () => controller.abort();
  }, [offeringAid, cached]);

  if (offeringAid === null) return { kind: 'missing' };
  if (cached) return { kind: 'settled', giving: cached };
  return outcome?.aid === offeringAid ? outcome.view : { kind: 'loading' };
};
