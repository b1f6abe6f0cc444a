import { loadHttp, loadedHttp } from '../api/transport/load-http';
import { readEnvelope, readFailure } from '../api/read-envelope';
import { getConfig } from '../config/config-store';
import { AUTH_SUCCESS_RC } from '../contract/envelope';
import { ApiError } from '../api/api-error';

/** POSTs to the main website's auth service and returns the token of `Result` (docs/api-contract.md). */
export const requestToken = async (url: string, body: object, bearer?: string): Promise<string> => {
  let response;
  try {
    const { http } = await loadHttp();
    response = await http.post<unknown>(url, body, {
      headers: bearer ? { Authorization: `Bearer ${bearer}` } : {},
    });
  } catch (error) {
    const failed = loadedHttp()?.isAxiosError(error) ? error.response : undefined;
    throw readFailure(failed?.data, {
      status: failed?.status ?? null,
      kind: failed ? 'http' : 'network',
    });
  }
  const reading = readEnvelope(response.data, {
    successRc: AUTH_SUCCESS_RC,
    status: response.status,
  });
  if (!reading.ok) throw reading.error;
  if (typeof reading.result !== 'string') {
    throw new ApiError({ kind: 'rc', status: response.status, rc: AUTH_SUCCESS_RC, message: '' });
  }
  return reading.result;
};

/**
 * Asks the auth service to end the sign-in of `token` (docs/security-model.md), fire and forget:
 * whatever happens (no configuration yet, no network, an error answer) the session ends here all
 * the same, and the token still runs out at its own expiry.
 */
export const revokeOnServer = (token: string): void => {
  try {
    const url = getConfig().auth.logout;
    loadHttp()
      .then(({ http }) =>
        http.post<unknown>(url, {}, { headers: { Authorization: `Bearer ${token}` } }),
      )
      .catch(() => undefined);
  } catch {
    // getConfig throws before the configuration is loaded: nothing to tell the server then.
  }
};
