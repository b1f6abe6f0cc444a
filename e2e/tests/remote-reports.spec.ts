import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { e2ePort, repoRoot } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { startSeededServer, type SeededServer } from '../support/seeded-server';

// docs/deploying-a-remote.md: a remote that fails in a donor's browser reaches the team that
// deployed it: the page sends a report to config.json's reportUrl, mock-server keeps it, and
// `npm run reports` shows it under the remote and release.

const PORTAL_PORT = e2ePort + 3;

let dataDir: string;
let portal: SeededServer;

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'eoffering-e2e-reports-'));
  portal = await startSeededServer(PORTAL_PORT, { DATA_FILE: join(dataDir, 'db.json') });
});

test.afterAll(() => {
  portal.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** `npm run reports` against this portal's data. */
const summary = (): string =>
  execFileSync('npx', ['tsx', 'scripts/reports.ts'], {
    cwd: repoRoot,
    env: { ...process.env, DATA_FILE: join(dataDir, 'db.json') },
    encoding: 'utf8',
  });

test("a giving remote that cannot load is reported, and shows in the team's summary", async ({
  page,
  t,
}) => {
  test.setTimeout(90_000);
  const before = summary();
  await page.route('**/eoffering/remotes/giving/mf-manifest.json', (route) =>
    route.fulfill({ status: 503, body: 'Service Unavailable' }),
  );
  const beacons: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/telemetry/reports')) beacons.push(request.postData() ?? '');
  });

  await page.goto(`${portal.origin}/eoffering/`);
  await expect(
    page
      .getByRole('main')
      .getByRole('alert')
      .filter({ hasText: t('common:remote.failedTitle') }),
  ).toBeVisible();
  // The batch goes out a few seconds after its first report (or when the donor leaves).
  await expect.poll(() => beacons.length, { timeout: 20_000 }).toBeGreaterThan(0);
  const sent = beacons.join('\n');
  expect(sent).toContain('"kind":"load-failure"');
  expect(sent).toContain('"remote":"giving"');
  // Nothing about the donor: no token, no language, no page address beyond the remote.
  expect(sent).not.toMatch(/token|localStorage|zh-TW|en-US/);

  const line = (text: string) => text.split('\n').find((row) => row.startsWith('giving ')) ?? '';
  expect(line(before)).toBe('');
  await expect
    .poll(() => line(summary()), { timeout: 20_000 })
    .toMatch(/^giving\s+unversioned\s+[1-9]/);
});
