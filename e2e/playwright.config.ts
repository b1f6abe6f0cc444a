import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, e2ePort, e2eDataDir } from './support/environment';

// Every journey runs against the production builds served by mock-server, once per language.
export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts/results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${e2ePort}`,
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'zh-TW', use: { locale: 'zh-TW' } },
    { name: 'en', use: { locale: 'en-US' } },
  ],
  webServer: {
    command: 'npx tsx mock-server/src/main.ts',
    cwd: '..',
    url: `http://127.0.0.1:${e2ePort}/eoffering/config.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(e2ePort),
      HOST: '127.0.0.1',
      EOFFERING_DATA_DIR: e2eDataDir,
      EOFFERING_RESEED: '1',
      EOFFERING_DEV: '1',
    },
  },
});
