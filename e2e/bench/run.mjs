// `npm run bench`: what a first visit costs, measured in Debian's Chromium against the production
// builds served by mock-server. Figures are printed, never asserted: a timed test only flakes.
import { spawn, execSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const port = Number(process.env.BENCH_PORT ?? 3190);
const origin = `http://127.0.0.1:${port}`;
const budgets = { firstVisitKb: 150, routeExtraKb: 60 };

execSync('node scripts/build-if-needed.mjs', { stdio: 'inherit' });

const server = spawn('npx', ['tsx', 'mock-server/src/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    EOFFERING_DATA_DIR: mkdtempSync(join(tmpdir(), 'eoffering-bench-')),
    EOFFERING_RESEED: '1',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

const waitForServer = async () => {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${origin}/eoffering/config.json`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('mock-server did not start');
};

/** Records JavaScript bytes on the wire (after gzip) and the request count of one page load. */
const measure = async (page, cdp, url) => {
  const scripts = new Map();
  let requests = 0;
  const onResponse = (event) => {
    requests += 1;
    if (event.type === 'Script') scripts.set(event.requestId, 0);
  };
  const onFinished = (event) => {
    if (scripts.has(event.requestId)) scripts.set(event.requestId, event.encodedDataLength);
  };
  cdp.on('Network.responseReceived', onResponse);
  cdp.on('Network.loadingFinished', onFinished);
  await page.goto(url, { waitUntil: 'networkidle' });
  cdp.off('Network.responseReceived', onResponse);
  cdp.off('Network.loadingFinished', onFinished);
  const jsBytes = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);
  return { jsBytes, requests };
};

const largestContentfulPaint = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]?.startTime ?? 0);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(0), 5000);
      }),
  );

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

let browser;
try {
  await waitForServer();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });

  const firstVisit = async (path, { mobile = false } = {}) => {
    const context = await browser.newContext({ locale: 'zh-TW' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (mobile) {
      // Lighthouse's "slow 4G" figures and a 4x slower CPU stand in for a mid-range phone.
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    }
    const figures = await measure(page, cdp, `${origin}${path}`);
    const lcp = mobile ? await largestContentfulPaint(page) : undefined;
    await context.close();
    return { ...figures, lcp };
  };

  const home = await firstVisit('/eoffering/');
  const rows = [{ page: 'first visit /eoffering/', jsKb: kb(home.jsBytes), requests: home.requests }];
  for (const path of ['/eoffering/project_detail/1', '/eoffering/faq', '/eoffering/order_history']) {
    const visit = await firstVisit(path);
    rows.push({
      page: `${path} (extra over home)`,
      jsKb: kb(Math.max(0, visit.jsBytes - home.jsBytes)),
      requests: visit.requests,
    });
  }
  const mobile = await firstVisit('/eoffering/', { mobile: true });
  rows.push({ page: 'home LCP, slow 4G + 4x CPU (ms)', jsKb: kb(mobile.jsBytes), requests: mobile.requests, lcpMs: Math.round(mobile.lcp) });

  console.table(rows);
  console.log(`Budgets (design.md 8): first visit <= ${budgets.firstVisitKb} KB gzip JS; a route's extra JS <= ${budgets.routeExtraKb} KB.`);
  mkdirSync('e2e/.artifacts', { recursive: true });
  writeFileSync('e2e/.artifacts/bench.json', JSON.stringify({ measuredAt: new Date().toISOString(), rows }, null, 2));
} finally {
  await browser?.close();
  server.kill();
}
