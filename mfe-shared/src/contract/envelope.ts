/** Every JSON answer of the backend (spec 7): a result code, a result message and the payload. */
export interface Envelope<T> {
  RC: number;
  RM: string;
  Result: T;
}

/** What `Result` holds when RC is not the success code of the call (spec 7, 8). */
export type ErrorResult = Array<{ msg: string }> | string;

/** RC values the mock backend uses for failures; the real backend's are not shown in the spec. */
export const ERROR_RC = {
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooMany: 429,
  rule: 422,
  tooLarge: 413,
  server: 500,
} as const;

/** RC of a successful `/signin` or `/auth/reauth` answer (not calls of the catalogue; Result is the token). */
export const AUTH_SUCCESS_RC = 200;
