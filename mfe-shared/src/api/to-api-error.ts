import { ERROR_RC } from '../contract/envelope';
import { ApiError, type ApiErrorKind } from './api-error';
import { reportHttpFailure } from './http-failure';
import { loadedHttp, type HttpClient } from './transport/load-http';
import { readFailure } from './read-envelope';

export interface CallOptions {
  /**
   * HTTP statuses this caller handles itself: no shared dialog, no navigation; the ApiError comes
   * back as is (guest lookup's 429 rate limit, a 403 of docs/screens/giving.md). Business-rule refusals such as
   * 'no data' or a duplicate title are RC errors in a 200 answer and never reach this path.
   */
  handleStatuses?: readonly number[];
  /** Cancels the call (an effect's cleanup); a cancelled call shows nothing. */
  signal?: AbortSignal;
  /**
   * A check the page repeats by itself (a result still being confirmed): a failure shows nothing
   * and leaves nothing; the ApiError comes back and the page tries again later.
   */
  background?: boolean;
}

// Blob#text is missing in some engines (jsdom among them); FileReader is everywhere.
const blobText = (blob: Blob): Promise<string> =>
  new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => resolve('');
    reader.readAsText(blob);
  });

/** The response body as data: file calls answer errors as a Blob holding the JSON envelope. */
export const bodyOf = async (data: unknown): Promise<unknown> => {
  if (typeof Blob === 'undefined' || !(data instanceof Blob)) return data;
  try {
    return JSON.parse(await blobText(data)) as unknown;
  } catch {
    return null;
  }
};

/** What kind of failure an axios error is when no answer came: the client's timeout or none. */
const noAnswerKind = (error: unknown, { AxiosError, isAxiosError }: HttpClient): ApiErrorKind =>
  isAxiosError(error) &&
  (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT)
    ? 'timeout'
    : 'network';

/**
 * An axios failure as an ApiError, with nothing shown: the server message of an error answer,
 * `timeout` or `network` when none came, `cancelled` for an aborted call.
 */
export const describeFailure = async (error: unknown): Promise<ApiError> => {
  if (error instanceof ApiError) return error;
  const client = loadedHttp();
  if (client?.isCancel(error)) {
    return new ApiError({ kind: 'cancelled', status: null, rc: null, message: '', handled: true });
  }
  const response = client?.isAxiosError(error) ? error.response : undefined;
  if (!response) {
    const kind = client ? noAnswerKind(error, client) : 'network';
    return new ApiError({ kind, status: null, rc: null, message: '' });
  }
  return readFailure(await bodyOf(response.data), {
    status: response.status,
    kind: response.status === ERROR_RC.tooMany ? 'rate-limited' : 'http',
  });
};

/** Turns an axios failure into an ApiError and runs the shared docs/screens/giving.md handling unless the caller takes it. */
export const toApiError = async (error: unknown, options: CallOptions): Promise<ApiError> => {
  if (error instanceof ApiError) return error;
  const failure = await describeFailure(error);
  if (failure.handled) return failure;
  if (options.background) return failure;
  if (failure.status !== null && options.handleStatuses?.includes(failure.status)) return failure;
  void reportHttpFailure(failure);
  const { kind, status, rc, message } = failure;
  return new ApiError({ kind, status, rc, message, handled: true });
};
