import type { Settings } from '../../core/settings';
import { EMBED_SCRIPT } from '@eoffering/deploy/hosting/static-apps';
import { fill } from '../html';
import { page } from '../layout';

export const homePage = (settings: Settings): string =>
  page(settings, {
    title: '首頁 Home',
    // The giving widget as any church website shows it: one script, one element (README).
    appScripts: [EMBED_SCRIPT],
    body: fill('site/pages/home.html', {
      churchZh: settings.churchName['zh-TW'],
      churchEn: settings.churchName.en,
      login: settings.mainSite.login,
      register: settings.mainSite.register,
    }),
  });

export const registerPage = (settings: Settings): string =>
  page(settings, {
    title: '註冊 Sign up',
    scripts: ['site-rules.js', 'site-auth.js', 'register.js'],
    body: fill('site/pages/register.html', { login: settings.mainSite.login }),
  });

export const privacyPage = (settings: Settings): string =>
  page(settings, {
    title: '隱私權政策 Privacy policy',
    body: fill('site/pages/privacy.html', {
      phone: settings.office.phone,
      address: settings.office.address['zh-TW'],
    }),
  });

export const passwordResetPage = (settings: Settings): string =>
  page(settings, {
    title: '重設密碼 Reset password',
    body: fill('site/pages/password-reset.html', {
      phone: settings.office.phone,
      login: settings.mainSite.login,
    }),
  });

export const profilePage = (settings: Settings): string =>
  page(settings, {
    title: '會員資料 Profile',
    scripts: ['profile.js'],
    body: fill('site/pages/profile.html', { login: settings.mainSite.login }),
  });
