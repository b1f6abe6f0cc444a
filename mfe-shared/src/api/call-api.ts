import type { Purpose } from '../contract/catalogue';
import { successRc } from '../contract/catalogue';
import type { RequestOf, ResultOf } from '../contract';
import { getConfig } from '../config/config-store';
import { paymentAttemptHeaders } from '../order/payment-attempt';
import { http } from './http-client';
import { readEnvelope } from './read-envelope';
import { toApiError, type CallOptions } from './to-api-error';

/** The URL of a call: `apiBaseUrl` + its configured path (spec 7: real paths live in configuration). */
export const apiUrl = (purpose: Purpose): string => {
  const config = getConfig();
  return `${config.apiBaseUrl}${config.api[purpose]}`;
};

/**
 * POSTs a call of spec 7 and resolves to its `Result` when the RC is the success code of its action
 * type. Rejects with an ApiError: HTTP failures were already shown per spec 8 (`handled`), a failing
 * RC is left to the caller, whose feature rule (spec 8, result-code errors) decides what follows.
 */
export const callApi = async <P extends Purpose>(
  purpose: P,
  body: RequestOf<P>,
  options: CallOptions = {},
): Promise<ResultOf<P>> => {
  let data: unknown;
  let status: number;
  try {
    const response = await http.post<unknown>(apiUrl(purpose), body, {
      signal: options.signal,
      headers: paymentAttemptHeaders(purpose, body),
    });
    data = response.data;
    status = response.status;
  } catch (error) {
    throw await toApiError(error, options);
  }
  const reading = readEnvelope(data, { successRc: successRc(purpose), status });
  if (!reading.ok) throw reading.error;
  return reading.result as ResultOf<P>;
};
