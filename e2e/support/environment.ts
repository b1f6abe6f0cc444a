import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { LaunchOptions } from '@playwright/test';

/** A port of its own, so a developer's `npm start` on 3000 never meets the test server. */
export const e2ePort = Number(process.env.E2E_PORT ?? 3170);

/** The origin the browser and the server agree on (gateway forms and CSP are built on it). */
export const e2eOrigin = `http://127.0.0.1:${e2ePort}`;

/** The repository root: mock-server is started from there. */
export const repoRoot = resolve(__dirname, '..', '..');

/**
 * A data file that does not exist yet, so mock-server seeds it from the demo fixtures on start and
 * every run begins from the same data. The runner evaluates this first and passes the name on in
 * the environment, so its workers and the global teardown agree on it.
 */
process.env.E2E_DATA_DIR ??= join(tmpdir(), `eoffering-e2e-${process.pid}`);
export const e2eDataDir = process.env.E2E_DATA_DIR;
export const e2eDataFile = join(e2eDataDir, 'db.json');

/** Debian's Chromium, never a downloaded browser. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// The networking flags stop Chromium from calling Google's services, which this machine's closed
// network refuses (each refusal costs time and fills the log).
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: chromiumPath,
  args: chromiumArgs,
};

/** The environment of mock-server under test (names from mock-server/src/core/settings.ts). */
export const mockServerEnv = (port: number, dataFile: string): Record<string, string> => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
  DATA_FILE: dataFile,
  // Production-like: no raw REST router, no dev actions.
  DEV: '0',
});
