import { config } from 'zod';
import type { Purpose } from './catalogue';
import type { ResultOf } from './index';
import { callSchemas } from './schemas';

// The page's CSP has no 'unsafe-eval' (docs/security-model.md): zod must not try `new Function`.
config({ jitless: true });

export type AnswerCheck<P extends Purpose> =
  { ok: true; result: ResultOf<P> } | { ok: false; paths: string[] };

/**
 * A successful answer's `Result` read against the contract schema of its call (docs/api-contract.md):
 * the parsed value when it holds, else the paths of the fields that do not (never their values,
 * which may be a donor's data). Loaded only when an answer arrives, so zod stays out of the boot
 * bundle (docs/decisions.md, "Answers are read against the contract").
 */
export const checkAnswer = <P extends Purpose>(purpose: P, result: unknown): AnswerCheck<P> => {
  const parsed = callSchemas[purpose].result.safeParse(result);
  // The schema of `purpose` is the one ResultOf<P> is inferred from; TypeScript only cannot follow
  // a generic key into the table, so the parsed value is named by its call here.
  if (parsed.success) return { ok: true, result: parsed.data as ResultOf<P> };
  return {
    ok: false,
    paths: parsed.error.issues.map((issue) => issue.path.map(String).join('.') || '(Result)'),
  };
};
