import { bus } from '../bus/event-bus';
import { i18n } from '../i18n/i18n';
import { APP_HOME_URL, pageNavigation } from '../navigation/page-navigation';
import { goToMainSiteLogin } from '../session/return-path';
import { tokenStore } from '../session/token-store';
import { showAlert } from './alert';
import type { ApiError } from './api-error';

// Once one failure decided to leave the page, the calls failing with it show nothing more.
let leaving = false;

const lines = (...parts: string[]): string => parts.filter((part) => part.length > 0).join('\n');

/** Removes the token; the session layer and every `useSession` see it through the token store. */
const endSession = (): void => {
  if (tokenStore.token() === null) return;
  tokenStore.remove();
  bus.emit({ type: 'session/expired', reason: 'rejected' });
};

const leave = async (
  alert: { title: string; message: string },
  then: () => void,
): Promise<void> => {
  leaving = true;
  await showAlert({ tone: 'error', ...alert });
  then();
};

/**
 * spec 8, HTTP handling, exactly: the dialog the shell shows for a failed call and what happens
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
        endSession();
        goToMainSiteLogin(returnPath);
      });
    case 400:
      return showAlert({
        tone: 'error',
        title: t('common:http.title400'),
        message: lines(t('common:http.accessFailed'), server),
      });
    case 401:
      endSession();
      return leave({ title: t('common:http.sessionExpired'), message: '' }, () =>
        goToMainSiteLogin(returnPath),
      );
    case 403:
      return leave({ title: t('common:http.permissionError'), message: server }, () => {
        endSession();
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
