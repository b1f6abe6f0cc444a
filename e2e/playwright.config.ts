import { defineConfig } from '@playwright/test';
import { filesIn } from './languages';
import { chromiumLaunchOptions } from './support/environment';

/**
 * Workers at once: measured on the two-core machine, two workers left the cores idle about 60 % of
 * a run (journeys wait on pages, timers and servers), so three share them. E2E_WORKERS to change;
 * a run uses E2E_PORT and the next 20 ports per worker.
 */
const workers = Number(process.env.E2E_WORKERS ?? 3);

// Every journey runs against the production builds (`npm run build`), each worker with a
// mock-server of its own (support/fixtures.ts), in the language of languages.ts: the browser
// locale picks the app's language (docs/decisions.md: the language choice is remembered).
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  outputDir: './.artifacts/results',
  // A file's journeys run in order in one worker and may build on each other's data (a giving
  // made, then found); the files share nothing but the builds, so they spread over the workers.
  fullyParallel: false,
  workers,
  // A flaky journey is a bug to fix, not to retry.
  retries: 0,
  forbidOnly: true,
  // The workers share two cores: a long journey may take twice its time alone.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: './.artifacts/report', open: 'never' }]],
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    // Donors are on phones (design card: mobile first), in Taiwan: the browser keeps Taipei's
    // clock on any machine, so a page shows a date as a donor there sees it. Journeys about members
    // abroad set their own zone (test.use({ timezoneId })), where Taipei times say so.
    viewport: { width: 390, height: 844 },
    timezoneId: 'Asia/Taipei',
    // Skeletons shimmer and dialogs fade as long as they are on screen, and a headless browser
    // paints every frame of it. Reduced motion, a donor's own setting the app honours, stops them
    // (docs/decisions.md, 'Journeys in less CPU').
    reducedMotion: 'reduce',
    // A failure reports its call log, a screenshot and the page's accessibility snapshot. Recording
    // a trace of every journey to keep the failing ones cost a sixth of the journeys' CPU on two
    // cores (docs/decisions.md), so it is on only when asked: E2E_TRACE=1 before re-running a
    // failing journey.
    trace: process.env.E2E_TRACE ? { mode: 'retain-on-failure', screenshots: false } : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'zh-TW', use: { locale: 'zh-TW' }, testIgnore: filesIn('en') },
    { name: 'en', use: { locale: 'en-US' }, testMatch: [filesIn('en'), filesIn('both')] },
  ],
});
