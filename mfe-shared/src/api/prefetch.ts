import type { Purpose } from '../contract/catalogue';
import type { RequestOf, ResultOf } from '../contract';
import { readAhead } from './transport/read-ahead';

/**
 * A call started ahead is taken only this soon after it began: a page opened later asks afresh, so
 * it never shows an answer older than the page.
 */
const FRESH_MS = 10_000;

interface Ahead {
  startedAt: number;
  answer: Promise<unknown>;
}

const ahead = new Map<string, Ahead>();

const keyOf = (purpose: Purpose, bodyJson: string): string => `${purpose} ${bodyJson}`;

/**
 * Starts a call before the code that reads it has loaded (docs/architecture.md: the shell asks for
 * the opening page's data while the remote downloads). The first `useApiResult` of the same
 * purpose and body takes the answer instead of sending its own request. For reads: it is sent
 * with the browser's fetch (./transport/read-ahead.ts).
 */
export const prefetchApi = <P extends Purpose>(purpose: P, body: RequestOf<P>): void => {
  const answer = readAhead(purpose, body);
  // The page that takes the answer sees its failure; one nobody takes is dropped silently.
  answer.catch(() => undefined);
  ahead.set(keyOf(purpose, JSON.stringify(body)), { startedAt: Date.now(), answer });
};

/** The answer started ahead for this purpose and body (JSON), once and while fresh; else null. */
export const takePrefetched = <P extends Purpose>(
  purpose: P,
  bodyJson: string,
): Promise<ResultOf<P>> | null => {
  const key = keyOf(purpose, bodyJson);
  const found = ahead.get(key);
  ahead.delete(key);
  return found && Date.now() - found.startedAt <= FRESH_MS
    ? (found.answer as Promise<ResultOf<P>>)
    : null;
};
