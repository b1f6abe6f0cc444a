import type { Purpose } from '../contract/catalogue';
import type { RequestOf, ResultOf } from '../contract';
import { apiUrl, callApi, resultOfAnswer } from './call-api';
import { CALL_TIMEOUT_MS, callerHeaders } from './caller-headers';

/**
 * A read sent with the browser's own fetch, as the HTTP client would send it (the same POST, body
 * and headers), so the home page's project list needs no axios on a first visit (docs/decisions.md,
 * the first screen without axios). An answer is read as every call's is; a call with no usable
 * answer (an error status, no answer in time, a body that is no JSON) is asked again through
 * callApi, whose handling of failures (dialogs, a stale token dropped, the session's end) is the
 * one the page has: a read may be sent twice, never handled twice.
 */
export const readAhead = async <P extends Purpose>(
  purpose: P,
  body: RequestOf<P>,
): Promise<ResultOf<P>> => {
  let answer: { data: unknown; status: number } | null = null;
  try {
    const response = await fetch(apiUrl(purpose), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...callerHeaders(),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    if (response.ok) answer = { data: await response.json(), status: response.status };
  } catch {
    // No answer: asked again below.
  }
  return answer ? resultOfAnswer(purpose, answer.data, answer.status) : callApi(purpose, body);
};
