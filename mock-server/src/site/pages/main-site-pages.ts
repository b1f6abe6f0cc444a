import type { Settings } from '../../core/settings';
import { EMBED_SCRIPT } from '@eoffering/deploy/hosting/static-apps';
import { fill } from '../html';
import { page } from '../layout';
import { sayText, SITE_TEXT } from '../site-language';

interface MainSitePage {
  template: string;
  title: string;
  scripts?: string[];
  appScripts?: string[];
}

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
