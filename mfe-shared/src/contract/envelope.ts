/** Every JSON answer of the backend (docs/api-contract.md): a result code, a result message and the payload. */
export interface Envelope<T> {
  RC: number;
  RM: string;
  Result: T;
}

/** What `Result` holds when RC is not the success code of the call (docs/api-contract.md, docs/screens/giving.md). */
export type ErrorResult = Array<{ msg: string }> | string;

/**
 * RC values the mock backend uses for failures; the real backend's are not shown in the spec.
 *
 * Business-rule failures (`notFound`, `conflict`, `rule`) arrive with HTTP 200 and the error only
 * in RC: docs/api-contract.md has the client check RC per action type, while docs/screens/giving.md treats other non-2xx
 * statuses as 'server error' and a trip to login. The others arrive with the HTTP status equal
 * to their RC (an unknown API path is also HTTP 404).
 */
export const ERROR_RC = {
  /** HTTP 400: the body breaks the call's schema, or is malformed JSON. */
  badRequest: 400,
  /** HTTP 401: token missing (member calls), invalid, expired or logged out. */
  unauthorized: 401,
  /** HTTP 403: another member's data ('offering data does not match'). */
  forbidden: 403,
  /** HTTP 200: 'no data' (unknown giving, title, card or plan; a guest lookup that misses). */
  notFound: 404,
  /** HTTP 200: already exists or already processed (duplicate title, already printed). */
  conflict: 409,
  /** HTTP 429: too many failed guest lookups or sign-ins. */
  tooMany: 429,
  /** HTTP 200: well formed but breaks a business rule (edit window, card in use, item limits). */
  rule: 422,
  /** HTTP 413: request body over the size limit. */
  tooLarge: 413,
  /** HTTP 500: a server bug, never bad input. */
  server: 500,
} as const;

/** RC of a successful `/signin` or `/auth/reauth` answer (not catalogue calls; Result is the token). */
export const AUTH_SUCCESS_RC = 200;
