import { i18n } from '../i18n/i18n';
import { APP_HOME_URL, pageNavigation } from '../navigation/page-navigation';
import { isGivingMismatch } from '../session/giving-mismatch';
import { goToMainSiteLogin } from '../session/return-path';
import { session } from '../session/session';
import { showAlert } from './alert';
import type { ApiError } from './api-error';

// Once one failure decided to leave the page, the calls failing with it show nothing more.
let leaving = false;

const lines = (...parts: string[]): string => parts.filter((part) => part.length > 0).join('\n');

const leave = async (
  alert: { title: string; message: string },
  then: () => void,
): Promise<void> => {
  leaving = true;
  await showAlert({ tone: 'error', ...alert });
  then();
};

/**
 * docs/screens/giving.md, HTTP handling, exactly: the dialog the shell shows for a failed call and what happens
 * after it. Resolves when the side effect has been started.
 */
export const reportHttpFailure = async (error: ApiError): Promise<void> => {
  if (leaving) return;
  const t = i18n.t.bind(i18n);
  const server = error.message;
  const returnPath = pageNavigation.currentPath();
  switch (error.status) {
    case null:
      return leave({ title: t('common:http.serverError'), message: '' }, () => {
        session.endRejected();
        goToMainSiteLogin(returnPath);
      });
    case 400:
      return showAlert({
        tone: 'error',
        title: t('common:http.title400'),
        message: lines(t('common:http.accessFailed'), server),
      });
    case 401: {
      // The message first, then the token goes, and the page leaves once it was read.
      leaving = true;
      const read = showAlert({
        tone: 'error',
        title: t('common:http.sessionExpired'),
        message: '',
      });
      session.endRejected();
      await read;
      return goToMainSiteLogin(returnPath);
    }
    case 403:
      if (isGivingMismatch(error)) {
        await showAlert({ tone: 'error', title: t('common:errors.offeringMismatch'), message: '' });
        return session.endForGivingMismatch();
      }
      return leave({ title: t('common:http.permissionError'), message: server }, () => {
        session.endRejected();
        pageNavigation.assign(APP_HOME_URL);
      });
    case 500:
      return leave(
        { title: t('common:http.title500'), message: lines(t('common:http.systemError'), server) },
        () => pageNavigation.reload(),
      );
    default:
      return leave({ title: t('common:http.serverError'), message: server }, () =>
        goToMainSiteLogin(returnPath),
      );
  }
};

/** Forgets that a failure is leaving the page (tests; a page that navigated never needs it). */
export const resetHttpFailureState = (): void => {
  leaving = false;
};
