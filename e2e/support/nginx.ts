import { spawn } from 'node:child_process';
import { repoRoot } from './environment';
import { waitUntilServing } from './serving';

/**
 * What mock-server and `serve:nginx` both need behind nginx: nginx reaches mock-server from
 * 127.0.0.1 and names the client in X-Forwarded-For (README, production hosting).
 */
export const BEHIND_NGINX = { TRUST_PROXY: '127.0.0.1' };

/**
 * `npm run serve:nginx` on `port` in front of mock-server on `apiPort`, in its own process group;
 * resolves, with the function that stops it, once the shell answers through it.
 */
export const startNginx = async (port: number, apiPort: number): Promise<() => void> => {
  const origin = `http://127.0.0.1:${port}`;
  const env = { PORT: String(port), API_PORT: String(apiPort), PUBLIC_ORIGIN: origin };
  const server = spawn('npm', ['run', 'serve:nginx'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, ...BEHIND_NGINX },
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  };
  await waitUntilServing(origin, { what: 'nginx (npm run serve:nginx)', timeoutMs: 30_000, stop });
  return stop;
};
