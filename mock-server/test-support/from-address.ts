import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Application } from 'express';

export interface Answer<T = unknown> {
  status: number;
  body: { RC: number; RM: string; Result: T };
}

/**
 * POSTs JSON to `url` from the loopback address `from` (any 127.x.y.z), so a test can play
 * several clients, as a per-client limit (or nginx in front of it) sees them: supertest and
 * Playwright's request context always call from 127.0.0.1. The e2e journeys through nginx use it too.
 */
export const postFromAddress = <T = unknown>(
  from: string,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer<T>> =>
  new Promise((resolve, reject) => {
    const target = new URL(url);
    const req = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: 'POST',
        localAddress: from,
        headers: { 'Content-Type': 'application/json', ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Answer<T>['body'] });
        });
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });

/** The same, to `path` of `app`, listening for this one call on a free port. */
export const postFrom = async (
  app: Application,
  from: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> => {
  const server = await new Promise<Server>((resolve) => {
    const listening: Server = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  try {
    const { port } = server.address() as AddressInfo;
    return await postFromAddress(from, `http://127.0.0.1:${port}${path}`, body, headers);
  } finally {
    server.close();
  }
};
