import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { e2eDataDir, repoRoot } from '../support/environment';

// docs/security-model.md: no secret of the server reaches a browser. The secrets are random per
// install (mock-server/src/core/secrets.ts), so this reads the running server's own from its data
// folder and looks for them in every file the builds produced (`*/dist/**`), which is everything
// the server hands a browser besides config.json (checked by mock-server's web.test.ts).
// It lives in the e2e suite because the builds exist only after `npm run build`, which the e2e
// suite requires anyway: a jest test would either skip without builds or build them itself.

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

/** Every file of every package's `dist` folder. */
const builtFiles = (): string[] =>
  readdirSync(repoRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
    .map((entry) => join(repoRoot, entry.name, 'dist'))
    .filter((dist) => statSync(dist, { throwIfNoEntry: false })?.isDirectory() ?? false)
    .flatMap(filesUnder);

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

test('no built file contains the server’s JWT key, gateway MAC key or receipt owner secret', () => {
  const secrets = JSON.parse(readFileSync(join(e2eDataDir, 'secrets.json'), 'utf8')) as Record<
    string,
    string
  >;
  expect(Object.keys(secrets).sort()).toEqual(['gatewayMacKey', 'jwtSecret', 'receiptOwnerSecret']);
  for (const value of Object.values(secrets)) expect(value.length).toBeGreaterThanOrEqual(32);

  const files = builtFiles();
  const scripts = files.filter((file) => file.endsWith('.js'));
  // The shell and both remotes, each with its entry: a scan of nothing would prove nothing.
  for (const bundle of ['shell', 'mfe-giving', 'mfe-member-center']) {
    expect(scripts.some((file) => relative(repoRoot, file).startsWith(`${bundle}/dist/`))).toBe(
      true,
    );
  }
  expect(secretsIn(files, secrets)).toEqual([]);
});
