import type { Settings } from '../../core/settings';
import { fill, html } from '../html';
import { page } from '../layout';
import { keepLanguage, say, sayText, SITE_TEXT } from '../site-language';
import type { SiteLanguage, Words } from '../site-language';

const SIGNED_OUT_REASONS: Readonly<Record<string, Words>> = SITE_TEXT.signedOut;

// docs/screens/shell.md: only these values are shown; anything else shows nothing.
const signedOutReasonOf = (query: unknown): Words | null =>
  typeof query === 'string' && Object.hasOwn(SIGNED_OUT_REASONS, query)
    ? (SIGNED_OUT_REASONS[query] ?? null)
    : null;

// The login sends the member back in the portal's language (docs/screens/shell.md).
export const loginPage = (
  settings: Settings,
  { language, reasonQuery }: { language: SiteLanguage | null; reasonQuery: unknown },
): string => {
  const reason = signedOutReasonOf(reasonQuery);
  return page(settings, {
    title: sayText(language, SITE_TEXT.login),
    language,
    scripts: ['site-rules.js', 'site-auth.js', 'login.js'],
    body: fill('site/pages/login.html', {
      heading: say(language, SITE_TEXT.loginHeading),
      reason: reason
        ? html`<p id="signed-out-reason" class="notice" role="status">${say(language, reason)}</p>`
        : '',
      signin: settings.auth.signin,
      lang: language ?? '',
      useridLabel: say(language, SITE_TEXT.userid),
      passwordLabel: say(language, SITE_TEXT.password),
      submit: say(language, SITE_TEXT.login),
      resetLink: keepLanguage(settings.mainSite.passwordReset, language),
      forgot: say(language, SITE_TEXT.forgot),
      demo: say(language, SITE_TEXT.demo),
    }),
  });
};
