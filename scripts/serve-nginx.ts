// `npm run serve:nginx`: the production builds on Debian's nginx, as a web server or CDN would serve
// them, with the API and the main site proxied to mock-server (README: production hosting).
//
//   PORT      where nginx listens (default 8080)
//   HOST      its address (default 127.0.0.1)
//   API_PORT  where mock-server listens on 127.0.0.1 (default 3000); start it with
//             PUBLIC_ORIGIN=http://HOST:PORT so its return URLs lead back through nginx
//   TRUST_PROXY=127.0.0.1, required, and given to mock-server too: nginx connects to it from
//             127.0.0.1 and names the client in X-Forwarded-For, which mock-server believes only
//             from the addresses listed there (every per-client limit keys on that client)
//   RELEASES_DIR  the published releases of the remotes (mock-server's setting of the same name)
//   BACKEND_WAIT_MS  how long to wait for mock-server to answer (default 15000): nginx starts only
//             once it has, and never in front of one in dev mode (docs/security-model.md, 'Dev actions')
//
// The security headers and the caching rule come from the hosting code mock-server mounts
// (deploy/hosting/), read with mock-server's settings of the same environment, so both servers send
// the same CSP. nginx runs in the foreground as the current user;
// its pid, logs and temporary files live in a temporary folder removed when it stops.
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { securityHeaderValues } from '../deploy/hosting/security-headers';
import { HASHED, IMMUTABLE } from '../deploy/hosting/static-apps';
import { loadSettings } from '../mock-server/src/core/settings';
import type { Settings } from '../mock-server/src/core/settings';

const TEMPLATE = join(__dirname, '..', 'deploy', 'nginx', 'nginx.conf.template');
const MIME_TYPES = '/etc/nginx/mime.types';

/** Debian installs nginx in /usr/sbin, which is not on every user's PATH. */
const nginxBinary = (): string => {
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
  if (found !== '') return found;
  if (existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  throw new Error('nginx is not installed (apt-get install nginx; .ci/run installs it)');
};

const port = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    throw new Error(`${name} must be a port number, not ${process.env[name]}`);
  }
  return value;
};

const quoted = (value: string): string => `"${value.replace(/["\\]/g, '\\$&')}"`;

const variableOf = (header: string): string => header.toLowerCase().replace(/-/g, '_');

/**
 * Per header of mock-server, a variable holding its value unless the proxied answer carries the
 * header itself: `add_header` with an empty value adds nothing, so nginx's own answers (files,
 * redirects, error pages) get mock-server's headers and proxied ones keep theirs, never twice.
 */
export const securityHeaderMaps = (settings: Settings): string =>
  Object.entries(securityHeaderValues(settings))
    .map(
      ([name, value]) =>
        `map $upstream_http_${variableOf(name)} $eoffering_${variableOf(name)} {\n` +
        `  "" ${quoted(value)};\n  default "";\n}\n`,
    )
    .join('');

/** One `add_header` per header of mock-server; sent on errors too. */
export const securityHeaders = (settings: Settings): string =>
  Object.keys(securityHeaderValues(settings))
    .map((name) => `add_header ${name} $eoffering_${variableOf(name)} always;\n`)
    .join('');

/** The security headers and the caching rule of the builds (a location's own headers). */
const staticHeaders = (prefix: string): string =>
  `include ${join(prefix, 'security-headers.conf')};\nadd_header Cache-Control $eoffering_cache always;\n`;

const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{\{([A-Z_]+)\}\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`nginx.conf.template: no value for {{${name}}}`);
    return value;
  });

/** The address nginx connects to mock-server from, which mock-server must trust as a proxy. */
const PROXY_ADDRESS = '127.0.0.1';

/**
 * Behind nginx every request reaches mock-server from PROXY_ADDRESS: unless mock-server trusts it
 * to name the client, all donors share one client and one allowance of every limit.
 */
const requireTrustedProxy = (settings: Settings): void => {
  if (!settings.trustedProxies.some((entry) => [PROXY_ADDRESS, 'loopback'].includes(entry))) {
    throw new Error(
      `set TRUST_PROXY=${PROXY_ADDRESS} here and for mock-server: behind nginx it must trust ${PROXY_ADDRESS} to name the client`,
    );
  }
};

/**
 * mock-server's dev actions answer a loopback client, and behind nginx every client reaches it
 * from loopback: nginx never forwards `/dev/`, and is never put in front of a backend in dev mode
 * (docs/security-model.md, 'Dev actions'). The backend says so in its config.json.
 */
export const requireBackendWithoutDev = async (
  settings: Settings,
  apiPort: number,
  waitMs: number,
): Promise<void> => {
  const refusal =
    'refusing to serve a backend in dev mode (DEV=1) through nginx: start it without DEV';
  if (settings.dev) throw new Error(refusal);
  const url = `http://127.0.0.1:${apiPort}${settings.basePath}/config.json`;
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) {
        const config = (await response.json()) as { dev?: unknown };
        if (config.dev !== false) throw new Error(refusal);
        return;
      }
    } catch (error) {
      if (error instanceof Error && error.message === refusal) throw error;
    }
    if (Date.now() >= deadline) {
      throw new Error(`mock-server does not answer on ${url}: start it first (API_PORT)`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

const main = async (): Promise<void> => {
  const nginx = nginxBinary();
  // The same environment as mock-server's; no data file, so no secrets file is written.
  const settings = loadSettings(process.env, { dataFile: null });
  requireTrustedProxy(settings);
  await requireBackendWithoutDev(
    settings,
    port('API_PORT', 3000),
    Number(process.env.BACKEND_WAIT_MS ?? 15_000),
  );
  const host = process.env.HOST ?? '127.0.0.1';
  const listen = port('PORT', 8080);
  const prefix = mkdtempSync(join(tmpdir(), 'eoffering-nginx-'));
  try {
    start(nginx, settings, prefix, host, listen);
  } catch (error) {
    rmSync(prefix, { recursive: true, force: true });
    throw error;
  }
};

/** Writes the configuration under `prefix` and runs nginx until it stops or is told to. */
const start = (
  nginx: string,
  settings: Settings,
  prefix: string,
  host: string,
  listen: number,
): void => {
  const root = join(prefix, 'root');
  mkdirSync(root);
  symlinkSync(settings.dist.shell, join(root, settings.basePath.slice(1)));
  writeFileSync(join(prefix, 'security-header-maps.conf'), securityHeaderMaps(settings));
  writeFileSync(join(prefix, 'security-headers.conf'), securityHeaders(settings));
  writeFileSync(join(prefix, 'static-headers.conf'), staticHeaders(prefix));
  const config = fill(readFileSync(TEMPLATE, 'utf8'), {
    // As root, nginx would hand its workers to `nobody`, who cannot read the temporary folder.
    USER: userInfo().uid === 0 ? 'user root;' : '',
    PREFIX: prefix,
    ROOT: root,
    MIME_TYPES,
    HOST: host,
    PORT: String(listen),
    API_PORT: String(port('API_PORT', 3000)),
    GIVING_DIST: settings.dist.giving,
    MEMBER_CENTER_DIST: settings.dist.memberCenter,
    RELEASES_DIR: settings.releasesDir,
    HASHED: HASHED.source,
    IMMUTABLE,
  });
  const configFile = join(prefix, 'nginx.conf');
  writeFileSync(configFile, config);

  const server = spawn(nginx, ['-p', prefix, '-c', configFile, '-e', join(prefix, 'error.log')], {
    stdio: 'inherit',
  });
  const stop = (): void => {
    server.kill('SIGTERM');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  server.on('exit', (code, signal) => {
    const log = join(prefix, 'error.log');
    if (code !== 0 && existsSync(log)) process.stderr.write(readFileSync(log, 'utf8'));
    rmSync(prefix, { recursive: true, force: true });
    process.exit(code ?? (signal ? 0 : 1));
  });
  console.log(`eoffering on nginx: http://${host}:${listen}/eoffering/`);
};

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
