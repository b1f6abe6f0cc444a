import { join } from 'node:path';
import { z } from 'zod';
import type { Purpose, RuntimeConfig } from '@eoffering/shared/contract';
import { installSecrets } from './secrets';
import { releasesDirOf } from '@eoffering/deploy/hosting/releases';
import { REPORTS_PATH } from '@eoffering/deploy/hosting/report-log';
import { APP_BASE_PATH } from '@eoffering/shared/routes';
import church from '../fixtures/church.json';
import apiPaths from './api-paths.json';
import sitePaths from './site-paths.json';
import { MOCK_ROOT, REPO_ROOT } from '../paths';

// Typed, so a call of the contract without a path fails the build.
export const API_PATHS: Readonly<Record<Purpose, string>> = apiPaths;

type Env = Record<string, string | undefined>;

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

const envSchema = z.object({
  PORT: unlessBlank(wholeNumber(1, 65535)).default(3000),
  HOST: unlessBlank(z.string()).default('127.0.0.1'),
  PUBLIC_ORIGIN: unlessBlank(originOf),
  PUBLIC_ORIGINS: unlessBlank(listOf(originOf)).default([]),
  DATA_FILE: unlessBlank(z.string()),
  DEV: unlessBlank(
    z.enum(['0', '1', 'false', 'true'], { error: 'must be 0, 1, false or true' }),
  ).transform((value) => value === '1' || value === 'true'),
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
  // Blank turns the reports off.
  REPORT_URL: z
    .string()
    .default(REPORTS_PATH)
    .transform((value) => (value.trim() === '' ? null : value)),
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

const parseEnv = (env: Env) => {
  const parsed = envSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
  throw new Error(`Invalid environment: ${problems.join('; ')}`);
};

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

// A loopback publicOrigin (a developer's machine, tests) also allows its other loopback names.
const allowedOrigins = (publicOrigin: string, extra: readonly string[]): string[] => {
  const url = new URL(publicOrigin);
  const aliases = LOOPBACK_HOSTS.includes(url.hostname)
    ? LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`)
    : [];
  return [...new Set([publicOrigin, ...extra, ...aliases])];
};

// The sign-in calls and the main-site stand-in's pages, as config.json publishes them.
const SITE_PATHS: Pick<RuntimeConfig, 'auth' | 'mainSite'> = sitePaths;

const settingsFrom = (vars: z.output<typeof envSchema>, dataFile: string | null) => {
  const publicOrigin = vars.PUBLIC_ORIGIN ?? `http://localhost:${vars.PORT}`;
  const allGiven = vars.JWT_SECRET && vars.GATEWAY_MAC_KEY && vars.RECEIPT_OWNER_SECRET;
  const secrets = allGiven ? null : installSecrets(dataFile);
  return {
    port: vars.PORT,
    host: vars.HOST,
    publicOrigin,
    publicOrigins: allowedOrigins(publicOrigin, vars.PUBLIC_ORIGINS),
    basePath: APP_BASE_PATH as string,
    dataFile,
    dev: vars.DEV,
    // docs/security-model.md, 'Client identity'.
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
      // Late enough that the result page sees 1 in progress and polls (docs/api-contract.md).
      notifyDelayMs: vars.GATEWAY_NOTIFY_DELAY_MS,
    },
    churchRewriteId: church.churchRewriteId,
    churchName: church.churchName,
    office: church.office as RuntimeConfig['office'],
    remotes: {
      giving: { name: 'giving', manifestUrl: vars.GIVING_MANIFEST_URL },
      memberCenter: { name: 'memberCenter', manifestUrl: vars.MEMBER_CENTER_MANIFEST_URL },
    },
    mainSiteOrigin: vars.MAIN_SITE_ORIGIN ?? null,
    embedOrigins: vars.EMBED_ORIGINS,
    ...SITE_PATHS,
    apiBaseUrl: '',
    api: { ...API_PATHS } as Record<Purpose, string>,
    // null: the backend does not offer change_ach_plan (docs/decisions.md).
    planChangeCutoffDays: vars.PLAN_CHANGE_CUTOFF_DAYS,
    dist: {
      shell: join(REPO_ROOT, 'shell', 'dist'),
      giving: join(REPO_ROOT, 'mfe-giving', 'dist'),
      memberCenter: join(REPO_ROOT, 'mfe-member-center', 'dist'),
    },
    releasesDir: releasesDirOf({ RELEASES_DIR: vars.RELEASES_DIR }),
    reportUrl: vars.REPORT_URL,
    // docs/security-model.md.
    limits: {
      jsonBody: '32kb',
      misses: { max: 5, windowMs: 15 * 60 * 1000 },
      guestGivings: { max: 60, windowMs: 60 * 60 * 1000 },
      guestPassesPerGiving: 5,
      reprintsPerReceipt: 5,
      signUps: { max: 3, windowMs: 24 * 60 * 60 * 1000 },
      // New accounts count on `guestGivings` this long, so they multiply no limit.
      newMemberMs: 30 * 24 * 60 * 60 * 1000,
      reports: {
        perClient: { max: 20, windowMs: 10 * 60 * 1000 },
        overall: { max: 300, windowMs: 10 * 60 * 1000 },
      },
    },
  };
};

export type Settings = ReturnType<typeof settingsFrom>;

/** A secret the environment does not give comes from the secrets file (`secrets.ts`). */
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

export const testSettings = (overrides: Partial<Settings> = {}): Settings =>
  loadSettings({}, { dataFile: null, ...overrides });

export const isLoopbackHost = (host: string): boolean =>
  host === 'localhost' || host === '::1' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);

// The raw router shows password hashes: loopback only (docs/security-model.md, 'Dev actions').
export const devActionsOpen = (settings: Settings): boolean =>
  settings.dev && isLoopbackHost(settings.host);
