import { PLEDGE_PURPOSES, PURPOSES } from '../contract/catalogue';
import type { RemoteLocation, RuntimeConfig } from './runtime-config';

/** Thrown when `config.json` cannot be read or does not have the shape of `RuntimeConfig`. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const fail = (path: string, expected: string): never => {
  throw new ConfigError(`config.json is malformed: ${path} must be ${expected}`);
};

const object = (value: unknown, path: string): Json =>
  isObject(value) ? value : fail(path, 'an object');

const text = (value: unknown, path: string): string =>
  typeof value === 'string' && value.length > 0 ? value : fail(path, 'a non-empty string');

const localised = (value: unknown, path: string): { 'zh-TW': string; en: string } => {
  const record = object(value, path);
  return { 'zh-TW': text(record['zh-TW'], `${path}.zh-TW`), en: text(record.en, `${path}.en`) };
};

const remote = (value: unknown, path: string): RemoteLocation => {
  const record = object(value, path);
  return {
    name: text(record.name, `${path}.name`),
    manifestUrl: text(record.manifestUrl, `${path}.manifestUrl`),
  };
};

const OPTIONAL_PURPOSES: ReadonlySet<string> = new Set(PLEDGE_PURPOSES);
/** An optional extension's call left out: the backend does not offer it (runtime-config.ts). */
const isOptionalMissing = (purpose: string, path: unknown): boolean =>
  OPTIONAL_PURPOSES.has(purpose) && (path === undefined || path === '');

/**
 * Checks an untrusted value against `RuntimeConfig` and returns a clean copy; the error names the
 * first field that is wrong. Hand-written so no schema library ships in the runtime bundle.
 */
export const parseConfig = (value: unknown): RuntimeConfig => {
  const root = object(value, 'the document');
  const apiRecord = object(root.api, 'api');
  const api = Object.fromEntries(
    PURPOSES.map((purpose) => [
      purpose,
      isOptionalMissing(purpose, apiRecord[purpose])
        ? ''
        : text(apiRecord[purpose], `api.${purpose}`),
    ]),
  ) as RuntimeConfig['api'];
  const auth = object(root.auth, 'auth');
  const mainSite = object(root.mainSite, 'mainSite');
  const remotes = object(root.remotes, 'remotes');
  const office = object(root.office, 'office');
  const paymentOrigins = Array.isArray(root.paymentOrigins)
    ? root.paymentOrigins.map((origin, index) => text(origin, `paymentOrigins[${index}]`))
    : fail('paymentOrigins', 'a list of origins');
  const dev = typeof root.dev === 'boolean' ? root.dev : fail('dev', 'true or false');

  return {
    apiBaseUrl:
      typeof root.apiBaseUrl === 'string' ? root.apiBaseUrl : fail('apiBaseUrl', 'a string'),
    api,
    auth: {
      signin: text(auth.signin, 'auth.signin'),
      reauth: text(auth.reauth, 'auth.reauth'),
      logout: text(auth.logout, 'auth.logout'),
    },
    mainSite: {
      home: text(mainSite.home, 'mainSite.home'),
      login: text(mainSite.login, 'mainSite.login'),
      register: text(mainSite.register, 'mainSite.register'),
      privacy: text(mainSite.privacy, 'mainSite.privacy'),
      passwordReset: text(mainSite.passwordReset, 'mainSite.passwordReset'),
      memberProfile: text(mainSite.memberProfile, 'mainSite.memberProfile'),
    },
    remotes: {
      giving: remote(remotes.giving, 'remotes.giving'),
      memberCenter: remote(remotes.memberCenter, 'remotes.memberCenter'),
    },
    paymentOrigins,
    churchRewriteId: text(root.churchRewriteId, 'churchRewriteId'),
    office: {
      phone: text(office.phone, 'office.phone'),
      fax: text(office.fax, 'office.fax'),
      mailbox: text(office.mailbox, 'office.mailbox'),
      ...(office.mailboxEn === undefined
        ? {}
        : { mailboxEn: text(office.mailboxEn, 'office.mailboxEn') }),
      address: localised(office.address, 'office.address'),
      hours: localised(office.hours, 'office.hours'),
    },
    dev,
    reportUrl:
      root.reportUrl === undefined || root.reportUrl === null
        ? null
        : text(root.reportUrl, 'reportUrl'),
  };
};
