import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, extname, join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import compression from 'compression';
import express from 'express';
import type { Request, RequestHandler, Response, Router } from 'express';
import {
  EARLY_SCRIPT,
  isHomePath,
  openingPreloads,
  preloadLinkHeader,
} from '@eoffering/shared/hosting';
import type { HostingSettings } from './settings';
import { pageRead } from './page-read';
import { hostingFile } from './paths';
import { RELEASE_FILE } from './releases';
import { runtimeConfig } from './runtime-config';

// The same pattern and values as the nginx configuration (scripts/serve-nginx.ts).
export const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export const cacheControlFor = (path: string): string =>
  HASHED.test(basename(path)) ? IMMUTABLE : 'no-cache';

// gzip only, never brotli: the bytes on the wire must be the gzip figures docs/architecture.md
// budgets.
const gzip = compression();
const gzipForBudgets: RequestHandler = (req, res, next) => {
  req.headers['accept-encoding'] = req.acceptsEncodings('gzip') ? 'gzip' : 'identity';
  gzip(req, res, next);
};

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt', '.map']);
const GZIP_THRESHOLD = 1024;
const gzipped = new Map<string, { version: string; body: Buffer }>();

// Gzipped once per file version: a journey fetches the same half megabyte of script on every
// page load, which `compression` would gzip anew each time. Anything else falls through.
const gzippedFile = (dir: string, urlPath: string) => {
  let file: string;
  try {
    file = resolve(dir, `.${decodeURIComponent(urlPath)}`);
  } catch {
    return null;
  }
  const stats = statSync(file, { throwIfNoEntry: false });
  const served =
    file.startsWith(resolve(dir) + sep) &&
    !file.includes(`${sep}.`) &&
    COMPRESSIBLE.has(extname(file)) &&
    stats?.isFile() === true &&
    stats.size >= GZIP_THRESHOLD;
  if (!served) return null;
  const version = `${stats.size}:${stats.mtimeMs}`;
  let packed = gzipped.get(file);
  if (packed?.version !== version) {
    packed = { version, body: gzipSync(readFileSync(file)) };
    gzipped.set(file, packed);
  }
  return packed.body.length < stats.size ? { file, stats, body: packed.body } : null;
};

const cachedGzip =
  (dir: string): RequestHandler =>
  (req, res, next) => {
    const found =
      (req.method === 'GET' || req.method === 'HEAD') && req.acceptsEncodings('gzip')
        ? gzippedFile(dir, req.path)
        : null;
    if (!found) {
      next();
      return;
    }
    res.vary('Accept-Encoding');
    res.set({
      'Cache-Control': cacheControlFor(found.file),
      'Content-Encoding': 'gzip',
      'Last-Modified': found.stats.mtime.toUTCString(),
    });
    res.type(extname(found.file)).send(found.body);
  };

const staticDir = (dir: string) => [
  cachedGzip(dir),
  express.static(dir, {
    index: false,
    fallthrough: true,
    setHeaders: (res, path) => {
      res.set('Cache-Control', cacheControlFor(path));
    },
  }),
];

// docs/security-model.md, 'Hosting'; nginx applies the same rule.
export const LEAVES_FOLDER = /\/\.|%2e|%2f|%5c|\\/i;

/** The path the browser asked for, as sent (not decoded), without its query. */
const pathOf = (req: Request): string => req.originalUrl.split('?')[0] ?? '';

// An app route may hold an encoded slash (a card-binding failure's message) and is only ever
// answered with the shell's index, so only file requests are checked.
const asksForFile = (req: Request): boolean => {
  const path = pathOf(req);
  const last = path.split('/').pop() ?? '';
  return /\/remotes(\/|%2f)/i.test(path) || /\.|%2e/i.test(last);
};

const notFound = (res: Response): void => {
  res.status(404).set('Cache-Control', 'no-cache').type('text/plain').send('Not Found');
};

export const EMBED_SCRIPT = '/embed.js';

const MISSING_BUILDS = hostingFile('missing-builds.html');

export const isNavigation = (req: Request): boolean => {
  const last = req.path.split('/').pop() ?? '';
  return !last.includes('.') || (req.get('accept') ?? '').includes('text/html');
};

/**
 * The files the page at `url` asks for before its app runs, as `Link` preloads from the live
 * config, so the browser fetches them with the page's first bytes (docs/decisions.md, 'The host
 * names the opening files').
 */
const openingLinks = (settings: HostingSettings, pathname: string, index: string): string =>
  preloadLinkHeader(
    openingPreloads({
      pathname,
      remotes: runtimeConfig(settings).remotes,
      hasEarlyScript: existsSync(join(settings.dist.shell, basename(EARLY_SCRIPT))),
      stylesheets: stylesheetsOf(index),
    }),
  );

/** The stylesheets the shell's built page links to, in its order. */
const stylesheetsOf = (index: string): string[] =>
  [...index.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].flatMap(([, href]) =>
    href ? [href] : [],
  );

/** The shell's page; on the home page with the project list in it, which varies by language. */
const shellPage = async (
  settings: HostingSettings,
  req: Request,
  res: Response,
  index: string,
): Promise<string> => {
  if (!isHomePath(pathOf(req))) return index;
  res.vary('Accept-Language');
  const read = await pageRead(settings, req);
  return read ? index.replace('</head>', `${read}</head>`) : index;
};

// A missing file under a remote stays a 404, so the shell's fallback shows instead of HTML parsed
// as script.
export const staticApps = (settings: HostingSettings): Router => {
  const router = express.Router();
  router.use(gzipForBudgets);
  const shellIndex = join(settings.dist.shell, 'index.html');

  router.use((req, res, next) => {
    if (asksForFile(req) && LEAVES_FOLDER.test(pathOf(req))) notFound(res);
    else next();
  });

  router.get('/config.json', (_req, res) => {
    res.set('Cache-Control', 'no-cache').json(runtimeConfig(settings));
  });
  router.get(EMBED_SCRIPT, ...staticDir(settings.dist.giving));
  // docs/deploying-a-remote.md.
  const releases = express.Router().use(...staticDir(settings.releasesDir));
  router.use('/remotes', (req, res, next) => {
    if (RELEASE_FILE.test(req.path)) releases(req, res, next);
    else next();
  });
  router.use('/remotes/giving', ...staticDir(settings.dist.giving));
  router.use('/remotes/member-center', ...staticDir(settings.dist.memberCenter));
  router.use('/remotes', (_req, res) => notFound(res));
  router.use(...staticDir(settings.dist.shell));

  router.get('*', (req, res, next) => {
    if (!isNavigation(req)) next();
    else if (existsSync(shellIndex)) {
      const index = readFileSync(shellIndex, 'utf8');
      res.set({
        'Cache-Control': 'no-cache',
        Link: openingLinks(settings, pathOf(req), index),
      });
      void shellPage(settings, req, res, index).then((page) => res.type('html').send(page), next);
    } else {
      const page = readFileSync(MISSING_BUILDS, 'utf8');
      res.status(503).set('Cache-Control', 'no-store').type('html').send(page);
    }
  });
  return router;
};
