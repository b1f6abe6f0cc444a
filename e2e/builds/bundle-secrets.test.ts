import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { expect, test } from '@jest/globals';
import { installSecrets } from '../../mock-server/src/core/secrets';
import { repoRoot } from '../support/environment';

// docs/security-model.md: no secret of the server reaches a browser. Every file the builds
// produced (`*/dist/**`, everything the server hands a browser besides config.json, which
// mock-server's web.test.ts checks) is scanned for what a leak would really put there:
//
// - the secret values a build could have seen: a new install's own, made by the server's own
//   code after the build (random, so they only catch a build that reads the server at run time), the per-install secrets
//   of every data folder of this checkout (a developer's `npm start` makes
//   mock-server/data/secrets.json before building; a value copied from it into code is caught),
//   and the secret environment variables of this run (a build that inlines `process.env`);
// - fixed key material in the server's source and deploy files: a default key a bundle could
//   import or copy (none exists: secrets come from the environment or the secrets file);
// - the names of the secret settings and their variables: a bundle holding them holds server
//   code that handles secrets, whatever their values are on this machine.
//
// Shown failing with its protection removed: with `?? 'dev-signing-key-0a1b2c3d4e5f'` as the JWT
// secret's fallback in mock-server/src/core/settings.ts and that literal in a built shell script,
// this spec answers "source constant dev-signing-key-0a1b2c3d4e5f (mock-server/src/core/settings.ts)
// in shell/dist/….js"; with a mock-server/data/secrets.json present and its gatewayMacKey in a
// built script, "gatewayMacKey (mock-server/data) in shell/dist/….js".
// It runs after `npm run build` (`npm run test:builds`, jest.builds.config.js): the builds exist
// only then. It needs no browser and no server.

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

/** The package folders of the checkout (not node_modules). */
const packageDirs = (): string[] =>
  readdirSync(repoRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
    .map((entry) => join(repoRoot, entry.name));

/** Every file of every package's `dist` folder. */
const builtFiles = (): string[] =>
  packageDirs()
    .map((dir) => join(dir, 'dist'))
    .filter((dist) => statSync(dist, { throwIfNoEntry: false })?.isDirectory() ?? false)
    .flatMap(filesUnder);

/** The secret fields of a secrets file (mock-server/src/core/secrets.ts). */
const SECRET_FIELDS = ['jwtSecret', 'gatewayMacKey', 'receiptOwnerSecret'] as const;

/** The environment variables that carry them (mock-server/src/core/settings.ts). */
const SECRET_VARIABLES = ['JWT_SECRET', 'GATEWAY_MAC_KEY', 'RECEIPT_OWNER_SECRET'] as const;

/** The values of a secrets file, named `<field> (<where>)`. */
const secretsOfFile = (file: string, where: string): Record<string, string> => {
  const stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return Object.fromEntries(
    SECRET_FIELDS.flatMap((field) => {
      const value = stored[field];
      return typeof value === 'string' ? [[`${field} (${where})`, value]] : [];
    }),
  );
};

/** Every data folder's secrets file in the checkout: mock-server/data and any other. */
const checkoutSecretFiles = (): string[] =>
  packageDirs()
    .map((dir) => join(dir, 'data', 'secrets.json'))
    .filter((file) => existsSync(file));

/** The secret variables of this run's environment that hold a value. */
const environmentSecrets = (env: NodeJS.ProcessEnv): Record<string, string> =>
  Object.fromEntries(
    SECRET_VARIABLES.flatMap((name) => {
      const value = env[name]?.trim();
      return value ? [[`${name} (environment)`, value]] : [];
    }),
  );

/** A string literal given to a secret-like name, or as the fallback of a secret variable. */
const NAMED_SECRET =
  /(?:secret|mac_?key|signing_?key|private_?key|salt|pepper)\w*['"]?\s*[:=]\s*(['"`])([^'"`\n]{8,})\1/gi;
const SECRET_FALLBACK = /(?:secret|mac_?key)\w*\s*\)?\s*(?:\?\?|\|\|)\s*(['"`])([^'"`\n]{8,})\1/gi;
const STRING_LITERAL = /(['"`])([A-Za-z0-9+/_=-]{32,})\1/g;

/** Key material by its shape: hex, mixed-case base64(url), or an acquirer's 32-letter MAC key. */
const looksLikeKey = (value: string): boolean =>
  /^[0-9a-f]{32,}$/i.test(value) ||
  (/[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value)) ||
  (/^[A-Z0-9]{32}$/.test(value) && /\d/.test(value) && /[A-Z]/.test(value));

/** Fixed key-like constants of a source text (see the patterns above). */
const keyConstantsIn = (text: string): string[] => [
  ...new Set([
    ...[...text.matchAll(NAMED_SECRET), ...text.matchAll(SECRET_FALLBACK)].map(
      (match) => match[2]!,
    ),
    ...[...text.matchAll(STRING_LITERAL)].map((match) => match[2]!).filter(looksLikeKey),
  ]),
];

/** The server's source and the deploy files (tests and fixtures' passwords aside). */
const serverSourceFiles = (): string[] =>
  ['mock-server/src', 'mock-server/public', 'deploy']
    .map((dir) => join(repoRoot, dir))
    .filter((dir) => existsSync(dir))
    .flatMap(filesUnder)
    .filter((file) => !/\.test\.tsx?$/.test(file) && /\.(ts|js|json|conf|template|sh)$/.test(file));

const sourceConstants = (): Record<string, string> =>
  Object.fromEntries(
    serverSourceFiles().flatMap((file) =>
      keyConstantsIn(readFileSync(file, 'utf8')).map((value) => [
        `source constant ${value} (${relative(repoRoot, file)})`,
        value,
      ]),
    ),
  );

/** Names only server code that handles secrets carries. */
const SECRET_NAMES = [
  ...SECRET_FIELDS,
  ...SECRET_VARIABLES,
  'macKey',
  'ownerSecret',
  'secrets.json',
];

/** `<secret name> in <file>` for every secret a file holds, read byte for byte. */
const secretsIn = (files: string[], secrets: Record<string, string>): string[] =>
  files.flatMap((file) => {
    const text = readFileSync(file).toString('latin1');
    return Object.entries(secrets)
      .filter(([, value]) => text.includes(value))
      .map(([name]) => `${name} in ${relative(repoRoot, file)}`);
  });

test('the scan finds a secret inside a minified script, and only that one', () => {
  const dir = mkdtempSync(join(tmpdir(), 'eoffering-secret-scan-'));
  try {
    const planted = join(dir, 'main.js');
    const secrets = { jwtSecret: 'a'.repeat(40), gatewayMacKey: 'b'.repeat(40) };
    writeFileSync(planted, `(()=>{const k="${secrets.jwtSecret}";console.log(k)})();`);
    writeFileSync(join(dir, 'other.js'), 'console.log("nothing to see")');
    expect(secretsIn([planted, join(dir, 'other.js')], secrets)).toEqual([
      `jwtSecret in ${relative(repoRoot, planted)}`,
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('fixed key material in server source is found, messages and names are not', () => {
  const source = [
    "const settings = { jwt: { secret: env.JWT_SECRET ?? 'dev-signing-key-0a1b2c3d4e5f' } };",
    "const macKey = given(env.GATEWAY_MAC_KEY) ?? secrets?.gatewayMacKey ?? 'fallback-mac-key-1';",
    "const GATEWAY_MAC_KEY_DEFAULT = 'K8Z2Q4M6N1P3R5T7V9X0A2C4E6G8J0L2';",
    "const signingKey = 'not-so-secret-after-all';",
    "export const receiptSalt = '0123456789abcdef0123456789abcdef';",
    "const owner = process.env.RECEIPT_OWNER_SECRET || 'owner-secret-for-demos';",
    "const pem = 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAu1SU1LfVLPHCozMxH2Mo';",
    "const KEY_REUSED = 'this Idempotency-Key was used for another order';",
    "const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';",
    "const path = '/api/member/notice-settings/list';",
  ].join('\n');
  expect(keyConstantsIn(source).sort()).toEqual(
    [
      'dev-signing-key-0a1b2c3d4e5f',
      'K8Z2Q4M6N1P3R5T7V9X0A2C4E6G8J0L2',
      'not-so-secret-after-all',
      '0123456789abcdef0123456789abcdef',
      'owner-secret-for-demos',
      'fallback-mac-key-1',
      'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAu1SU1LfVLPHCozMxH2Mo',
    ].sort(),
  );
});

test('the secret values, key constants and secret names a build could carry are in no built file', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'eoffering-secret-install-'));
  installSecrets(join(dataDir, 'db.json'));
  const serverSecrets = secretsOfFile(join(dataDir, 'secrets.json'), 'a new install');
  rmSync(dataDir, { recursive: true, force: true });
  expect(Object.keys(serverSecrets)).toHaveLength(SECRET_FIELDS.length);
  for (const value of Object.values(serverSecrets)) expect(value.length).toBeGreaterThanOrEqual(32);

  const candidates: Record<string, string> = {
    ...serverSecrets,
    ...Object.assign(
      {},
      ...checkoutSecretFiles().map((file) =>
        secretsOfFile(file, relative(repoRoot, join(file, '..'))),
      ),
    ),
    ...environmentSecrets(process.env),
    ...sourceConstants(),
    ...Object.fromEntries(SECRET_NAMES.map((name) => [`the name ${name}`, name])),
  };

  const files = builtFiles();
  const scripts = files.filter((file) => file.endsWith('.js'));
  // The shell and both remotes, each with its entry: a scan of nothing would prove nothing.
  for (const bundle of ['shell', 'mfe-giving', 'mfe-member-center']) {
    expect(scripts.some((file) => relative(repoRoot, file).startsWith(`${bundle}/dist/`))).toBe(
      true,
    );
  }
  expect(secretsIn(files, candidates)).toEqual([]);
});
