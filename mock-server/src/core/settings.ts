import { join } from 'node:path';
import { z } from 'zod';
import type { Purpose, RuntimeConfig } from '@eoffering/shared/contract';
import { installSecrets } from './secrets';
import { releasesDirOf } from '../web/releases';
import { REPORTS_PATH } from '../web/report-log';
import { APP_BASE_PATH } from '@eoffering/shared/routes';
import church from '../fixtures/church.json';
import apiPaths from './api-paths.json';
import { MOCK_ROOT, REPO_ROOT } from '../paths';

/**
 * docs/api-contract.md keeps the real paths in configuration; these are the mock's, grouped by area
 * (src/core/api-paths.json). Typed here, so a call of the contract without a path fails the build.
 */
export const API_PATHS: Readonly<Record<Purpose, string>> = apiPaths;

type Env = Record<string, string | undefined>;

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

const MAIN_SITE: RuntimeConfig['mainSite'] = {
  home: '/',
  login: '/login',
  register: '/register',
  privacy: '/privacy',
  passwordReset: '/password-reset',
  memberProfile: '/member/profile',
};

/** Everything that differs between a developer's machine, a test and a demo deployment. */
const settingsFrom = (vars: z.output<typeof envSchema>, dataFile: string | null) => {
  const publicOrigin = vars.PUBLIC_ORIGIN ?? `http://localhost:${vars.PORT}`;
  const allGiven = vars.JWT_SECRET && vars.GATEWAY_MAC_KEY && vars.RECEIPT_OWNER_SECRET;
  const secrets = allGiven ? null : installSecrets(dataFile);
  const remotes: RuntimeConfig['remotes'] = {
    giving: { name: 'giving', manifestUrl: vars.GIVING_MANIFEST_URL },
    memberCenter: { name: 'memberCenter', manifestUrl: vars.MEMBER_CENTER_MANIFEST_URL },
  };
  return {
    port: vars.PORT,
    host: vars.HOST,
    /** Origin the browser reaches this server on; gateway forms and return URLs are built on it. */
    publicOrigin,
    /**
     * Origins a donor may start a payment from and be sent back to (publicOrigin first). A request
     * that reached this server on another origin is answered with publicOrigin's URLs.
     */
    publicOrigins: allowedOrigins(publicOrigin, vars.PUBLIC_ORIGINS),
    /** docs/screens/shell.md: the front-end URLs the server hands out follow the app's base path. */
    basePath: APP_BASE_PATH as string,
    /** The JSON store; null keeps the data in memory (tests). */
    dataFile,
    /** json-server's raw router and `/dev/*` exist only with this on a loopback host (`devActionsOpen`). */
    dev: vars.DEV === '1' || vars.DEV === 'true',
    /**
     * The proxies whose `X-Forwarded-For` names the client (addresses, `a.b.c.d/nn` ranges, or
     * `loopback`): empty trusts no header, so the client is the peer that connected
     * (docs/security-model.md, 'Client identity').
     */
    trustedProxies: vars.TRUST_PROXY,
    jwt: {
      secret: vars.JWT_SECRET ?? secrets?.jwtSecret ?? '',
      ttlSeconds: 30 * 60,
      /** No refresh carries a sign-in past this long after it started (docs/api-contract.md). */
      maxSignInSeconds: vars.SIGN_IN_MAX_HOURS * 60 * 60,
    },
    /** Receipt PDFs: their owner password is derived from this per-install secret. */
    receipts: { ownerSecret: vars.RECEIPT_OWNER_SECRET ?? secrets?.receiptOwnerSecret ?? '' },
    /** The capability cookie a guest's giving is answered with (docs/api-contract.md). */
    guestAccess: { cookiePath: '/api', ttlSeconds: 7 * 24 * 60 * 60 },
    /** The simulated card acquirer (E.SUN format, docs/architecture.md). Never sent to a browser. */
    gateway: {
      origin: vars.GATEWAY_ORIGIN ?? publicOrigin,
      macKey: vars.GATEWAY_MAC_KEY ?? secrets?.gatewayMacKey ?? '',
      merchantId: vars.GATEWAY_MERCHANT_ID,
      terminalId: 'EC000001',
      /**
       * How long after the browser is sent back the simulator's notification lands (0: at once),
       * so the result page sees 1 in progress and polls (docs/api-contract.md: 3 tries, 0.5 s apart).
       */
      notifyDelayMs: vars.GATEWAY_NOTIFY_DELAY_MS,
    },
    churchRewriteId: church.churchRewriteId,
    churchName: church.churchName,
    office: church.office as RuntimeConfig['office'],
    remotes,
    /** An origin allowed to frame the app (the church's main site), besides this server. */
    mainSiteOrigin: vars.MAIN_SITE_ORIGIN ?? null,
    /** Websites that show the giving widget: CORS lets them read config.json, projects and images. */
    embedOrigins: vars.EMBED_ORIGINS,
    mainSite: MAIN_SITE,
    auth: {
      signin: '/signin',
      reauth: '/auth/reauth',
      logout: '/auth/logout',
    } as RuntimeConfig['auth'],
    /** Prefix of every API path; empty means this server's own origin. */
    apiBaseUrl: '',
    api: { ...API_PATHS } as Record<Purpose, string>,
    /**
     * Members may change their plans in place (change_ach_plan, docs/decisions.md), except within
     * these days before a debit; null: the backend does not offer it and plans do not declare it.
     */
    planChangeCutoffDays: vars.PLAN_CHANGE_CUTOFF_DAYS as number | null,
    dist: {
      shell: join(REPO_ROOT, 'shell', 'dist'),
      giving: join(REPO_ROOT, 'mfe-giving', 'dist'),
      memberCenter: join(REPO_ROOT, 'mfe-member-center', 'dist'),
    },
    /** Published releases of the remotes and `live.json` (docs/deploying-a-remote.md). */
    releasesDir: releasesDirOf({ RELEASES_DIR: vars.RELEASES_DIR }),
    /** Where browsers send failure and web-vital reports (config.json `reportUrl`); null: nowhere. */
    reportUrl:
      vars.REPORT_URL === undefined
        ? REPORTS_PATH
        : vars.REPORT_URL.trim() === ''
          ? null
          : vars.REPORT_URL,
    /** docs/security-model.md: what one client, or everyone, may ask for or store. */
    limits: {
      jsonBody: '32kb',
      /** Guest lookups and sign-in attempts: misses allowed per window, per key. */
      misses: { max: 5, windowMs: 15 * 60 * 1000 },
      /** Givings a client that is not signed in may create per window. */
      guestGivings: { max: 60, windowMs: 60 * 60 * 1000 },
      /** 'What public calls may store': live guest passes per giving, reprints per receipt. */
      guestPassesPerGiving: 5,
      reprintsPerReceipt: 5,
      /** Sign-ups on the main-site stand-in one client may try per window. */
      signUps: { max: 3, windowMs: 24 * 60 * 60 * 1000 },
      /**
       * For this long after signing up, a member's givings and card bindings count on the
       * per-address limit of anonymous givings (`guestGivings`): new accounts multiply nothing.
       */
      newMemberMs: 30 * 24 * 60 * 60 * 1000,
      /** Report batches ('Reports'): per client, and from everyone. */
      reports: {
        perClient: { max: 20, windowMs: 10 * 60 * 1000 },
        overall: { max: 300, windowMs: 10 * 60 * 1000 },
      },
    },
  };
};

export type Settings = ReturnType<typeof settingsFrom>;

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
  const dataFile =
    overrides.dataFile !== undefined
      ? overrides.dataFile
      : (vars.DATA_FILE ?? join(MOCK_ROOT, 'data', 'db.json'));
  return { ...settingsFrom(vars, dataFile), ...overrides };
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
