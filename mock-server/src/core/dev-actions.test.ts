import request from 'supertest';
import { testApp } from '../../test-support/test-app';

// docs/security-model.md, 'Dev actions'. Shown failing: with app.ts and dev-router.ts both
// checking `settings.dev` alone, DEV=1 on 0.0.0.0 answers /dev/db with every member's record.

describe('dev actions (/dev/*) only on a server that listens on loopback', () => {
  const paths = [
    ['GET', '/dev/db/members'],
    ['POST', '/dev/run-debits'],
  ] as const;

  const call = (host: string, method: 'GET' | 'POST', path: string, dev = true) => {
    const { app } = testApp({ settings: { dev, host } });
    return method === 'GET' ? request(app).get(path) : request(app).post(path).send({});
  };

  it.each(['0.0.0.0', '::', '192.168.1.20', 'example.org'])(
    'refuses them with DEV=1 on %s',
    async (host) => {
      for (const [method, path] of paths) {
        const res = await call(host, method, path);
        expect({ path, status: res.status }).toEqual({ path, status: 404 });
        expect(res.text).not.toContain('password_hash');
      }
    },
  );

  it.each(['127.0.0.1', 'localhost', '::1', '127.0.0.2'])(
    'answers them with DEV=1 on %s',
    async (host) => {
      for (const [method, path] of paths) {
        expect((await call(host, method, path)).status).toBe(200);
      }
    },
  );

  it('refuses them without DEV=1 on loopback', async () => {
    for (const [method, path] of paths) {
      expect((await call('127.0.0.1', method, path, false)).status).toBe(404);
    }
  });
});

// Shown failing: behind nginx every request reaches mock-server from loopback, so with the listening
// address checked alone `GET /dev/db/members` answered password hashes to whoever nginx forwarded.
describe('dev actions answer only a direct loopback client', () => {
  const { app } = testApp({ settings: { dev: true, host: '127.0.0.1' } });

  it.each([
    ['X-Forwarded-For', '127.0.0.2'],
    ['Forwarded', 'for=203.0.113.9'],
    ['X-Real-IP', '203.0.113.9'],
  ])('refuses a request a proxy forwarded (%s)', async (header, value) => {
    const members = await request(app).get('/dev/db/members').set(header, value);
    expect(members.status).toBe(404);
    expect(members.text).not.toContain('password_hash');
    const patch = await request(app)
      .patch('/dev/db/project_items/1')
      .set(header, value)
      .send({ min_amount: 1 });
    expect(patch.status).toBe(404);
    const paid = await request(app)
      .post('/dev/vacc-received')
      .set(header, value)
      .send({ order_info_aid: 1 });
    expect(paid.status).toBe(404);
  });

  it('answers the developer calling it directly', async () => {
    expect((await request(app).get('/dev/db/members')).status).toBe(200);
  });
});
