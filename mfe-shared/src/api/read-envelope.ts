import type { Envelope } from '../contract/envelope';
import { getConfig } from '../config/config-store';
import { ApiError, type ApiErrorKind } from './api-error';
import { asEnvelope, serverMessage } from './server-message';

export type EnvelopeReading<T = unknown> = { ok: true; result: T } | { ok: false; error: ApiError };

/** An answer that is not a success: its RC and the server message of docs/screens/giving.md. */
const refusal = (
  envelope: Envelope<unknown> | null,
  status: number | null,
  kind: ApiErrorKind,
): ApiError =>
  new ApiError({
    kind,
    status,
    rc: envelope?.RC ?? null,
    message: serverMessage(envelope, getConfig().dev),
  });

/**
 * The one reading of a backend answer (docs/api-contract.md, docs/screens/giving.md): its `Result` when RC is the call's success
 * code (by action type; the auth service has its own), otherwise an ApiError of kind `rc` whose
 * message is the server message (the `msg` fields joined, `RC-RM` appended in development mode).
 */
export const readEnvelope = (
  data: unknown,
  { successRc, status }: { successRc: number; status: number | null },
): EnvelopeReading => {
  const envelope = asEnvelope(data);
  return envelope?.RC === successRc
    ? { ok: true, result: envelope.Result }
    : { ok: false, error: refusal(envelope, status, 'rc') };
};

/**
 * An answer that can only be a failure (an HTTP error body, a file call's non-file reply) read the
 * same way: its RC, if any, and the server message.
 */
export const readFailure = (
  data: unknown,
  { status, kind }: { status: number | null; kind: ApiErrorKind },
): ApiError => refusal(asEnvelope(data), status, kind);
