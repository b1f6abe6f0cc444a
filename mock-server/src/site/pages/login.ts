import type { Settings } from '../../core/settings';
import { fill, html } from '../html';
import { page } from '../layout';
import { keepLanguage, say, sayText, type SiteLanguage } from '../site-language';

// docs/screens/shell.md: only these values are shown; anything else shows nothing.
const SIGNED_OUT_REASONS: Record<string, { zh: string; en: string }> = {
  inactive: {
    zh: '由於 5 分鐘沒有操作，您已被登出。請重新登入。',
    en: 'You were signed out because there was no activity for 5 minutes. Please log in again.',
  },
  expired: {
    zh: '您的登入已逾時，請重新登入。',
    en: 'Your sign-in has expired. Please log in again.',
  },
};

const signedOutReasonOf = (query: unknown): { zh: string; en: string } | null =>
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
    title: sayText(language, '登入', 'Log in'),
    language,
    scripts: ['site-rules.js', 'site-auth.js', 'login.js'],
    body: fill('site/pages/login.html', {
      heading: say(language, '會員登入', 'Log in'),
      reason: reason
        ? html`<p id="signed-out-reason" class="notice" role="status">
            ${say(language, reason.zh, reason.en)}
          </p>`
        : '',
      signin: settings.auth.signin,
      lang: language ?? '',
      useridLabel: say(language, '手機或電子郵件', 'Phone or e-mail'),
      passwordLabel: say(language, '密碼', 'Password'),
      submit: say(language, '登入', 'Log in'),
      resetLink: keepLanguage(settings.mainSite.passwordReset, language),
      forgot: say(language, '忘記密碼？', 'Forgot your password?'),
      demo: say(language, '示範帳號', 'Demo accounts'),
    }),
  });
};
