import type { Settings } from '../core/settings';
import { fill, html, type Html } from './html';
import { keepLanguage, say, sayText, SITE_TEXT, type SiteLanguage } from './site-language';

export interface PageOptions {
  title: string;
  body: Html;
  /** No inline scripts: the CSP forbids them. */
  scripts?: string[];
  appScripts?: string[];
  language?: SiteLanguage | null;
}

export const page = (settings: Settings, options: PageOptions): string => {
  const { mainSite, churchName, office } = settings;
  const language = options.language ?? null;
  const link = (path: string) => keepLanguage(path, language);
  const scripts = [
    ...(options.scripts ?? []).map((script) => `/site/${script}`),
    ...(options.appScripts ?? []).map((script) => `${settings.basePath}${script}`),
  ];
  return fill('site/pages/layout.html', {
    lang: language ?? 'zh-TW',
    title: options.title,
    churchName: language === 'en' ? churchName.en : churchName['zh-TW'],
    scripts: scripts.map((src) => html`<script src="${src}" defer></script>`),
    skip: say(language, SITE_TEXT.skip),
    homeLink: link(mainSite.home),
    brand: say(language, churchName),
    navLabel: sayText(language, SITE_TEXT.mainMenu),
    givingLink: link('/eoffering/'),
    giving: say(language, SITE_TEXT.giving),
    loginLink: link(mainSite.login),
    login: say(language, SITE_TEXT.login),
    registerLink: link(mainSite.register),
    register: say(language, SITE_TEXT.register),
    profileLink: link(mainSite.memberProfile),
    profile: say(language, SITE_TEXT.profile),
    body: options.body,
    address: office.address[language ?? 'zh-TW'],
    phone: office.phone,
    privacyLink: link(mainSite.privacy),
    privacy: say(language, SITE_TEXT.privacy),
  }).markup;
};
