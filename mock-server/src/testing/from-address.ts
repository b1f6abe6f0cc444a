import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Application } from 'express';

export interface Answer {
  status: number;
  body: { RC: number; Result: unknown };
}

/**
 * POSTs JSON to `app` from the loopback address `from` (any 127.x.y.z), so a test can play
 * several clients: supertest always calls from 127.0.0.1, which one per-client limit would catch.
 */
export const postFrom = (
  app: Application,
  from: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const server = app.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      const payload = JSON.stringify(body);
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path,
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
            server.close();
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Answer['body'] });
          });
        },
      );
      req.on('error', (error) => {
        server.close();
        reject(error);
      });
      req.end(payload);
    });
  });
