import { PURPOSES, type Purpose } from '../contract/catalogue';
import type { RuntimeConfig } from '../config/runtime-config';

/** A complete `RuntimeConfig` for tests: every call at `/api/<purpose>` on `http://api.test`. */
export const testConfig = (overrides: Partial<RuntimeConfig> = {}): RuntimeConfig => ({
  apiBaseUrl: 'http://api.test',
  api: Object.fromEntries(PURPOSES.map((purpose) => [purpose, `/api/${purpose}`])) as Record<
    Purpose,
    string
  >,
  auth: {
    signin: 'http://api.test/signin',
    reauth: 'http://api.test/auth/reauth',
    logout: 'http://api.test/auth/logout',
  },
  mainSite: {
    home: 'http://main.test/',
    login: 'http://main.test/login',
    register: 'http://main.test/register',
    privacy: 'http://main.test/privacy',
    passwordReset: 'http://main.test/password-reset',
    memberProfile: 'http://main.test/member/profile',
  },
  remotes: {
    giving: {
      name: 'giving',
      manifestUrl: 'http://app.test/eoffering/remotes/giving/mf-manifest.json',
    },
    memberCenter: {
      name: 'memberCenter',
      manifestUrl: 'http://app.test/eoffering/remotes/member-center/mf-manifest.json',
    },
  },
  paymentOrigins: ['http://gateway.test'],
  churchRewriteId: 'test-church',
  office: {
    phone: '02-1234-5678',
    fax: '02-1234-5679',
    mailbox: '台北郵政 1-234 號信箱',
    mailboxEn: 'P.O. Box 1-234, Taipei',
    address: { 'zh-TW': '台北市測試路 1 號', en: '1 Test Road, Taipei' },
    hours: { 'zh-TW': '週二至週五 9:00–17:00', en: 'Tue–Fri 9:00–17:00' },
  },
  dev: false,
  reportUrl: null,
  ...overrides,
});
