import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RuntimeConfig } from '@eoffering/shared/contract';
import { openFirstProject } from '../support/home-page';
import { e2ePort, repoRoot } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { startSeededServer, type SeededServer } from '../support/seeded-server';
import { startStaticSite, typeOf, type StaticSite } from '../support/static-site';

// README, deploying a remote on its own schedule: the giving team builds only its remote, uploads
// the folder to another origin (a CDN) and changes one setting; the shell is not rebuilt.

const PORTAL_PORT = e2ePort + 13;
const CDN_PORT = e2ePort + 14;
const CDN_FOLDER = '/giving/2.0.0';
/** What the uploaded copy's remoteEntry.js writes on the page, so the page proves which loaded. */
const DEPLOYMENT_MARK = 'cdn-2.0.0';

const dist = (app: string) => join(repoRoot, app, 'dist');

let cdnDir: string;
let cdn: StaticSite;
let portal: SeededServer;

test.beforeAll(async () => {
  // The upload: a copy of the giving build in a folder of its own, its entry marked.
  cdnDir = mkdtempSync(join(tmpdir(), 'eoffering-cdn-'));
  const folder = join(cdnDir, CDN_FOLDER);
  cpSync(dist('mfe-giving'), folder, { recursive: true });
  appendFileSync(
    join(folder, 'remoteEntry.js'),
    `\n;document.documentElement.setAttribute('data-giving-deployment', '${DEPLOYMENT_MARK}');\n`,
  );
  const portalOrigin = `http://127.0.0.1:${PORTAL_PORT}`;
  cdn = await startStaticSite(
    CDN_PORT,
    (path) => {
      const file = join(cdnDir, path);
      return file.startsWith(cdnDir) && existsSync(file) && statSync(file).isFile()
        ? { body: readFileSync(file), type: typeOf(file) }
        : null;
    },
    // The CDN lets the portal's page fetch the manifest (docs/architecture.md).
    { 'Access-Control-Allow-Origin': portalOrigin },
  );
  // The one change a deployment makes: the setting naming the remote's manifest.
  portal = await startSeededServer(PORTAL_PORT, {
    GIVING_MANIFEST_URL: `${cdn.origin}${CDN_FOLDER}/mf-manifest.json`,
  });
});

test.afterAll(async () => {
  portal.stop();
  await cdn.stop();
  rmSync(cdnDir, { recursive: true, force: true });
});

test('the shell loads the giving remote from the origin the settings name, without a rebuild', async ({
  page,
  t,
  request,
}) => {
  const config = (await (
    await request.get(`${portal.origin}/eoffering/config.json`)
  ).json()) as RuntimeConfig;
  expect(config.remotes.giving.manifestUrl).toBe(`${cdn.origin}${CDN_FOLDER}/mf-manifest.json`);
  const home = await request.get(`${portal.origin}/eoffering/`, {
    headers: { Accept: 'text/html' },
  });
  // The CSP follows the setting: scripts from the CDN's origin are allowed, no other.
  expect(home.headers()['content-security-policy']).toContain(`script-src 'self' ${cdn.origin};`);

  const loaded: string[] = [];
  page.on('requestfinished', (finished) => loaded.push(finished.url()));
  await page.goto(`${portal.origin}/eoffering/`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: t('giving:home.title') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-giving-deployment', DEPLOYMENT_MARK);
  expect(loaded).toContain(`${cdn.origin}${CDN_FOLDER}/remoteEntry.js`);
  expect(loaded.filter((url) => url.includes('/eoffering/remotes/giving/'))).toEqual([]);
  // No axe run here: axe-core reads the CDN's stylesheets by fetching them into an inline <style>,
  // which the page's CSP rightly blocks; guest-browsing.spec.ts checks this page's accessibility.

  // The remote's chunks come from the CDN too, as the route changes.
  await openFirstProject(main, request, t);
  expect(
    loaded.some(
      (url) => url.startsWith(`${cdn.origin}${CDN_FOLDER}/`) && /\.[0-9a-f]{8}\.js$/.test(url),
    ),
  ).toBe(true);
});
