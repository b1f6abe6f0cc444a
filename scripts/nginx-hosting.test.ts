import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RuntimeConfig } from '@eoffering/shared/contract';
import { testApp } from '../mock-server/test-support/test-app';
import { publishRelease } from '@eoffering/deploy/hosting/releases';
import { runReleaseCommand } from './releases';
import { testPort } from './test-ports';
import { remoteBuild } from '@eoffering/deploy/hosting/testing/remote-build';

// README, production hosting; docs/deploying-a-remote.md; docs/security-model.md, 'Hosting' and
// 'Dev actions': `npm run serve:nginx` in front of mock-server, as production runs it. Shown
// failing: with the template serving /remotes/giving/ from the build alone, the live release's
// manifest answered 404; the dot-segment paths, /eoffering/.stats/ and the 301 without
// security headers likewise; serve:nginx started in front of a DEV=1 backend.

const repoRoot = join(__dirname, '..');

let root: string;
let releasesDir: string;

const listen = (app: ReturnType<typeof testApp>['app'], port: number): Promise<Server> =>
  new Promise((resolve) => {
    const server: Server = app.listen(port, '127.0.0.1', () => resolve(server));
  });

/** `npm run serve:nginx`, its output collected; resolves when it exits. */
const serveNginx = (env: Record<string, string>) => {
  let output = '';
  const child: ChildProcess = spawn('npx', ['tsx', 'scripts/serve-nginx.ts'], {
    cwd: repoRoot,
    env: { ...process.env, TRUST_PROXY: '127.0.0.1', RELEASES_DIR: releasesDir, ...env },
    detached: true,
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return {
    output: () => output,
    exited,
    stop: () => {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    },
  };
};

const build = (mark: string): string => remoteBuild(root, mark);

const SHELL_INDEX = '<!doctype html><title>shell</title>';

/** A raw request, as a client that does not normalise the path sends it (with Connection: close). */
const rawGet = (port: number, lines: string[]): Promise<string> =>
  new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`${lines.join('\r\n')}\r\n\r\n`));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });

const statusOf = (answer: string): number => Number(answer.split(' ')[1]);
const headerOf = (answer: string, name: string): string | undefined =>
  answer
    .split('\r\n\r\n')[0]
    ?.split('\r\n')
    .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
    ?.slice(name.length + 1)
    .trim();

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'eoffering-nginx-test-'));
  releasesDir = join(root, 'releases');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('serve:nginx in front of mock-server', () => {
  let backend: Server;
  let nginx: ReturnType<typeof serveNginx>;
  let origin: string;

  beforeAll(async () => {
    const [apiPort, port] = [await testPort(17), await testPort(18)];
    origin = `http://127.0.0.1:${port}`;
    const shell = join(root, 'shell');
    mkdirSync(shell);
    writeFileSync(join(shell, 'index.html'), SHELL_INDEX);
    writeFileSync(join(shell, 'early.js'), '/* early */');
    const dist = { shell, giving: join(root, 'none'), memberCenter: join(root, 'none') };
    backend = await listen(
      testApp({
        settings: { releasesDir, publicOrigin: origin, trustedProxies: ['127.0.0.1'], dist },
      }).app,
      apiPort,
    );
    publishRelease(releasesDir, 'giving', '1.0.0', build('old'));
    publishRelease(releasesDir, 'giving', '1.1.0', build('new'));
    nginx = serveNginx({ PORT: String(port), API_PORT: String(apiPort), PUBLIC_ORIGIN: origin });
    const deadline = Date.now() + 30_000;
    while (
      !(await fetch(`${origin}/eoffering/config.json`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (Date.now() > deadline) throw new Error(`serve:nginx did not start: ${nginx.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, 60_000);

  afterAll(async () => {
    nginx.stop();
    await nginx.exited;
    backend.close();
  });

  const liveManifest = async (): Promise<{ url: string; status: number; body: string }> => {
    const config = (await (await fetch(`${origin}/eoffering/config.json`)).json()) as RuntimeConfig;
    const url = config.remotes.giving.manifestUrl;
    const manifest = await fetch(`${origin}${url}`);
    return { url, status: manifest.status, body: await manifest.text() };
  };

  it('serves the release made live, and the old one after a rollback, with the caching rule', async () => {
    runReleaseCommand(['live', 'giving', '1.1.0'], { RELEASES_DIR: releasesDir });
    expect(await liveManifest()).toEqual({
      url: '/eoffering/remotes/giving/1.1.0/mf-manifest.json',
      status: 200,
      body: JSON.stringify({ mark: 'new' }),
    });
    runReleaseCommand(['live', 'giving', '1.0.0'], { RELEASES_DIR: releasesDir });
    expect(await liveManifest()).toEqual({
      url: '/eoffering/remotes/giving/1.0.0/mf-manifest.json',
      status: 200,
      body: JSON.stringify({ mark: 'old' }),
    });
    // The release no longer live keeps its files for the pages still on it.
    const entry = await fetch(`${origin}/eoffering/remotes/giving/1.1.0/remoteEntry.js`);
    expect([entry.status, await entry.text()]).toEqual([200, '/* new */']);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    const chunk = await fetch(`${origin}/eoffering/remotes/giving/1.0.0/213.0a1b2c3d.js`);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    const missing = await fetch(`${origin}/eoffering/remotes/giving/3.0.0/remoteEntry.js`);
    expect(missing.status).toBe(404);
  });

  it("answers an app route with the backend's shell page, naming the live release's first-screen files", async () => {
    runReleaseCommand(['live', 'giving', '1.1.0'], { RELEASES_DIR: releasesDir });
    const page = await fetch(`${origin}/eoffering/`, { headers: { Accept: 'text/html' } });
    expect([page.status, await page.text()]).toEqual([200, SHELL_INDEX]);
    expect(page.headers.get('link')).toBe(
      [
        '</eoffering/early.js>; rel=preload; as=script',
        '</eoffering/config.json>; rel=preload; as=fetch; crossorigin=anonymous',
        '</eoffering/remotes/giving/1.1.0/first-screen.js>; rel=preload; as=script',
        '</eoffering/remotes/giving/1.1.0/first-screen.css>; rel=preload; as=style',
      ].join(', '),
    );
    // The backend's headers, once: nginx adds none of its own to this answer.
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    const missing = await fetch(`${origin}/eoffering/missing.0123abcd.js`);
    expect(missing.status).toBe(404);
  });

  it.each([
    '/eoffering/remotes/giving/9.9.9/../../live.json',
    '/eoffering/remotes/giving/1.0.0/../../live.json',
    '/eoffering/remotes/giving/1.0.0/%2e%2e/%2e%2e/live.json',
    '/eoffering/remotes/giving/1.0.0/..%2f..%2flive.json',
    '/eoffering/remotes/giving/1.0.0/..%2F..%2Flive.json',
    '/eoffering/remotes/giving/1.0.0/.%2e/live.json',
    '/eoffering/remotes/giving/1.0.0/./remoteEntry.js',
    '/eoffering/remotes/giving/%2e%2e/%2e%2e/releases/live.json',
    '/eoffering/remotes/live.json',
    '/eoffering/.stats/module-sizes.json',
    '/eoffering/remotes/giving/.stats/module-sizes.json',
    '/eoffering/remotes/giving/1.0.0/.stats/module-sizes.json',
    '/dev/db/members',
    '/dev/run-debits',
    '/dev',
  ])('answers %s with 404 and the security headers', async (path) => {
    const answer = await rawGet(Number(new URL(origin).port), [
      `GET ${path} HTTP/1.1`,
      `Host: ${new URL(origin).host}`,
      'Connection: close',
    ]);
    expect(statusOf(answer)).toBe(404);
    expect(answer).not.toContain('"giving"');
    expect(headerOf(answer, 'X-Content-Type-Options')).toBe('nosniff');
  });

  it("sends the app's security headers on nginx's own redirect and error pages, once", async () => {
    const port = Number(new URL(origin).port);
    const expected = {
      'content-security-policy': expect.stringContaining("base-uri 'none'") as unknown,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    };
    const redirect = await rawGet(port, [
      'GET /eoffering HTTP/1.1',
      'Host: a',
      'Connection: close',
    ]);
    const badRequest = await rawGet(port, ['GET /eoffering/ HTTP/1.1', 'Connection: close']);
    for (const [answer, status] of [
      [redirect, 301],
      [badRequest, 400],
    ] as const) {
      expect(statusOf(answer)).toBe(status);
      for (const [name, value] of Object.entries(expected)) {
        expect({ name, value: headerOf(answer, name) }).toEqual({ name, value });
      }
    }
    // A proxied answer keeps the backend's own headers, not a second copy.
    const proxied = await rawGet(port, [
      'GET /eoffering/config.json HTTP/1.1',
      `Host: ${new URL(origin).host}`,
      'Connection: close',
    ]);
    expect(proxied.match(/^content-security-policy:/gim)).toHaveLength(1);
  });
});

describe('serve:nginx and a backend in dev mode', () => {
  it('refuses to start in front of a DEV=1 backend, or with DEV=1 itself', async () => {
    const apiPort = await testPort(19);
    const backend = await listen(
      testApp({ settings: { dev: true, host: '127.0.0.1', trustedProxies: ['127.0.0.1'] } }).app,
      apiPort,
    );
    try {
      for (const env of [{}, { DEV: '1' }] as Array<Record<string, string>>) {
        const nginx = serveNginx({
          PORT: String(await testPort(18)),
          API_PORT: String(apiPort),
          ...env,
        });
        expect(await nginx.exited).toBe(1);
        expect(nginx.output()).toContain('refusing to serve a backend in dev mode (DEV=1)');
      }
    } finally {
      backend.close();
    }
  }, 60_000);
});
