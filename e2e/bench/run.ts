// `npm run bench` (docs/architecture.md): what a visit costs, measured in Debian's
// Chromium against the production builds served by mock-server. Figures are printed, never
// asserted: a timed test only flakes.
import { spawn, execSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { chromium, request, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { givableProject, signInByApi } from '../support/backend';
import { chromiumArgs, chromiumPath, mockServerEnv, repoRoot } from '../support/environment';
import { recordTraffic, type Traffic } from '../support/script-traffic';
import { serveFloor, staticCopyOf } from './floor';
import { clsRoutes, coldVisit, givingInteractions, homeReady, routeCls } from './measure';
import { CPU_SLOWDOWN } from './phone';
import { BUDGETS } from '../../scripts/budget-rules';

const port = Number(process.env.BENCH_PORT ?? 3190);
/** The floor page's own server, on the next port. */
const floorPort = port + 1;
const origin = `http://127.0.0.1:${port}`;
/** The budgets `npm run budgets` enforces (docs/architecture.md), compared here, never asserted. */
const BUDGET = {
  firstVisitGzipKb: BUDGETS.firstVisit / 1024,
  routeExtraGzipKb: BUDGETS.routeExtra / 1024,
};
/** Routes reached inside the app from the home page; member routes start signed in. */
const ROUTES: Array<{ path: string; member?: boolean }> = [
  { path: '/project_detail/1' },
  { path: '/order/express/1' },
  { path: '/order/normal/1' },
  { path: '/order_history' },
  { path: '/faq' },
  { path: '/nope' },
  { path: '/member_center/home', member: true },
  { path: '/member_center/order_history', member: true },
  { path: '/member_center/receipt', member: true },
  { path: '/member_center/preferences', member: true },
];
// Five runs each of the app and the floor: on a shared two-core machine single runs vary by
// ±300 ms; the median of five settles.
const LCP_RUNS = 5;
/** What to measure: all by default; `BENCH_PARTS=cls` (or any of bytes,lcp,cls,inp) for one part. */
const parts = new Set((process.env.BENCH_PARTS ?? 'bytes,lcp,cls,inp').split(','));
/**
 * Only the CLS routes whose path contains this (`BENCH_ROUTE=member`), for checking one fix; a
 * whole path with a trailing `$` picks that route alone (`BENCH_ROUTE='/$'`, the home page).
 */
const routeFilter = process.env.BENCH_ROUTE ?? '';
const isMeasuredRoute = (path: string): boolean =>
  routeFilter.endsWith('$') ? path === routeFilter.slice(0, -1) : path.includes(routeFilter);

const kb = (bytes: number): number => Math.round(bytes / 102.4) / 10;

/** Compared, never asserted (docs/architecture.md reports the figures). */
const verdict = (gzipBytes: number, budgetKb: number): string =>
  `${kb(gzipBytes) <= budgetKb ? 'within' : 'OVER'} ${budgetKb} KB gzip`;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

const waitForServer = async (): Promise<void> => {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${origin}/eoffering/config.json`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Error('mock-server did not start');
};

/** A member's token, so member routes start signed in (as the main site's login leaves it). */
const signInToken = async (): Promise<string> => {
  const api = await request.newContext({ baseURL: origin });
  try {
    return await signInByApi(api, 'wang');
  } finally {
    await api.dispose();
  }
};

const newContext = (browser: Browser, token: string | null): Promise<BrowserContext> =>
  browser.newContext({
    locale: 'zh-TW',
    viewport: { width: 390, height: 844 },
    storageState: token
      ? { cookies: [], origins: [{ origin, localStorage: [{ name: 'id_token', value: token }] }] }
      : undefined,
  });

/** A cold first visit to the home page, the remote's project cards on screen. */
const visitHome = async (page: Page) => {
  const recorder = recordTraffic(page);
  await page.goto(`${origin}/eoffering/`);
  await page.getByRole('main').getByRole('article').first().waitFor();
  return recorder.settle();
};

/** Client-side navigation, as a link click does it: history entry plus React Router's popstate. */
const navigateInApp = async (page: Page, path: string) => {
  const recorder = recordTraffic(page);
  await page.evaluate((target) => {
    window.history.pushState({ idx: window.history.length }, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, `/eoffering${path}`);
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
  const traffic = await recorder.settle();
  const landed = new URL(page.url()).pathname;
  return { traffic, landed };
};

/** Where each app's files are served and built: the remotes' folders come from config.json. */
const buildFolders = async (): Promise<Array<{ prefix: string; dist: string }>> => {
  const config = (await (await fetch(`${origin}/eoffering/config.json`)).json()) as {
    remotes: { giving: { manifestUrl: string }; memberCenter: { manifestUrl: string } };
  };
  const folderOf = (url: string): string =>
    new URL(url, `${origin}/eoffering/`).pathname.replace(/[^/]*$/, '');
  return [
    {
      prefix: folderOf(config.remotes.giving.manifestUrl),
      dist: join(repoRoot, 'mfe-giving', 'dist'),
    },
    {
      prefix: folderOf(config.remotes.memberCenter.manifestUrl),
      dist: join(repoRoot, 'mfe-member-center', 'dist'),
    },
    { prefix: '/eoffering/', dist: join(repoRoot, 'shell', 'dist') },
  ];
};

type ModuleSizes = Record<string, Record<string, number>>;

/** The build's bytes per package of each JavaScript file (mfe-shared/webpack/module-sizes.js). */
const readModuleSizes = (dist: string): ModuleSizes => {
  const file = join(dist, '.stats', 'module-sizes.json');
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as { files: ModuleSizes }).files
    : {};
};

const UNATTRIBUTED = '(file not in the build stats)';

/**
 * Which package the scripts' gzip bytes come from: each file's gzip size split among the packages
 * in proportion to the minified bytes each holds in it (read from the build's source maps by
 * mfe-shared/webpack/module-sizes.js; gzip does not shrink every package alike, so a share is
 * close, not exact).
 */
const byPackage = (
  files: Traffic['files'],
  folders: Array<{ prefix: string; dist: string }>,
): Array<Record<string, string | number>> => {
  const sizesOf = new Map(folders.map(({ dist }) => [dist, readModuleSizes(dist)]));
  const totals = new Map<string, number>();
  const add = (name: string, bytes: number) => totals.set(name, (totals.get(name) ?? 0) + bytes);
  for (const { url, gzipBytes } of files) {
    const path = new URL(url).pathname;
    const folder = folders.find(({ prefix }) => path.startsWith(prefix));
    const sizes = folder && sizesOf.get(folder.dist)?.[path.slice(folder.prefix.length)];
    const built = sizes ? Object.values(sizes).reduce((sum, bytes) => sum + bytes, 0) : 0;
    if (!sizes || built === 0) {
      add(UNATTRIBUTED, gzipBytes);
      continue;
    }
    for (const [name, bytes] of Object.entries(sizes)) add(name, (gzipBytes * bytes) / built);
  }
  const all = [...totals.values()].reduce((sum, bytes) => sum + bytes, 0);
  return [...totals]
    .sort(([, a], [, b]) => b - a)
    .map(([name, bytes]) => ({
      package: name,
      'JS gzip KB': kb(bytes),
      share: `${Math.round((bytes / all) * 100)} %`,
    }));
};

/** The machine the figures come from: its CPUs, its load, and a fixed task's time. */
const machineSpeed = () => {
  const started = performance.now();
  let digest = Buffer.alloc(32);
  for (let round = 0; round < 200_000; round += 1) {
    digest = createHash('sha256').update(digest).digest();
  }
  const list = cpus();
  return {
    cpus: `${list.length} x ${list[0]?.model ?? 'unknown CPU'}`,
    load: loadavg()
      .map((value) => value.toFixed(1))
      .join(' / '),
    taskMs: Math.round(performance.now() - started),
  };
};

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const main = async (): Promise<void> => {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    execSync('node scripts/build-if-needed.mjs', { stdio: 'inherit', cwd: repoRoot });
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'eoffering-bench-'));
  // Node with tsx's loader: one process to stop at the end (npx would add a parent in between).
  const server = spawn(process.execPath, ['--import', 'tsx', 'mock-server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...mockServerEnv(port, join(dataDir, 'db.json')) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let browser: Browser | undefined;
  try {
    await waitForServer();
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const token = await signInToken();

    const homeContext = await newContext(browser, null);
    const home = await visitHome(await homeContext.newPage());
    await homeContext.close();
    const homePackages = byPackage(home.files, await buildFolders());

    const rows: Array<Record<string, string | number>> = [
      {
        page: 'first visit /eoffering/ until quiet (reports included)',
        requests: home.requests,
        'JS files': home.scripts,
        'JS wire KB': kb(home.wireBytes),
        'JS raw KB': kb(home.rawBytes),
        'JS gzip KB': kb(home.gzipBytes),
        budget: verdict(home.gzipBytes, BUDGET.firstVisitGzipKb),
      },
    ];
    let compressed = home.compressed;

    for (const route of parts.has('bytes') ? ROUTES : []) {
      const context = await newContext(browser, route.member ? token : null);
      const page = await context.newPage();
      await visitHome(page);
      const { traffic, landed } = await navigateInApp(page, route.path);
      await context.close();
      compressed ||= traffic.compressed;
      rows.push({
        page: `home -> ${route.path}${route.member ? ' (member)' : ''}`,
        requests: traffic.requests,
        'JS files': traffic.scripts,
        'JS wire KB': kb(traffic.wireBytes),
        'JS raw KB': kb(traffic.rawBytes),
        'JS gzip KB': kb(traffic.gzipBytes),
        budget:
          landed === `/eoffering${route.path}`
            ? verdict(traffic.gzipBytes, BUDGET.routeExtraGzipKb)
            : `did not arrive (on ${landed})`,
      });
    }

    const machine = machineSpeed();
    const floorContext = await newContext(browser, null);
    const floorPage = await floorContext.newPage();
    await visitHome(floorPage);
    const floor = await serveFloor(await staticCopyOf(floorPage), floorPort, origin);
    await floorContext.close();
    const lcpRuns: Array<{ page: 'app' | 'floor'; lcpMs: number; element: string }> = [];
    try {
      // Alternately, so both meet the same moments of a shared machine's load.
      for (let run = 0; run < (parts.has('lcp') ? LCP_RUNS : 0); run += 1) {
        for (const [which, base] of [
          ['app', origin],
          ['floor', floor.origin],
        ] as const) {
          const vitals = await coldVisit(browser, `${base}/eoffering/`, { ready: homeReady });
          lcpRuns.push({ page: which, lcpMs: vitals.lcpMs, element: vitals.lcpElement });
        }
      }
    } finally {
      await floor.close();
    }
    const lcpOf = (which: 'app' | 'floor') =>
      median(lcpRuns.filter((run) => run.page === which).map((run) => run.lcpMs));
    const lcp = { app: lcpOf('app'), floor: lcpOf('floor') };

    const api = await request.newContext({ baseURL: origin });
    const project = await givableProject(api);
    const clsRows: Array<Record<string, string | number>> = [];
    for (const route of parts.has('cls')
      ? clsRoutes(project.project_aid).filter((route) => isMeasuredRoute(route.path))
      : []) {
      const row: Record<string, string | number> = { route: route.path };
      for (const language of ['zh-TW', 'en'] as const) {
        const vitals = await routeCls(browser, origin, route.path, {
          language,
          token: route.member ? token : null,
        });
        row[`CLS ${language}`] = Math.round(vitals.cls * 1000) / 1000;
        const worst = [...vitals.shifts].sort((a, b) => b.value - a.value)[0];
        if (worst && worst.value >= 0.01) row[`largest shift ${language}`] = worst.node;
      }
      clsRows.push(row);
      // Printed as measured: a run of twenty-four throttled visits takes minutes.
      console.log(JSON.stringify(row));
    }
    const interactions = parts.has('inp')
      ? await givingInteractions(browser, origin, api).catch((error: unknown) => {
          // One journey that cannot finish must not cost the figures measured before it.
          console.error('INP journeys did not finish:', error);
          return [];
        })
      : [];
    await api.dispose();

    console.log(
      '\nJavaScript of a first visit, and extra JavaScript per route (client-side navigation from home)',
    );
    console.table(rows);
    console.log(
      compressed
        ? 'The server compressed the scripts: "JS wire KB" is what crossed the wire.'
        : 'mock-server does not compress: "JS wire KB" equals the raw size. "JS gzip KB" is each script body gzipped here (zlib, default level), what a gzip-serving host would send.',
    );
    console.log(
      `Budgets (docs/architecture.md), compared with the gzip figure: first visit <= ${BUDGET.firstVisitGzipKb} KB, a route's extra <= ${BUDGET.routeExtraGzipKb} KB. The first row also holds the reports, web-vitals and HTTP client chunks the shell loads once the page is up; npm run budgets enforces the first screen without them.`,
    );
    console.log(
      "\nFirst visit by package: each script's gzip size split by the minified bytes each package holds in it",
    );
    console.table(homePackages);
    console.log(
      `\nThis machine: ${machine.cpus}; load average ${machine.load}; a fixed CPU task took ${machine.taskMs} ms (lower is faster).`,
    );
    console.log(
      `\nLargest Contentful Paint, cold home visit, 390x844 phone, slow 4G (150 ms, 1.6 Mbps), CPU / ${CPU_SLOWDOWN}, app and floor alternately (${LCP_RUNS} runs each)`,
    );
    console.log(
      `The floor: the home page's final DOM as static HTML, scripts removed, styles inlined, ${kb(floor.gzipBytes)} KB gzip, served by a server of its own.`,
    );
    console.table(
      lcpRuns.map((run) => ({
        page: run.page,
        'LCP ms': Math.round(run.lcpMs),
        element: run.element,
      })),
    );
    console.log(
      `median LCP: app ${Math.round(lcp.app)} ms, floor ${Math.round(lcp.floor)} ms, ratio ${(lcp.app / lcp.floor).toFixed(2)} (aim <= 2.0, reported, not asserted)`,
    );
    console.log(
      '\nCumulative Layout Shift of a direct visit, phone, same throttling, 5 s after the page is up (aim < 0.1)',
    );
    console.table(clsRows);
    console.log(
      '\nInteraction to Next Paint on the throttled phone (aim < 200 ms; under 16 ms reads 0)',
    );
    console.table(interactions.map((row) => ({ ...row, inpMs: Math.round(row.inpMs) })));

    mkdirSync(join(repoRoot, 'e2e', '.artifacts'), { recursive: true });
    writeFileSync(
      join(repoRoot, 'e2e', '.artifacts', 'bench.json'),
      JSON.stringify(
        {
          measuredAt: new Date().toISOString(),
          machine,
          compressed,
          rows,
          homePackages,
          lcp,
          floorGzipBytes: floor.gzipBytes,
          lcpRuns,
          clsRows,
          interactions,
        },
        null,
        2,
      ),
    );
  } finally {
    await browser?.close();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
};

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
