import { statSync } from 'node:fs';
import type { Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, posix, resolve, sep } from 'node:path';
import { gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { NextFunction, Request, Response } from 'express';

const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.json',
  '.svg',
  '.txt',
  '.map',
]);

export const isCompressible = (path: string): boolean => COMPRESSIBLE.has(extname(path));

interface Packed {
  mtimeMs: number;
  size: number;
  body: Buffer;
}

/** The file under `root` a URL path names, or null for a path that leaves it or a dotfile. */
const fileUnder = (root: string, urlPath: string): string | null => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  // Rooted first, so `..` segments can climb no higher than `root`.
  const normal = posix.normalize(`/${decoded}`);
  if (decoded.includes('\0') || normal.split('/').some((part) => part.startsWith('.'))) return null;
  const file = resolve(root, `.${normal}`);
  return file.startsWith(root + sep) ? file : null;
};

const statOf = (file: string): Stats | null => {
  try {
    const stats = statSync(file);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
};

/**
 * Serves the text files of a build folder gzip-compressed to a browser that accepts gzip, so the
 * bytes on the wire are the gzip figures docs/architecture.md budgets (`npm run bench`). Each file
 * is compressed once per version (size and modification time) and kept in memory: the builds are
 * a few hundred kilobytes. Anything else (no gzip in Accept-Encoding, images, a missing file, a
 * file gzip does not shrink) falls through to `express.static` after it. `cacheControl` gives the
 * same Cache-Control header express.static sets, so caching rules do not depend on the encoding.
 */
export const gzipStatic = (dir: string, cacheControl: (path: string) => string) => {
  const root = resolve(dir);
  const packed = new Map<string, Packed>();

  const pack = async (file: string, stats: Stats): Promise<Buffer> => {
    const known = packed.get(file);
    if (known && known.mtimeMs === stats.mtimeMs && known.size === stats.size) return known.body;
    const body = await gzipAsync(await readFile(file), { level: 9 });
    packed.set(file, { mtimeMs: stats.mtimeMs, size: stats.size, body });
    return body;
  };

  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = fileUnder(root, req.path);
    if (!file || !isCompressible(file)) return next();
    // Either answer depends on Accept-Encoding: shared caches must keep them apart.
    res.vary('Accept-Encoding');
    if (!req.acceptsEncodings('gzip')) return next();
    const stats = statOf(file);
    if (!stats) return next();
    pack(file, stats).then(
      (body) => {
        if (body.length >= stats.size) return next();
        res.set({
          'Cache-Control': cacheControl(file),
          'Content-Encoding': 'gzip',
          'Last-Modified': stats.mtime.toUTCString(),
        });
        res.type(extname(file));
        // res.send adds Content-Length and an ETag of the gzip bytes (one per encoding), answers
        // HEAD without a body and a matching If-None-Match with 304.
        res.send(body);
      },
      (error: unknown) => next(error),
    );
  };
};
