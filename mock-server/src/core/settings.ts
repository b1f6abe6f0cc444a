import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { Purpose, RuntimeConfig } from '@eoffering/shared/contract';
import { installSecrets } from './secrets';
import { releasesDirOf } from '../web/releases';
import { REPORTS_PATH } from '../web/report-log';
import { APP_BASE_PATH } from '@eoffering/shared/routes';
import church from '../fixtures/church.json';
import apiPaths from './api-paths.json';

/** Everything that differs between a developer's machine, a test and a demo deployment. */
export interface Settings {
  port: number;
  host: string;
  /** Origin the browser reaches this server on; gateway forms and return URLs are built on it. */
  publicOrigin: string;
  /**
   * Origins a donor may start a payment from and be sent back to (publicOrigin first). A request
   * that reached this server on another origin is answered with publicOrigin's URLs.
   */
  publicOrigins: string[];
  /** docs/screens/shell.md: the path the app is served under; the front-end URLs the server hands out follow it. */
  basePath: string;
  /** The JSON store; null keeps the data in memory (tests). */
  dataFile: string | null;
  /**
   * json-server's raw REST router and every `/dev/*` action exist only when this is on and the
   * server listens on a loopback address (`devActionsOpen`).
   */
  dev: boolean;
  /**
   * The proxies whose `X-Forwarded-For` names the client (addresses, `a.b.c.d/nn` ranges, or
   * `loopback`): empty trusts no header, so the client is the peer that connected
   * (docs/security-model.md, 'Client identity').
   */
  trustedProxies: string[];
  jwt: {
    secret: string;
    ttlSeconds: number;
    /** No refresh carries a sign-in past this long after it started (docs/api-contract.md). */
    maxSignInSeconds: number;
  };
  /** Receipt PDFs: their owner password is derived from this per-install secret. */
  receipts: { ownerSecret: string };
  /**
   * The capability cookie a guest's giving is answered with (docs/api-contract.md): scoped to the
   * API paths, kept this long.
   */
  guestAccess: { cookiePath: string; ttlSeconds: number };
  /** The simulated card acquirer (E.SUN format, docs/architecture.md). Never sent to a browser. */
  gateway: {
    origin: string;
    macKey: string;
    merchantId: string;
    terminalId: string;
    /**
     * How long after the browser is sent back the simulator's notification lands (0: at once), so
     * the result page sees 1 in progress and polls (docs/api-contract.md: 3 tries, 0.5 s apart).
     */
    notifyDelayMs: number;
  };
  churchRewriteId: string;
  churchName: { 'zh-TW': string; en: string };
  office: RuntimeConfig['office'];
  remotes: RuntimeConfig['remotes'];
  /** An origin allowed to frame the app (the church's main site), besides this server. */
  mainSiteOrigin: string | null;
  /**
   * Websites that show the giving widget (embed.js) from this server: CORS lets them read config.json,
   * the project list and the project images, and nothing else.
   */
  embedOrigins: string[];
  mainSite: RuntimeConfig['mainSite'];
  /** Sign-in, token refresh and logout (published in config.json as they are). */
  auth: RuntimeConfig['auth'];
  /** Prefix of every API path; empty means this server's own origin. */
  apiBaseUrl: string;
  api: Record<Purpose, string>;
  /** Production builds served under /eoffering/. */
  dist: { shell: string; giving: string; memberCenter: string };
  /** Published releases of the remotes and `live.json` (docs/deploying-a-remote.md). */
  releasesDir: string;
  /** Where browsers send failure and web-vital reports (config.json `reportUrl`); null: nowhere. */
  reportUrl: string | null;
  /**
   * Members may change their plans in place (change_ach_plan, docs/decisions.md), except within these
   * days before a debit; null: the backend does not offer it and plans do not declare it.
   */
  planChangeCutoffDays: number | null;
  limits: {
    /** JSON bodies above this are refused with 413 (docs/security-model.md: bad input). */
    jsonBody: string;
    /** Guest lookups (docs/security-model.md) and sign-in attempts: misses allowed per window, per key. */
    misses: { max: number; windowMs: number };
    /** Givings a client that is not signed in may create per window (docs/security-model.md). */
    guestGivings: { max: number; windowMs: number };
    /**
     * docs/security-model.md, 'What public calls may store': the live guest passes a giving keeps
     * (browsers that proved it), and the reprint records a receipt keeps.
     */
    guestPassesPerGiving: number;
    reprintsPerReceipt: number;
    /** Sign-ups on the main-site stand-in one client may try per window (docs/security-model.md). */
    signUps: { max: number; windowMs: number };
    /**
     * For this long after signing up, a member's givings and card bindings count on the
     * per-address limit of anonymous givings (`guestGivings`): new accounts multiply nothing.
     */
    newMemberMs: number;
    /** Report batches (docs/security-model.md, 'Reports'): per client, and from everyone. */
    reports: {
      perClient: { max: number; windowMs: number };
      overall: { max: number; windowMs: number };
    };
  };
}

/**
 * docs/api-contract.md keeps the real paths in configuration; these are the mock's, grouped by area
 * (src/core/api-paths.json). Typed here, so a call of the contract without a path fails the build.
 */
export const API_PATHS: Readonly<Record<Purpose, string>> = apiPaths;

type Env = Record<string, string | undefined>;

const REPO_ROOT = resolve(__dirname, '..', '..', '..');
const MOCK_ROOT = resolve(__dirname, '..', '..');

/** An unset or blank variable takes its default. */
const unlessBlank = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

const wholeNumber = (min: number, max?: number) => {
  const message = `must be a whole number ${max === undefined ? `of at least ${min}` : `${min}..${max}`}`;
  return z
    .string()
    .trim()
    .regex(/^\d+$/, message)
    .transform(Number)
    .refine((value) => value >= min && value <= (max ?? Number.MAX_SAFE_INTEGER), message);
};

const originOf = z.url({ error: 'must be a URL' }).transform((url) => new URL(url).origin);

/** A comma-separated list; blank entries are skipped. */
const listOf = <T extends z.ZodType<unknown, string>>(entry: T) =>
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    )
    .pipe(z.array(entry));

/**
 * The environment this server reads, each variable checked at start: a bad value refuses to
 * start with a message naming it (`loadSettings`). Unset (or blank) takes the demo default.
 */
const envSchema = z.object({
  PORT: unlessBlank(wholeNumber(1, 65535)).default(3000),
  HOST: unlessBlank(z.string()).default('127.0.0.1'),
  PUBLIC_ORIGIN: unlessBlank(originOf),
  /** Origins a donor may also start a payment from (comma separated). */
  PUBLIC_ORIGINS: unlessBlank(listOf(originOf)).default([]),
  DATA_FILE: unlessBlank(z.string()),
  DEV: unlessBlank(z.enum(['0', '1', 'false', 'true'], { error: 'must be 0, 1, false or true' })),
  TRUST_PROXY: unlessBlank(listOf(z.string())).default([]),
  JWT_SECRET: unlessBlank(z.string()),
  SIGN_IN_MAX_HOURS: unlessBlank(wholeNumber(1)).default(12),
  GATEWAY_ORIGIN: unlessBlank(originOf),
  GATEWAY_MAC_KEY: unlessBlank(z.string()),
  GATEWAY_MERCHANT_ID: unlessBlank(z.string()).default('8089000016'),
  GATEWAY_NOTIFY_DELAY_MS: unlessBlank(wholeNumber(0)).default(800),
  RECEIPT_OWNER_SECRET: unlessBlank(z.string()),
  MAIN_SITE_ORIGIN: unlessBlank(originOf),
  EMBED_ORIGINS: unlessBlank(listOf(originOf)).default([]),
  GIVING_MANIFEST_URL: unlessBlank(z.string()).default(
    '/eoffering/remotes/giving/mf-manifest.json',
  ),
  MEMBER_CENTER_MANIFEST_URL: unlessBlank(z.string()).default(
    '/eoffering/remotes/member-center/mf-manifest.json',
  ),
  RELEASES_DIR: unlessBlank(z.string()),
  /** Unset: this server's own collector; empty: no reports at all. */
  REPORT_URL: z.string().optional(),
  /** Members may change plans in place except this many days before a debit; `off`: no plan changes. */
  PLAN_CHANGE_CUTOFF_DAYS: unlessBlank(
    z
      .string()
      .trim()
      .refine((value) => value === 'off' || (/^\d+$/.test(value) && Number(value) <= 28), {
        error: 'must be a whole number of days 0..28, or off',
      })
      .transform((value) => (value === 'off' ? null : Number(value))),
  ).default(3),
});

/** The environment as `envSchema` reads it; throws naming every variable it refuses. */
const parseEnv = (env: Env) => {
  const parsed = envSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
  throw new Error(`Invalid environment: ${problems.join('; ')}`);
};

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * publicOrigin, the extra origins of PUBLIC_ORIGINS and, when publicOrigin is a loopback address
 * (a developer's machine, tests), the other loopback names on the same port.
 */
const allowedOrigins = (publicOrigin: string, extra: readonly string[]): string[] => {
  const url = new URL(publicOrigin);
  const aliases = LOOPBACK_HOSTS.includes(url.hostname)
    ? LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`)
    : [];
  return [...new Set([publicOrigin, ...extra, ...aliases])];
};

/**
 * Settings from the environment (`envSchema`), with the demo defaults and the church of
 * src/fixtures/church.json. `overrides` wins over both (tests). A secret the environment does not
 * give comes from the secrets file beside the data file, generated on first start (`secrets.ts`).
 */
export const loadSettings = (
  env: Env = process.env,
  overrides: Partial<Settings> = {},
): Settings => {
  const vars = parseEnv(env);
  const publicOrigin = vars.PUBLIC_ORIGIN ?? `http://localhost:${vars.PORT}`;
  const dataFile =
    overrides.dataFile !== undefined
      ? overrides.dataFile
      : (vars.DATA_FILE ?? join(MOCK_ROOT, 'data', 'db.json'));
  const allGiven = vars.JWT_SECRET && vars.GATEWAY_MAC_KEY && vars.RECEIPT_OWNER_SECRET;
  const secrets = allGiven ? null : installSecrets(dataFile);
  const base: Settings = {
    port: vars.PORT,
    host: vars.HOST,
    publicOrigin,
    publicOrigins: allowedOrigins(publicOrigin, vars.PUBLIC_ORIGINS),
    basePath: APP_BASE_PATH,
    dataFile,
    dev: vars.DEV === '1' || vars.DEV === 'true',
    trustedProxies: vars.TRUST_PROXY,
    jwt: {
      secret: vars.JWT_SECRET ?? secrets?.jwtSecret ?? '',
      ttlSeconds: 30 * 60,
      maxSignInSeconds: vars.SIGN_IN_MAX_HOURS * 60 * 60,
    },
    receipts: { ownerSecret: vars.RECEIPT_OWNER_SECRET ?? secrets?.receiptOwnerSecret ?? '' },
    guestAccess: { cookiePath: '/api', ttlSeconds: 7 * 24 * 60 * 60 },
    gateway: {
      origin: vars.GATEWAY_ORIGIN ?? publicOrigin,
      macKey: vars.GATEWAY_MAC_KEY ?? secrets?.gatewayMacKey ?? '',
      merchantId: vars.GATEWAY_MERCHANT_ID,
      terminalId: 'EC000001',
      notifyDelayMs: vars.GATEWAY_NOTIFY_DELAY_MS,
    },
    ...church,
    remotes: {
      giving: { name: 'giving', manifestUrl: vars.GIVING_MANIFEST_URL },
      memberCenter: { name: 'memberCenter', manifestUrl: vars.MEMBER_CENTER_MANIFEST_URL },
    },
    mainSiteOrigin: vars.MAIN_SITE_ORIGIN ?? null,
    embedOrigins: vars.EMBED_ORIGINS,
    mainSite: {
      home: '/',
      login: '/login',
      register: '/register',
      privacy: '/privacy',
      passwordReset: '/password-reset',
      memberProfile: '/member/profile',
    },
    auth: { signin: '/signin', reauth: '/auth/reauth', logout: '/auth/logout' },
    apiBaseUrl: '',
    api: { ...API_PATHS },
    planChangeCutoffDays: vars.PLAN_CHANGE_CUTOFF_DAYS,
    dist: {
      shell: join(REPO_ROOT, 'shell', 'dist'),
      giving: join(REPO_ROOT, 'mfe-giving', 'dist'),
      memberCenter: join(REPO_ROOT, 'mfe-member-center', 'dist'),
    },
    releasesDir: releasesDirOf({ RELEASES_DIR: vars.RELEASES_DIR }),
    reportUrl:
      vars.REPORT_URL === undefined
        ? REPORTS_PATH
        : vars.REPORT_URL.trim() === ''
          ? null
          : vars.REPORT_URL,
    limits: {
      jsonBody: '32kb',
      misses: { max: 5, windowMs: 15 * 60 * 1000 },
      guestGivings: { max: 60, windowMs: 60 * 60 * 1000 },
      guestPassesPerGiving: 5,
      reprintsPerReceipt: 5,
      signUps: { max: 3, windowMs: 24 * 60 * 60 * 1000 },
      newMemberMs: 30 * 24 * 60 * 60 * 1000,
      reports: {
        perClient: { max: 20, windowMs: 10 * 60 * 1000 },
        overall: { max: 300, windowMs: 10 * 60 * 1000 },
      },
    },
  };
  return { ...base, ...overrides };
};

/** Settings for tests: in-memory store, dev mode off, builds looked up in `dist`. */
export const testSettings = (overrides: Partial<Settings> = {}): Settings =>
  loadSettings({}, { dataFile: null, ...overrides });

/** True for an address only this machine can reach: `localhost`, 127.0.0.0/8 or ::1. */
export const isLoopbackHost = (host: string): boolean =>
  host === 'localhost' || host === '::1' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);

/**
 * Dev actions (`/dev/*`, json-server's raw router over the whole store, password hashes included)
 * exist only in dev mode on a server that listens on loopback alone: `DEV=1` with a public `HOST`
 * leaves them off (docs/security-model.md, 'Dev actions').
 */
export const devActionsOpen = (settings: Settings): boolean =>
  settings.dev && isLoopbackHost(settings.host);
