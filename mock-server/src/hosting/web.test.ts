import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import zlib from 'node:zlib';
import request from 'supertest';
import { PURPOSES } from '@eoffering/shared/contract';
import { testApp } from '../../test-support/test-app';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Every gzip the server makes, by either path (`compression`'s streams, the cache's gzipSync). */
const mockGzips = { count: 0 };
jest.mock('zlib', () => {
  const actual = jest.requireActual<typeof zlib>('zlib');
  return {
    ...actual,
    createGzip: (...args: Parameters<typeof actual.createGzip>) => {
      mockGzips.count += 1;
      return actual.createGzip(...args);
    },
    gzipSync: (...args: Parameters<typeof actual.gzipSync>) => {
      mockGzips.count += 1;
      return actual.gzipSync(...args);
    },
  };
});

describe('production builds under /eoffering/', () => {
  let root: string;
  const dist = () => ({
    shell: join(root, 'shell'),
    giving: join(root, 'giving'),
    memberCenter: join(root, 'member-center'),
  });

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'eoffering-dist-'));
    const files: Record<string, string> = {
      'shell/index.html': '<!doctype html><html><head><title>shell</title></head></html>',
      'shell/main.js': 'console.log(1)',
      'shell/early.js': 'console.log(0)',
      'shell/417.3f9a2b1c8d7e6f50.js': 'chunk',
      'giving/remoteEntry.js': 'remote',
      'giving/mf-manifest.json': '{}',
      'giving/213.0a1b2c3d4e5f6a7b.js': 'chunk',
      'member-center/mf-manifest.json': '{}',
    };
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), content);
    }
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it.each([
    '/eoffering/',
    '/eoffering/project_detail/1',
    '/eoffering/order/result_error/card.declined',
    '/eoffering/member_center/home',
  ])('answers %s with the shell, not cached', async (path) => {
    const res = await request(testApp({ settings: { dist: dist() } }).app)
      .get(path)
      .set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>shell</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('names the opening files of the page in its answer, from the live config', async () => {
    const app = testApp({ settings: { dist: dist() } }).app;
    const links = async (path: string) =>
      ((await request(app).get(path).set('Accept', 'text/html')).headers.link ?? '').split(', ');
    const shell = [
      '</eoffering/early.js>; rel=preload; as=script',
      '</eoffering/config.json>; rel=preload; as=fetch; crossorigin=anonymous',
    ];
    expect(await links('/eoffering/')).toEqual([
      ...shell,
      '</eoffering/remotes/giving/first-screen.js>; rel=preload; as=script',
      '</eoffering/remotes/giving/first-screen.css>; rel=preload; as=style',
    ]);
    expect(await links('/eoffering/member_center/home?tab=1')).toEqual([
      ...shell,
      '</eoffering/remotes/member-center/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous',
    ]);
    expect(await links('/eoffering/faq')).toEqual(shell);
  });

  it('puts the project list in the home page as its early script asks for it, and nowhere else', async () => {
    const app = testApp({ settings: { dist: dist() } }).app;
    const page = (path: string, lang = 'en-GB,zh-TW;q=0.5') =>
      request(app).get(path).set('Accept', 'text/html').set('Accept-Language', lang);
    const home = await page('/eoffering/');
    expect(home.headers.vary).toContain('Accept-Language');
    const block = /<script type="application\/json" id="eo-page-read">(.*?)<\/script><\/head>/.exec(
      home.text,
    )?.[1];
    const carried = JSON.parse(block ?? 'null') as {
      request: string;
      status: number;
      body: string;
    };
    const [url, body, headers] = JSON.parse(carried.request) as [string, string, string[][]];
    expect([url, JSON.parse(body)]).toEqual([
      '/api/project/info-list',
      { url_rewrite_id: 'grace-taipei' },
    ]);
    expect(headers).toContainEqual(['accept-language', 'en']);
    expect(carried.status).toBe(200);
    expect(JSON.parse(carried.body)).toMatchObject({ RC: 501, RM: 'success' });
    // The address's choice wins over the browser's, as it does in the page.
    expect((await page('/eoffering/?lang=zh-TW')).text).toContain(
      '[\\"accept-language\\",\\"zh-TW\\"]',
    );
    expect((await page('/eoffering/faq')).text).not.toContain('eo-page-read');
  });

  it.each([
    ['/eoffering/417.3f9a2b1c8d7e6f50.js', IMMUTABLE],
    ['/eoffering/main.js', 'no-cache'],
    ['/eoffering/remotes/giving/213.0a1b2c3d4e5f6a7b.js', IMMUTABLE],
    ['/eoffering/remotes/giving/remoteEntry.js', 'no-cache'],
    ['/eoffering/remotes/giving/mf-manifest.json', 'no-cache'],
    ['/eoffering/remotes/member-center/mf-manifest.json', 'no-cache'],
    ['/eoffering/config.json', 'no-cache'],
  ])('serves %s with Cache-Control %s', async (path, cache) => {
    const res = await request(testApp({ settings: { dist: dist() } }).app).get(path);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(cache);
  });

  it.each([
    '/eoffering/remotes/giving/missing.js',
    '/eoffering/remotes/member-center/remoteEntry.js',
    '/eoffering/missing.123abc.js',
  ])('answers a missing file %s with 404, not the shell', async (path) => {
    const res = await request(testApp({ settings: { dist: dist() } }).app).get(path);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<title>shell</title>');
  });

  it('shows a friendly page when the builds are missing', async () => {
    const res = await request(
      testApp({
        settings: {
          dist: {
            shell: join(root, 'none'),
            giving: join(root, 'none'),
            memberCenter: join(root, 'none'),
          },
        },
      }).app,
    ).get('/eoffering/');
    expect(res.status).toBe(503);
    expect(res.text).toContain('npm run build');
  });
});

describe('/eoffering/config.json', () => {
  it('lists the path of every purpose and the runtime settings, and no secret', async () => {
    const t = testApp();
    const res = await request(t.app).get('/eoffering/config.json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.api).sort()).toEqual([...PURPOSES].sort());
    for (const purpose of PURPOSES) expect(res.body.api[purpose]).toBe(t.settings.api[purpose]);
    expect(res.body).toMatchObject({
      apiBaseUrl: '',
      auth: { signin: '/signin', reauth: '/auth/reauth', logout: '/auth/logout' },
      churchRewriteId: t.settings.churchRewriteId,
      paymentOrigins: [t.settings.gateway.origin],
      remotes: {
        giving: { name: 'giving', manifestUrl: '/eoffering/remotes/giving/mf-manifest.json' },
        memberCenter: {
          name: 'memberCenter',
          manifestUrl: '/eoffering/remotes/member-center/mf-manifest.json',
        },
      },
      dev: false,
    });
    expect(JSON.stringify(res.body)).not.toContain(t.settings.gateway.macKey);
    expect(JSON.stringify(res.body)).not.toContain(t.settings.jwt.secret);
  });
});

describe('security headers: CSP, nosniff, Referrer-Policy, frame-ancestors', () => {
  const directives = (csp: string): Record<string, string[]> =>
    Object.fromEntries(
      csp.split(';').map((part) => {
        const [name = '', ...values] = part.trim().split(/\s+/);
        return [name, values];
      }),
    );

  it.each(['/', '/login', '/eoffering/', '/eoffering/config.json'])(
    'sets CSP, nosniff and a referrer policy on %s',
    async (path) => {
      const t = testApp({
        settings: {
          mainSiteOrigin: 'https://church.example',
          gateway: { ...testApp().settings.gateway, origin: 'https://pay.example' },
        },
      });
      const res = await request(t.app).get(path);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      const csp = directives(res.headers['content-security-policy'] ?? '');
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'none'"]);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['form-action']).toEqual(["'self'", 'https://pay.example']);
      expect(csp['frame-ancestors']).toEqual(["'self'", 'https://church.example']);
      expect(res.headers['content-security-policy']).not.toMatch(/unsafe-inline|unsafe-eval/);
    },
  );

  it('allows scripts from exactly the configured remote origins', async () => {
    const base = testApp().settings;
    const t = testApp({
      settings: {
        remotes: {
          giving: { name: 'giving', manifestUrl: 'https://giving.cdn.example/v3/mf-manifest.json' },
          memberCenter: base.remotes.memberCenter,
        },
      },
    });
    const res = await request(t.app).get('/');
    const csp = directives(res.headers['content-security-policy'] ?? '');
    expect(csp['script-src']).toEqual(["'self'", 'https://giving.cdn.example']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://giving.cdn.example']);
  });
});

describe('dev mode', () => {
  it('keeps json-server’s raw router off unless dev mode is on', async () => {
    expect((await request(testApp().app).get('/dev/db/members')).status).toBe(404);
    const dev = testApp({ settings: { dev: true } });
    const res = await request(dev.app).get('/dev/db/projects');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(4);
  });
});

describe('gzip for the builds (the budget is bytes on the wire, gzip)', () => {
  let root: string;
  // Compressible and large enough that gzip pays; a chunk (hashed) and an entry (fixed name).
  const chunk = `export const list = [${Array.from({ length: 400 }, (_, i) => `'item ${i}'`).join(',')}];\n`;
  const app = () =>
    testApp({
      settings: {
        dist: {
          shell: join(root, 'shell'),
          giving: join(root, 'giving'),
          memberCenter: join(root, 'member-center'),
        },
      },
    }).app;

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'eoffering-gzip-'));
    const files: Record<string, string> = {
      'shell/index.html': '<!doctype html><title>shell</title>',
      'shell/417.3f9a2b1c.js': chunk,
      'shell/tiny.3f9a2b1c.js': 'x',
      'giving/remoteEntry.js': chunk,
      'secret.js': chunk,
    };
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), content);
    }
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it.each([
    ['/eoffering/417.3f9a2b1c.js', IMMUTABLE],
    ['/eoffering/remotes/giving/remoteEntry.js', 'no-cache'],
  ])('sends %s gzip-compressed with Cache-Control %s', async (path, cache) => {
    const res = await request(app()).get(path).set('Accept-Encoding', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['vary']).toMatch(/Accept-Encoding/);
    expect(res.headers['cache-control']).toBe(cache);
    expect(res.headers['content-type']).toMatch(/^application\/javascript/);
    expect(res.text).toBe(chunk);
    expect(await bytesOnTheWire(path)).toBeLessThan(chunk.length / 3);
  });

  it('sends the file as it is, still varying on Accept-Encoding, to a client without gzip', async () => {
    const res = await request(app())
      .get('/eoffering/417.3f9a2b1c.js')
      .set('Accept-Encoding', 'identity');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['vary']).toMatch(/Accept-Encoding/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.text).toBe(chunk);
  });

  /** The bytes of an answer as they crossed the wire, before any decompression. */
  const bytesOnTheWire = async (path: string): Promise<number> => {
    const server = app().listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    try {
      const [res] = (await once(
        get({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': 'gzip' } }),
        'response',
      )) as [IncomingMessage];
      let length = 0;
      for await (const part of res) length += (part as Buffer).length;
      return length;
    } finally {
      server.close();
    }
  };

  it('answers a repeated request with 304 and a HEAD without a body', async () => {
    const first = await request(app())
      .get('/eoffering/417.3f9a2b1c.js')
      .set('Accept-Encoding', 'gzip');
    const etag = first.headers['etag'] ?? '';
    expect(etag).not.toBe('');
    const again = await request(app())
      .get('/eoffering/417.3f9a2b1c.js')
      .set('Accept-Encoding', 'gzip')
      .set('If-None-Match', etag);
    expect(again.status).toBe(304);
    const head = await request(app())
      .head('/eoffering/417.3f9a2b1c.js')
      .set('Accept-Encoding', 'gzip');
    expect(head.status).toBe(200);
    expect(head.text).toBeUndefined();
  });

  it('sends the bytes the budgets count: zlib at its default level', async () => {
    expect(await bytesOnTheWire('/eoffering/417.3f9a2b1c.js')).toBe(zlib.gzipSync(chunk).length);
  });

  it('gzips a file once however often it is fetched, and anew once it changes', async () => {
    const path = '/eoffering/remotes/giving/fetched-often.js';
    const file = join(root, 'giving', 'fetched-often.js');
    writeFileSync(file, chunk);
    const server = app();
    const before = mockGzips.count;
    for (let i = 0; i < 3; i += 1) {
      expect((await request(server).get(path).set('Accept-Encoding', 'gzip')).text).toBe(chunk);
    }
    expect(mockGzips.count - before).toBe(1);
    const changed = chunk.replace('item 1', 'item one');
    writeFileSync(file, changed);
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect((await request(server).get(path).set('Accept-Encoding', 'gzip')).text).toBe(changed);
  });

  it('leaves a file gzip cannot shrink uncompressed', async () => {
    const res = await request(app())
      .get('/eoffering/tiny.3f9a2b1c.js')
      .set('Accept-Encoding', 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toBe('x');
  });

  it.each(['/eoffering/..%2fsecret.js', '/eoffering/remotes/giving/%2e%2e/secret.js'])(
    'serves nothing outside the build folder for %s',
    async (path) => {
      const res = await request(app()).get(path).set('Accept-Encoding', 'gzip');
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('item 1');
    },
  );
});
