import { callApi, isApiError, session } from '@eoffering/shared';
import type { DonorInfo, InvoiceTitle, ResultOf } from '@eoffering/shared/contract';
import { useEffect, useState } from 'react';

export interface ReceiptFormData {
  giving: ResultOf<'get_tra_detail_form'>;
  donor: DonorInfo;
  /** The member's saved titles; none for a guest's giving. */
  titles: InvoiceTitle[];
}

/**
 * loading; ready; refused (docs/screens/giving.md: a 400 or a refused read, the giving get failure); mismatch
 * (docs/screens/giving.md: a 403 for a giving that is not the donor's); failed (no answer: the shared handling
 * already told the donor).
 */
export type ReceiptFormLoad =
  | { kind: 'loading' }
  | { kind: 'ready'; data: ReceiptFormData }
  | { kind: 'refused' }
  | { kind: 'mismatch' }
  | { kind: 'failed' };

const BAD_REQUEST = 400;
const FORBIDDEN = 403;
const OWN_STATUSES = [BAD_REQUEST, FORBIDDEN];

/** docs/screens/giving.md: failure to load saved titles opens the login modal; the form works without them. */
const loadTitles = async (signal: AbortSignal): Promise<InvoiceTitle[]> => {
  try {
    return await callApi('get_invoice_title_list', {}, { signal });
  } catch (failure) {
    if (isApiError(failure) && failure.kind === 'rc') session.requestLogin();
    return [];
  }
};

/** The receipt form's giving, donor data and, for a member's giving, the saved titles. */
export const useReceiptFormData = (offeringAid: number | null): ReceiptFormLoad => {
  const [load, setLoad] = useState<{ aid: number | null; state: ReceiptFormLoad } | null>(null);

  useEffect(() => {
    if (offeringAid === null) return;
    const controller = new AbortController();
    const options = { signal: controller.signal, handleStatuses: OWN_STATUSES };
    const body = { offering_aid: offeringAid };
    const settle = (state: ReceiptFormLoad) => {
      if (!controller.signal.aborted) setLoad({ aid: offeringAid, state });
    };
    Promise.all([
      callApi('get_tra_detail_form', body, options),
      callApi('get_tra_donor_info', body, options),
    ])
      .then(async ([giving, donor]) => {
        const titles = giving.is_member_giving === 1 ? await loadTitles(controller.signal) : [];
        settle({ kind: 'ready', data: { giving, donor, titles } });
      })
      .catch((failure: unknown) => {
        if (!isApiError(failure)) return settle({ kind: 'failed' });
        if (failure.status === FORBIDDEN) return settle({ kind: 'mismatch' });
        if (failure.status === BAD_REQUEST || failure.kind === 'rc') {
          return settle({ kind: 'refused' });
        }
        return settle({ kind: 'failed' });
      });
    return () => controller.abort();
  }, [offeringAid]);

  if (offeringAid === null) return { kind: 'refused' };
  return load?.aid === offeringAid ? load.state : { kind: 'loading' };
};
