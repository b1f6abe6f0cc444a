import { spawn } from 'node:child_process';
import { repoRoot } from './environment';
import { waitUntilServing } from './serving';

/**
 * What mock-server and `serve:nginx` both need behind nginx: nginx reaches mock-server from
 * 127.0.0.1 and names the client in X-Forwarded-For (README, production hosting).
 */
export const BEHIND_NGINX = { TRUST_PROXY: '127.0.0.1' };

/**
 * `npm run serve:nginx` on 127.0.0.1:`port` in front of mock-server on `apiPort`, in its own
 * process group, with `env` for both (RELEASES_DIR: the releases it serves); resolves, with the
 * function that stops it, once the shell answers through it. It stops with the test's process at
 * the latest, so no nginx outlives the run.
 */
export const startNginx = async (
  port: number,
  apiPort: number,
  env: Record<string, string> = {},
): Promise<() => void> => {
  const origin = `http://127.0.0.1:${port}`;
  // HOST set here, so an outer environment's HOST never opens it to other machines.
  const own = { HOST: '127.0.0.1', PORT: String(port), API_PORT: String(apiPort) };
  const server = spawn('npm', ['run', 'serve:nginx'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, ...own, PUBLIC_ORIGIN: origin, ...BEHIND_NGINX },
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    process.off('exit', stop);
    if (server.pid && server.exitCode === null && server.signalCode === null) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  };
  process.once('exit', stop);
  await waitUntilServing(origin, { what: 'nginx (npm run serve:nginx)', timeoutMs: 30_000, stop });
  return stop;
};
