// `npm run budgets`: fails when a production build's first visit, a lazy load or the script-tag
// widget is over its budget (docs/architecture.md, performance budgets). Run after `npm run build`.
// The first visit is measured as a browser fetches it: one cold visit of the home page in Debian's
// Chromium against a mock-server of its own; the lazy loads and the widget are added up from the
// builds' files.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions, mockServerEnv } from '../e2e/support/environment';
import { firstVisit } from '../e2e/support/script-traffic';
import { freePort } from '../e2e/support/seeded-server';
import { createApp } from '../mock-server/src/app';
import { loadSettings } from '../mock-server/src/core/settings';
import { openStore } from '../mock-server/src/seed';
import {
  BUDGETS,
  budgetCosts,
  isOver,
  scriptsOfHtml,
  type AppBuild,
  type Cost,
  type LazyLoad,
} from './budget-rules';

const root = join(__dirname, '..');

/**
 * The shell's lazy imports made once the page is up (`afterPageIsUp` in shell/src/bootstrap.tsx),
 * and their own imports: a first visit fetches them after its first screen. `./http-client` is
 * the shared library's HTTP client (mfe-shared/src/api/transport/load-http.ts), preloaded then.
 */
const AFTER_PAGE_IS_UP = ['./boot/reports/start-reports', 'web-vitals', './http-client'];
const dist = (app: string) => join(root, app, 'dist');

const readJson = <T>(file: string): T => {
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  return JSON.parse(readFileSync(file, 'utf8')) as T;
};

const lazyLoadsOf = (app: string): LazyLoad[] =>
  readJson<{ lazyLoads: LazyLoad[] }>(join(dist(app), '.stats', 'module-sizes.json')).lazyLoads;

/** A remote's start: its container and the routes module every page of it renders in. */
const remoteBuild = (app: string): AppBuild => {
  const manifest = readJson<{
    exposes: Array<{ name: string; assets: { js: { sync: string[] } } }>;
  }>(join(dist(app), 'mf-manifest.json'));
  const routes = manifest.exposes.find((expose) => expose.name === 'routes');
  if (!routes) throw new Error(`${app} exposes no routes module`);
  return {
    name: app,
    startFiles: ['remoteEntry.js', ...routes.assets.js.sync],
    lazyLoads: lazyLoadsOf(app),
  };
};

/** The first screen's scripts, and what the page fetches once it is up, in a cold visit. */
const measureFirstVisit = async () => {
  // In this process, on a port nobody uses: a second Node.js would take seconds to start.
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'eoffering-budgets-'));
  const settings = loadSettings(mockServerEnv(port, join(dataDir, 'db.json')));
  const server = createApp({ settings, store: openStore(settings.dataFile) }).listen(
    port,
    settings.host,
  );
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext({
      locale: 'zh-TW',
      viewport: { width: 390, height: 844 },
    });
    return await firstVisit(await context.newPage(), settings.publicOrigin);
  } finally {
    await browser.close();
    server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

const main = async (): Promise<void> => {
  const shell: AppBuild = {
    name: 'shell',
    startFiles: scriptsOfHtml(readFileSync(join(dist('shell'), 'index.html'), 'utf8')),
    lazyLoads: lazyLoadsOf('shell'),
  };
  const gzipBytesOf = (app: string, file: string) =>
    gzipSync(readFileSync(join(dist(app), file))).length;
  const [staticFirstVisit, ...lazyCosts] = budgetCosts(
    shell,
    remoteBuild('mfe-giving'),
    [remoteBuild('mfe-member-center')],
    gzipBytesOf,
  );
  const visit = await measureFirstVisit();
  // Scripts the shell fetches only once the page is up (shell/src/boot/after-page-is-up.ts) are
  // not the first screen's: they are a lazy load like any other, whenever they arrive.
  const afterPageIsUp = new Set(
    shell.lazyLoads
      .filter((load) => load.requests.some((request) => AFTER_PAGE_IS_UP.includes(request)))
      .flatMap((load) => load.files),
  );
  const fetched = [...visit.firstScreen.files, ...visit.late.files];
  const isDeferred = (url: string) =>
    afterPageIsUp.has(url.slice(url.lastIndexOf('/') + 1)) && url.includes('/eoffering/');
  const firstScreen = fetched.filter((file) => !isDeferred(file.url));
  const deferred = fetched.filter((file) => isDeferred(file.url));
  const total = (files: typeof fetched) => files.reduce((sum, file) => sum + file.gzipBytes, 0);
  const measured: Cost = {
    what: `first visit, measured in Chromium (${firstScreen.length} scripts)`,
    gzipBytes: total(firstScreen),
    budget: BUDGETS.firstVisit,
  };
  const afterFirstScreen: Cost = {
    what: `fetched once the page is up (${deferred.length} scripts: reports, web vitals, HTTP client)`,
    gzipBytes: total(deferred),
    budget: BUDGETS.routeExtra,
  };
  const embedWidget: Cost = {
    what: 'mfe-giving: embed.js (the script-tag widget)',
    gzipBytes: gzipBytesOf('mfe-giving', 'embed.js'),
    budget: BUDGETS.embedWidget,
  };

  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const enforced = [measured, afterFirstScreen, ...lazyCosts, embedWidget];
  const shown = [
    measured,
    afterFirstScreen,
    ...[...lazyCosts].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 5),
    embedWidget,
  ];
  console.log(
    'Budgets (gzip): the first visit as Chromium fetched it, the five largest lazy loads and the widget',
  );
  console.table(
    shown.map((cost) => ({
      what: cost.what,
      'gzip KB': kb(cost.gzipBytes),
      budget: `${isOver(cost) ? 'OVER' : 'within'} ${kb(cost.budget)} KB`,
    })),
  );
  console.log(
    `The builds' start files add up to ${kb(staticFirstVisit?.gzipBytes ?? 0)} KB (shell HTML + giving remote's entry and routes), shown for comparison only.`,
  );
  for (const { url, gzipBytes } of firstScreen) {
    console.log(`  ${kb(gzipBytes).padStart(6)} KB  ${new URL(url).pathname}`);
  }
  const over = enforced.filter(isOver);
  for (const cost of over) {
    console.error(
      `Over budget: ${cost.what}: ${kb(cost.gzipBytes)} KB > ${kb(cost.budget)} KB gzip`,
    );
  }
  process.exitCode = over.length > 0 ? 1 : 0;
};

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
