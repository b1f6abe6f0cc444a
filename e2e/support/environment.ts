import { resolve } from 'node:path';
import type { LaunchOptions } from '@playwright/test';

/**
 * The run's first port, so a developer's `npm start` on 3000 never meets the test servers. Each
 * Playwright worker takes the next block of PORTS_PER_WORKER ports: its own mock-server on the
 * first, the servers its journeys start on the others (`e2ePort + 1` to `e2ePort + 19`).
 */
export const e2eBasePort = Number(process.env.E2E_PORT ?? 3170);

export const PORTS_PER_WORKER = 20;

/**
 * Which worker this process is: Playwright numbers the workers running at once 0, 1, … in
 * TEST_PARALLEL_INDEX (a worker started after a failure takes the slot of the one it replaces).
 * Outside a worker (the config, a script) it is 0.
 */
const workerSlot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/** This worker's server port; a journey's own servers take the 19 ports after it. */
export const e2ePort = e2eBasePort + PORTS_PER_WORKER * workerSlot;

/** This worker's origin, where the browser and its server agree (gateway forms and CSP). */
export const e2eOrigin = `http://127.0.0.1:${e2ePort}`;

/** The repository root: mock-server is started from there. */
export const repoRoot = resolve(__dirname, '..', '..');

/**
 * Debian's Chromium, never a downloaded browser: its headless shell (package
 * chromium-headless-shell, built from the same source as `chromium`), which renders as Chromium
 * does without the desktop browser around it. docs/decisions.md: it opens a page in a third of the
 * CPU time, which on two cores is a third of the journeys' time. CHROMIUM_PATH=/usr/bin/chromium
 * runs everything in the full browser.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

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

/**
 * The journeys' and the budget check's browser. V8's lite mode runs the pages' scripts without its
 * optimising compilers: a journey's page lives seconds, too short for them to pay back what
 * compiling costs, and the journeys took about 12 % less CPU with it (docs/decisions.md, 'Journeys
 * in less CPU'). What a page does and which files it fetches do not depend on it; how fast it does
 * it does, so the bench measures without it.
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: chromiumPath,
  args: [...chromiumArgs, '--js-flags=--lite-mode'],
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
