/** What went wrong with a call: no answer, an HTTP error status, a failing RC, or a non-file reply. */
export type ApiErrorKind = 'network' | 'http' | 'rc' | 'not-a-file' | 'cancelled';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status: number | null;
  rc: number | null;
  message: string;
  /** True when the shared spec 8 handling already showed a dialog (and maybe navigates away). */
  handled?: boolean;
}

/** The one error `callApi` and `downloadFile` reject with; `message` is the server message (spec 8). */
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
