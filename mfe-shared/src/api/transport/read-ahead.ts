import type { Purpose } from '../../contract/catalogue';
import type { RequestOf, ResultOf } from '../../contract';
import { takeEarlyRead } from '../../federation/opening-remote';
import { apiUrl, callApi, resultOfAnswer } from '../call-api';
import { CALL_TIMEOUT_MS, callerHeaders } from './caller-headers';

/** `answer`, or a rejection once a call's time is up. */
const withinCallTime = (answer: Promise<Response>): Promise<Response> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer in time')), CALL_TIMEOUT_MS);
  });
  return Promise.race([answer, timeout]).finally(() => clearTimeout(timer));
};

/**
 * A read sent with the browser's own fetch, as the HTTP client would send it (the same POST, body
 * and headers), so the home page's project list needs no axios on a first visit (docs/decisions.md,
 * the first screen without axios). An answer is read as every call's is; a call with no usable
 * answer (an error status, no answer in time, a body that is no JSON) is asked again through
 * callApi, whose handling of failures (dialogs, a stale token dropped, the session's end) is the
 * one the page has: a read may be sent twice, never handled twice. The same request already sent
 * by the shell's early script (../../federation/opening-remote.ts) is taken instead of sent again.
 */
export const readAhead = async <P extends Purpose>(
  purpose: P,
  body: RequestOf<P>,
): Promise<ResultOf<P>> => {
  let answer: { data: unknown; status: number } | null = null;
  const request = {
    url: apiUrl(purpose),
    body: JSON.stringify(body),
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      ...callerHeaders(),
    },
  };
  try {
    const early = takeEarlyRead(request);
    const response = await (early
      ? withinCallTime(early)
      : fetch(request.url, {
          method: 'POST',
          headers: request.headers,
          body: request.body,
          signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
        }));
    if (response.ok) answer = { data: await response.json(), status: response.status };
  } catch {
    // No answer: asked again below.
  }
  return answer ? resultOfAnswer(purpose, answer.data, answer.status) : callApi(purpose, body);
};
