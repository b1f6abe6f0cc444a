import { createServer } from 'node:http';
import { extname } from 'node:path';

/** What a path answers: its body and content type, or null for a 404. */
export type StaticAnswer = (path: string) => { body: string | Buffer; type: string } | null;

export interface StaticSite {
  /** `http://127.0.0.1:{port}`: another origin than the portal's. */
  origin: string;
  stop: () => Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain',
};

/** The content type of a file by its extension, as a web server or CDN would send it. */
export const typeOf = (path: string): string => TYPES[extname(path)] ?? 'application/octet-stream';

/**
 * A small web server on another 127.0.0.1 port, started by a test: a church website that embeds
 * the widget, or a CDN a remote is deployed to. `headers` go on every answer (a CDN's CORS).
 */
export const startStaticSite = (
  port: number,
  answer: StaticAnswer,
  headers: Record<string, string> = {},
): Promise<StaticSite> => {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://site').pathname);
    const found = req.method === 'GET' ? answer(path) : null;
    res.writeHead(found ? 200 : 404, {
      ...headers,
      'Content-Type': found ? found.type : 'text/plain',
      'Cache-Control': 'no-cache',
    });
    res.end(found ? found.body : 'Not Found');
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        origin: `http://127.0.0.1:${port}`,
        stop: () =>
          new Promise((done) => {
            server.close(() => done());
            // A browser keeps its connections open; they would hold close() up.
            server.closeAllConnections();
          }),
      }),
    );
  });
};
