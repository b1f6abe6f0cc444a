import { CALLS, successRc, type Purpose } from '../contract/catalogue';
import type { RequestOf, ResultOf } from '../contract';
import { getConfig } from '../config/config-store';
import { paymentAttemptHeaders } from '../order/payment-attempt';
import { pageNavigation } from '../navigation/page-navigation';
import { accessOfPath } from '../session/route-access';
import { session } from '../session/session';
import { loadHttp, loadedHttp } from './transport/load-http';
import { readEnvelope, readFailure } from './read-envelope';
import { isResultOf } from './result-shape';
import { toApiError, type CallOptions } from './to-api-error';

/** The URL of a call: `apiBaseUrl` + its configured path (docs/api-contract.md: real paths live in configuration). */
export const apiUrl = (purpose: Purpose): string => {
  const config = getConfig();
  return `${config.apiBaseUrl}${config.api[purpose]}`;
};

const UNAUTHORIZED = 401;

/**
 * A 401 for a token the page sent with a read anyone may make, on a public page: the stored token
 * is stale (revoked, or signed by an earlier server), not a member's work interrupted, so it goes
 * quietly and the read is asked again as a guest (docs/screens/shell.md). Anything else, a save
 * or a member page, gets docs/screens/giving.md's message and the login.
 */
const isGuestReadWithRejectedToken = (purpose: Purpose, error: unknown): boolean =>
  loadedHttp()?.isAxiosError(error) === true &&
  error.response?.status === UNAUTHORIZED &&
  Boolean(error.config?.headers.Authorization) &&
  CALLS[purpose].action === 'get' &&
  CALLS[purpose].audience === 'public' &&
  accessOfPath(pageNavigation.currentPath()) === 'public';

/**
 * POSTs a call of docs/api-contract.md and resolves to its `Result` when the RC is the success code of its action
 * type and the Result is the kind of value the call answers (a list or a record); a malformed success
 * is refused like an answer that is no envelope at all (docs/decisions.md, answers checked where
 * they enter). Rejects with an ApiError: HTTP failures were already shown per docs/screens/giving.md (`handled`), a failing
 * RC is left to the caller, whose feature rule (docs/screens/giving.md, result-code errors) decides what follows.
 */
export const callApi = async <P extends Purpose>(
  purpose: P,
  body: RequestOf<P>,
  options: CallOptions = {},
): Promise<ResultOf<P>> => {
  const post = async () => {
    const { http } = await loadHttp();
    return http.post<unknown>(apiUrl(purpose), body, {
      signal: options.signal,
      headers: paymentAttemptHeaders(purpose, body),
    });
  };
  let response;
  try {
    response = await post();
  } catch (error) {
    if (!isGuestReadWithRejectedToken(purpose, error)) throw await toApiError(error, options);
    session.dropRejectedQuietly();
    try {
      response = await post();
    } catch (retryError) {
      throw await toApiError(retryError, options);
    }
  }
  return resultOfAnswer(purpose, response.data, response.status);
};

/**
 * The `Result` of a call's answer when its RC is the success code of the call's action type and
 * the Result is the kind of value the call answers (a list or a record); otherwise the ApiError.
 */
export const resultOfAnswer = <P extends Purpose>(
  purpose: P,
  data: unknown,
  status: number,
): ResultOf<P> => {
  const reading = readEnvelope(data, { successRc: successRc(purpose), status });
  if (!reading.ok) throw reading.error;
  if (!isResultOf(purpose, reading.result)) throw readFailure(null, { status, kind: 'rc' });
  return reading.result;
};
