import type { Request } from 'express';
import { EMBED_SCRIPT } from '@eoffering/deploy/hosting/static-apps';
import type { Settings } from '../core/settings';
import { fill, html, type Html } from './html';
import {
  keepLanguage,
  say,
  sayText,
  siteLanguageOf,
  SITE_TEXT,
  type SiteLanguage,
  type Words,
} from './html';

interface PageOptions {
  title: string;
  body: Html;
  /** No inline scripts: the CSP forbids them. */
  scripts?: string[];
  appScripts?: string[];
  language?: SiteLanguage | null;
}

const page = (settings: Settings, options: PageOptions): string => {
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

const SIGNED_OUT_REASONS: Readonly<Record<string, Words>> = SITE_TEXT.signedOut;

// Back in the portal's language; only the reasons docs/screens/shell.md names are ever shown.
export const loginPage = (settings: Settings, req: Request): string => {
  const language = siteLanguageOf(req);
  const { reason: query } = req.query;
  const reason =
    typeof query === 'string' && Object.hasOwn(SIGNED_OUT_REASONS, query)
      ? SIGNED_OUT_REASONS[query]
      : undefined;
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

type MainSitePage = Pick<PageOptions, 'title' | 'scripts' | 'appScripts'> & { template: string };

/** The main site's fixed pages, by their path's name in `settings.mainSite`. */
export const MAIN_SITE_PAGES = {
  // The giving widget as any church website shows it: one script, one element (README).
  home: { template: 'home', title: sayText(null, SITE_TEXT.home), appScripts: [EMBED_SCRIPT] },
  register: {
    template: 'register',
    title: sayText(null, SITE_TEXT.register),
    scripts: ['site-rules.js', 'site-auth.js', 'register.js'],
  },
  privacy: { template: 'privacy', title: sayText(null, SITE_TEXT.privacy) },
  passwordReset: { template: 'password-reset', title: sayText(null, SITE_TEXT.passwordReset) },
  memberProfile: {
    template: 'profile',
    title: sayText(null, SITE_TEXT.profile),
    scripts: ['profile.js'],
  },
} satisfies Partial<Record<keyof Settings['mainSite'], MainSitePage>>;

/** Every template takes what it names of the same values. */
export const mainSitePage = (settings: Settings, { template, ...options }: MainSitePage): string =>
  page(settings, {
    ...options,
    body: fill(`site/pages/${template}.html`, {
      churchZh: settings.churchName['zh-TW'],
      churchEn: settings.churchName.en,
      login: settings.mainSite.login,
      register: settings.mainSite.register,
      phone: settings.office.phone,
      address: settings.office.address['zh-TW'],
    }),
  });
