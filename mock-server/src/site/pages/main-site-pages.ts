import type { Settings } from '../../core/settings';
import { EMBED_SCRIPT } from '@eoffering/deploy/hosting/static-apps';
import { fill } from '../html';
import { page } from '../layout';

interface MainSitePage {
  template: string;
  title: string;
  scripts?: string[];
  appScripts?: string[];
}

/** The main site's fixed pages, by their path's name in `settings.mainSite`. */
export const MAIN_SITE_PAGES = {
  // The giving widget as any church website shows it: one script, one element (README).
  home: { template: 'home', title: '首頁 Home', appScripts: [EMBED_SCRIPT] },
  register: {
    template: 'register',
    title: '註冊 Sign up',
    scripts: ['site-rules.js', 'site-auth.js', 'register.js'],
  },
  privacy: { template: 'privacy', title: '隱私權政策 Privacy policy' },
  passwordReset: { template: 'password-reset', title: '重設密碼 Reset password' },
  memberProfile: { template: 'profile', title: '會員資料 Profile', scripts: ['profile.js'] },
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
