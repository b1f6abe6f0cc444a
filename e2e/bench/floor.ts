// The physical floor of the home page's first paint (docs/architecture.md, performance): the same
// page as static HTML, its final DOM with the scripts removed and the styles inlined, gzipped and
// served by a server of its own. What the app adds on top of it is the cost of being an app.
import { createServer, type Server } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/** The page's DOM as it stands now, without scripts or preloads, each stylesheet inlined. */
export const staticCopyOf = (page: Page): Promise<string> =>
  page.evaluate(async () => {
    const copy = document.documentElement.cloneNode(true) as HTMLElement;
    for (const element of copy.querySelectorAll(
      'script, link[rel="preload"], link[rel="modulepreload"], link[rel="prefetch"]',
    )) {
      element.remove();
    }
    for (const link of copy.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
      const style = document.createElement('style');
      style.textContent = await (await fetch(link.href)).text();
      link.replaceWith(style);
    }
    return `<!doctype html>${copy.outerHTML}`;
  });

export interface FloorServer {
  origin: string;
  gzipBytes: number;
  close: () => Promise<void>;
}

/**
 * Serves `html` gzipped at `/eoffering/` on `port`; every other path (the project images) is
 * fetched from `appOrigin` and passed on, so both pages load the same images from the same
 * machine.
 */
export const serveFloor = async (
  html: string,
  port: number,
  appOrigin: string,
): Promise<FloorServer> => {
  const body = gzipSync(html);
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '/';
    if (path === '/eoffering/' || path === '/eoffering') {
      response.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Encoding': 'gzip',
        'Cache-Control': 'no-store',
      });
      response.end(body);
      return;
    }
    void fetch(`${appOrigin}${path}`).then(
      async (upstream) => {
        response.writeHead(upstream.status, {
          'Content-Type': upstream.headers.get('content-type') ?? 'application/octet-stream',
        });
        response.end(Buffer.from(await upstream.arrayBuffer()));
      },
      () => {
        response.writeHead(502);
        response.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    gzipBytes: body.length,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};
