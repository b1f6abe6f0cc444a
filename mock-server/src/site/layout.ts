import type { Settings } from '../core/settings';
import { fill, html } from './html';
import type { Html } from './html';
import { keepLanguage, say, type SiteLanguage } from './site-language';

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
    skip: say(language, '跳到主要內容', 'Skip to content'),
    homeLink: link(mainSite.home),
    brand: say(language, churchName['zh-TW'], churchName.en),
    navLabel: language === 'en' ? 'Main' : language ? '主選單' : '主選單 Main',
    givingLink: link('/eoffering/'),
    giving: say(language, '線上奉獻', 'eOffering'),
    loginLink: link(mainSite.login),
    login: say(language, '登入', 'Log in'),
    registerLink: link(mainSite.register),
    register: say(language, '註冊', 'Sign up'),
    profileLink: link(mainSite.memberProfile),
    profile: say(language, '會員資料', 'Profile'),
    body: options.body,
    address: office.address[language ?? 'zh-TW'],
    phone: office.phone,
    privacyLink: link(mainSite.privacy),
    privacy: say(language, '隱私權政策', 'Privacy policy'),
  }).markup;
};
