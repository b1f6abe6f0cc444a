import type { Envelope } from '../contract/envelope';
import { isRecord } from '../rules/validation/json-shape';

/** The `{RC, RM, Result}` envelope of docs/api-contract.md when `data` is one, else null. */
export const asEnvelope = (data: unknown): Envelope<unknown> | null =>
  isRecord(data) && typeof data.RC === 'number' && 'Result' in data
    ? { RC: data.RC, RM: typeof data.RM === 'string' ? data.RM : '', Result: data.Result }
    : null;

/**
 * docs/screens/giving.md: the server message is the Result text joined from its `msg` fields (or Result itself when
 * it is a string); in development mode `RC-RM` is appended.
 */
export const serverMessage = (envelope: Envelope<unknown> | null, dev: boolean): string => {
  if (!envelope) return '';
  const { Result: result } = envelope;
  const text =
    typeof result === 'string'
      ? result
      : Array.isArray(result)
        ? result
            .map((entry: unknown) =>
              isRecord(entry) && typeof entry.msg === 'string' ? entry.msg : '',
            )
            .filter((msg) => msg.length > 0)
            .join(', ')
        : '';
  return dev ? `${text} ${envelope.RC}-${envelope.RM}`.trim() : text;
};
