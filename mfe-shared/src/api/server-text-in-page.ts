import { backendTextIn } from '../rules/format/backend-text';
import { COMMON_NS, i18n, registerStrings } from '../i18n/i18n';
import en from '../locales/backend/en.json';
import zhTW from '../locales/backend/zh-TW.json';

// docs/decisions.md, backend texts in the page's language: the failure dialogs fetch this module,
// the catalogue and its strings in both languages, the first time a failure carries a server text,
// so none of it weighs on a first visit. The flows' parts register the same strings with theirs.
const BACKEND_NS = registerStrings(COMMON_NS, { 'zh-TW': zhTW, en });

/**
 * A server text of an HTTP failure in the page's language: a known one as the catalogue says, any
 * other as nothing, since the dialog's own words already say what failed.
 */
export const serverTextInPage = (server: string): string =>
  backendTextIn((key, values) => i18n.t(key, { ns: BACKEND_NS, ...values }), server, { shown: '' });
