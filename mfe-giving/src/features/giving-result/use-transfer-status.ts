import { callApi } from '@eoffering/shared';
import { recheckUntilFinal } from '@eoffering/shared/flows';
import { GIVING_STATUS } from '@eoffering/shared/rules';
import type { GivingDetail } from '@eoffering/shared/contract';
import { useEffect, useState } from 'react';

const isWaiting = (giving: GivingDetail): boolean => giving.status === GIVING_STATUS.waiting;

/**
 * The transfer's giving as the backend has it, read when the transfer page opens and again, with
 * backoff and whenever the page comes back into view, while it waits for the money
 * (docs/screens/giving.md, transfer information): the page stops asking for a transfer that has
 * arrived. Null until the first answer (or while none comes).
 */
export const useTransferStatus = (offeringAid: number | null): GivingDetail | null => {
  const [giving, setGiving] = useState<GivingDetail | null>(null);

  useEffect(() => {
    if (offeringAid === null) return;
    const controller = new AbortController();
    const { signal } = controller;
    const load = (callSignal: AbortSignal) =>
      // The transfer information is on the page already: a failed check shows nothing.
      callApi(
        'get_tra_detail',
        { offering_aid: offeringAid },
        { signal: callSignal, background: true },
      );
    const show = (value: GivingDetail | null) => {
      if (value && !signal.aborted) setGiving(value);
    };
    void (async () => {
      const first = await load(signal).catch(() => null);
      show(first);
      if (first && !isWaiting(first)) return;
      show(await recheckUntilFinal({ load, isPending: isWaiting, signal }));
    })();
    return () => controller.abort();
  }, [offeringAid]);

  return giving?.offering_aid === offeringAid ? giving : null;
};
