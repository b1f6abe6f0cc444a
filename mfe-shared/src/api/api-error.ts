/**
 * What went wrong with a call: no answer, the client gave up waiting, an HTTP error status, the
 * HTTP 429 rate limit, a failing RC, a non-file reply, a success whose Result breaks the contract,
 * or the caller cancelled it.
 */
export type ApiErrorKind =
  'network' | 'timeout' | 'http' | 'rate-limited' | 'rc' | 'not-a-file' | 'cancelled';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status: number | null;
  rc: number | null;
  message: string;
  /** True when the shared docs/screens/giving.md handling already showed a dialog (and maybe navigates away). */
  handled?: boolean;
}

/** The one error `callApi` and `downloadFile` reject with; `message` is the server message (docs/screens/giving.md). */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  readonly rc: number | null;
  readonly handled: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.kind = init.kind;
    this.status = init.status;
    this.rc = init.rc;
    this.handled = init.handled ?? false;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/**
 * docs/screens/giving.md, result-code errors: the server answered but refused by RC ('no data', a duplicate
 * title, an edit window closed); `message` is the server's text, the feature decides what follows.
 */
export const isBusinessRefusal = (error: unknown): error is ApiError =>
  isApiError(error) && error.kind === 'rc';

/** Any failure as an ApiError: a thrown non-ApiError (a bug, a broken answer) becomes `network`. */
export const asApiError = (error: unknown): ApiError =>
  isApiError(error)
    ? error
    : new ApiError({
        kind: 'network',
        status: null,
        rc: null,
        message: error instanceof Error ? error.message : '',
      });
