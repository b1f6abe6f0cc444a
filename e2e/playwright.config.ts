import { defineConfig } from '@playwright/test';
import {
  chromiumLaunchOptions,
  e2eDataFile,
  e2eOrigin,
  e2ePort,
  mockServerEnv,
  repoRoot,
} from './support/environment';

// Every journey runs against the production builds (`npm run build`) served by mock-server, once
// per language: the browser locale picks the app's language (spec 1).
export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts/results',
  globalTeardown: './support/global-teardown.ts',
  // One worker: the machine has two cores for everyone, and the server is shared.
  fullyParallel: false,
  workers: 1,
  // A flaky journey is a bug to fix, not to retry.
  retries: 0,
  forbidOnly: true,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: './.artifacts/report', open: 'never' }]],
  use: {
    baseURL: e2eOrigin,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    // Donors are on phones (design card: mobile first).
    viewport: { width: 390, height: 844 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'zh-TW', use: { locale: 'zh-TW' } },
    { name: 'en', use: { locale: 'en-US' } },
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
