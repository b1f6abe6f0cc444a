import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { mockServerEnv, repoRoot } from './environment';
import { waitUntilServing } from './serving';

export interface SeededServer {
  /** `http://127.0.0.1:{port}`: the builds and the API, as on the shared server. */
  origin: string;
  /** Stops the server (npx, tsx and the server: the whole process group) and drops its data. */
  stop: () => void;
}

/**
 * A mock-server of a journey's own, freshly seeded from the demo fixtures: for journeys that
 * change a fixture for good (a receipt printed closes its giving's edit window) and must find it
 * unchanged in each language run, or that need extra settings (`env`, e.g. DEV=1). Production-like
 * unless `env` says otherwise. Resolves once `/eoffering/config.json` answers.
 */
export const startSeededServer = async (
  port: number,
  env: Record<string, string> = {},
): Promise<SeededServer> => {
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'eoffering-e2e-seeded-'));
  const server = spawn('npx', ['tsx', 'mock-server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...mockServerEnv(port, join(dataDir, 'db.json')), ...env },
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  await waitUntilServing(origin, {
    what: `the seeded mock-server on port ${port}`,
    timeoutMs: 60_000,
    stop,
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
