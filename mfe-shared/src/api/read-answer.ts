import { bus } from '../bus/event-bus';
import { successRc, type Purpose } from '../contract/catalogue';
import type { ResultOf } from '../contract';
import { i18n } from '../i18n/i18n';
import { showAlert } from './alert';
import { ApiError } from './api-error';
import type { CallOptions } from './to-api-error';

/**
 * A successful answer's `Result` as its call's contract says it is, or an ApiError: an answer
 * that breaks the contract (docs/api-contract.md) is shown as the generic error in the page's
 * language and reported, never handed to a page that would crash on it (docs/decisions.md,
 * "Answers are read against the contract"). The check and zod load with the first answer, in a
 * chunk of their own, never with the boot bundle (docs/architecture.md, the first visit).
 */
export const readAnswer = async <P extends Purpose>(
  purpose: P,
  result: unknown,
  options: Pick<CallOptions, 'background'> = {},
): Promise<ResultOf<P>> => {
  const { checkAnswer } = await import(
    /* webpackChunkName: "answer-check" */ '../contract/answer-check'
  );
  const check = checkAnswer(purpose, result);
  if (check.ok) return check.result;
  console.error(`eoffering: the ${purpose} answer breaks the contract at`, check.paths);
  bus.emit({ type: 'api/answer-unreadable', purpose, paths: check.paths });
  if (!options.background) {
    void showAlert({
      tone: 'error',
      title: i18n.t('common:errors.errorOccurred'),
      message: i18n.t('common:http.unreadableAnswer'),
    });
  }
  throw new ApiError({
    kind: 'unreadable',
    status: null,
    rc: successRc(purpose),
    message: '',
    handled: true,
  });
};
