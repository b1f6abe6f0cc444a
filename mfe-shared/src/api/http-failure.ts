import { i18n } from '../i18n/i18n';
import { APP_HOME_URL, pageNavigation } from '../navigation/page-navigation';
import { isGivingMismatch } from '../session/giving-mismatch';
import { goToMainSiteLogin } from '../session/return-path';
import { session } from '../session/session';
import { showAlert } from './alert';
import { ERROR_RC } from '../contract/envelope';
import type { ApiError } from './api-error';

// Once one failure decided to leave the page, the calls failing with it show nothing more.
let leaving = false;

const lines = (...parts: string[]): string => parts.filter((part) => part.length > 0).join('\n');

/**
 * docs/decisions.md, backend texts in the page's language: the server's text as the catalogue has
 * it in the page's language, or nothing for a text it does not know. The catalogue comes in a
 * chunk of its own, fetched only by a failure that carries a text; if that fetch fails too, the
 * dialog keeps its own words.
 */
const inPageLanguage = async (server: string): Promise<string> => {
  if (server.trim() === '') return '';
  try {
    const { serverTextInPage } = await import(
      /* webpackChunkName: "server-texts" */ './server-text-in-page'
    );
    return serverTextInPage(server);
  } catch {
    return '';
  }
};

/** The dialog's own line, then the server's text in the page's language when it has one. */
const withServerText = async (own: string, server: string): Promise<string> =>
  lines(own, await inPageLanguage(server));

// The page is marked as leaving before the server's text is looked up, so the calls failing with
// this one meanwhile show nothing more.
const leave = async (
  title: string,
  message: string | Promise<string>,
  then: () => void,
): Promise<void> => {
  leaving = true;
  await showAlert({ tone: 'error', title, message: await message });
  then();
};

/** A failure dialog after which the page stays as it was, with what was typed. */
const stay = async (title: string, message: string | Promise<string>): Promise<void> =>
  showAlert({ tone: 'error', title, message: await message });

/**
 * docs/screens/giving.md, HTTP handling, exactly: the dialog the shell shows for a failed call and what happens
 * after it. Resolves when the side effect has been started.
 */
export const reportHttpFailure = async (error: ApiError): Promise<void> => {
  if (leaving) return;
  const t = i18n.t.bind(i18n);
  const returnPath = pageNavigation.currentPath();
  // docs/decisions.md, a guest is not sent to sign in for a failure a sign-in would not change:
  // the guest stays on the page with what they typed.
  const signedIn = session.isAuthenticated();
  switch (error.status) {
    case null:
      if (!signedIn) return stay(t('common:http.serverError'), '');
      return leave(t('common:http.serverError'), '', () => {
        session.endRejected();
        goToMainSiteLogin(returnPath);
      });
    case 400:
      return showAlert({
        tone: 'error',
        title: t('common:http.title400'),
        message: await withServerText(t('common:http.accessFailed'), error.message),
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
      return leave(t('common:http.permissionError'), inPageLanguage(error.message), () => {
        session.endRejected();
        pageNavigation.assign(APP_HOME_URL);
      });
    case 500:
      return leave(
        t('common:http.title500'),
        withServerText(t('common:http.systemError'), error.message),
        () => pageNavigation.reload(),
      );
    case ERROR_RC.tooMany:
      // docs/decisions.md, a refusal for too many requests keeps the page: it passes by itself,
      // and neither a sign-in nor another page would lift it sooner.
      return showAlert({
        tone: 'warning',
        title: t('common:http.tooManyTitle'),
        message: (await inPageLanguage(error.message)) || t('common:http.tooManyMessage'),
      });
    default:
      if (!signedIn) return stay(t('common:http.serverError'), inPageLanguage(error.message));
      return leave(t('common:http.serverError'), inPageLanguage(error.message), () =>
        goToMainSiteLogin(returnPath),
      );
  }
};

/** Forgets that a failure is leaving the page (tests; a page that navigated never needs it). */
export const resetHttpFailureState = (): void => {
  leaving = false;
};
