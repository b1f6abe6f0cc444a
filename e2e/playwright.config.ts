import { defineConfig } from '@playwright/test';
import {
  chromiumLaunchOptions,
  e2eDataFile,
  e2eOrigin,
  e2ePort,
  mockServerEnv,
  repoRoot,
} from './support/environment';

/** The journey that rebuilds mfe-giving/dist: run alone, before the journeys that serve it. */
const REBUILD = /giving-rebuild\.spec\.ts$/;

/**
 * Checks of attacks, hosting and deploys, whose outcome does not depend on the page's language:
 * each file runs in one language run only, split so that the two runs take about as long
 * (docs/decisions.md, end-to-end runs per language). Every journey of a screen runs in both.
 */
const ONLY_IN = {
  'zh-TW':
    /(hardening-proxy|hardening-access|nginx|remote-release|remote-reports|independent-deploy|bundle-secrets)\.spec\.ts$/,
  en: /\/security\.spec\.ts$/,
};

/**
 * Which run this is (scripts/run-e2e.mjs runs the two languages side by side, each with its own
 * server and port): its artefacts go to folders of its own.
 */
const run = process.env.E2E_RUN ?? 'all';

// Every journey runs against the production builds (`npm run build`) served by mock-server, once
// per language: the browser locale picks the app's language (docs/decisions.md: the language choice is remembered).
export default defineConfig({
  testDir: './tests',
  outputDir: `./.artifacts/results-${run}`,
  globalTeardown: './support/global-teardown.ts',
  // One worker per run: the journeys of a run share its server and its data, in file order.
  fullyParallel: false,
  workers: 1,
  // A flaky journey is a bug to fix, not to retry.
  retries: 0,
  forbidOnly: true,
  // Two language runs share two cores: a long journey may take twice its time alone.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: `./.artifacts/report-${run}`, open: 'never' }]],
  use: {
    baseURL: e2eOrigin,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    // Donors are on phones (design card: mobile first).
    viewport: { width: 390, height: 844 },
    // DOM snapshots are what a failure needs; the screencast of every journey, thrown away when it
    // passes, cost a fifth of the run's time on two cores.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    // Only when asked (scripts/run-e2e.ts does, before the language runs): a run of a few
    // journeys should not wait for a build.
    ...(process.env.E2E_REBUILD === '1' ? [{ name: 'rebuild', testMatch: REBUILD }] : []),
    { name: 'zh-TW', use: { locale: 'zh-TW' }, testIgnore: [REBUILD, ONLY_IN.en] },
    { name: 'en', use: { locale: 'en-US' }, testIgnore: [REBUILD, ONLY_IN['zh-TW']] },
  ],
  webServer: {
    command: 'npx tsx mock-server/src/main.ts',
    cwd: repoRoot,
    url: `${e2eOrigin}/eoffering/config.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: mockServerEnv(e2ePort, e2eDataFile),
  },
});
