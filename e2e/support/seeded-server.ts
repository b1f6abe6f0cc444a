import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { MOCK_SERVER_BUNDLE } from '../../mock-server/scripts/bundle';
import { mockServerEnv, repoRoot } from './environment';
import { waitUntilServing } from './serving';

export interface SeededServer {
  /** `http://127.0.0.1:{port}`: the builds and the API, as on the shared server. */
  origin: string;
  /**
   * Stops the server (the whole process group) and drops its data; resolves once the process has
   * ended, so the next server on its port does not meet it.
   */
  stop: () => Promise<void>;
}

/** How long a port may stay taken (a server stopping) before a new server on it gives up. */
const PORT_WAIT_MS = 15_000;

const isFree = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/**
 * Waits until nothing listens on `port`: a server still there (the last worker's, stopping; or
 * another run's) would answer in place of the one about to start, and the journey would test it.
 */
const untilFree = async (port: number): Promise<void> => {
  const deadline = Date.now() + PORT_WAIT_MS;
  while (!(await isFree(port))) {
    if (Date.now() > deadline) throw new Error(`port ${port} is taken: a server is already there`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

/**
 * A mock-server of its own, freshly seeded from the demo fixtures: each worker's (support/fixtures.ts)
 * and a journey's that changes a fixture for good (a receipt printed closes its giving's edit
 * window) and must find it unchanged wherever it runs, or that needs extra settings (`env`, e.g.
 * DEV=1). Production-like unless `env` says otherwise. Resolves once `/eoffering/config.json`
 * answers.
 */
export const startSeededServer = async (
  port: number,
  env: Record<string, string> = {},
): Promise<SeededServer> => {
  await untilFree(port);
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'eoffering-e2e-seeded-'));
  // The run's bundle of mock-server (support/global-setup.ts) with plain node: no compiler, no
  // npx, one process to stop.
  const server = spawn(process.execPath, [MOCK_SERVER_BUNDLE], {
    cwd: repoRoot,
    env: { ...process.env, ...mockServerEnv(port, join(dataDir, 'db.json')), ...env },
    stdio: 'ignore',
    detached: true,
  });
  const exited = new Promise<void>((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) resolve();
    else server.once('exit', () => resolve());
  });
  const stop = async () => {
    if (server.pid && server.exitCode === null && server.signalCode === null) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  await waitUntilServing(origin, {
    what: `the seeded mock-server on port ${port}`,
    timeoutMs: 60_000,
    stop: () => void stop(),
  });
  return { origin, stop };
};

/**
 * A port nobody listens on now: the fixed offsets from E2E_PORT meet other runs' servers on a
 * shared machine, and a seeded server that cannot bind would leave a journey talking to theirs.
 */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
