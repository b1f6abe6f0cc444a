import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LaunchOptions } from '@playwright/test';

/** A port of its own, so a developer's `npm start` on 3000 never meets the test server. */
export const e2ePort = Number(process.env.E2E_PORT ?? 3170);

/** A fresh store per run: the server reseeds it, so journeys start from the demo fixtures. */
export const e2eDataDir = join(tmpdir(), `eoffering-e2e-${process.pid}`);

// Debian's Chromium, never a downloaded browser. The networking flags stop it from calling
// Google's services, which this machine's closed network refuses.
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
