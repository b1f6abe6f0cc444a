import express from 'express';
import request from 'supertest';
import {
  defineRpc,
  bodyErrorHandler,
  bodyParsers,
  contentDisposition,
  mountRpcs,
  RpcError,
} from './rpc';
import { conflict, MESSAGES, notFound, ruleBroken } from './errors';
import { createMissLimiter } from './rate-limit';
import { testSettings } from './settings';
import { createStore } from './store';
import { FIXTURE } from '../fixtures/fixture-ids';
import { callRpc, testApp } from '../../test-support/test-app';

describe('calls through mountRpcs', () => {
  it('answers a schema break with 400, the field named, and writes nothing', async () => {
    const t = testApp();
    const before = JSON.stringify(t.store.read());
    const res = await t.callAs(FIXTURE.members.wang, 'add_invoice_title', { invoice_title: 'A' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      RC: 400,
      RM: 'Bad Request',
      Result: [{ msg: expect.stringMatching(/^invoice_tax_id: /) }],
    });
    expect(JSON.stringify(t.store.read())).toBe(before);
  });

  it.each([
    ['a wrong type', { project_aid: '1' }, /^project_aid: /],
    ['an unknown field', { project_aid: 1, extra: true }, /unknown field: extra/],
    ['a missing field', {}, /^project_aid: /],
  ])('refuses %s with 400', async (_case, body, message) => {
    const t = testApp();
    const res = await callRpc(t, 'get_project_info_detail', body);
    expect(res.status).toBe(400);
    expect(res.body.Result[0].msg).toMatch(message);
  });

  it('refuses an over-long string and an unknown enum value', async () => {
    const t = testApp();
    const long = await t.callAs(FIXTURE.members.wang, 'add_invoice_title', {
      invoice_title: 'x'.repeat(101),
      invoice_tax_id: '12345675',
    });
    expect(long.status).toBe(400);
    expect(long.body.Result[0].msg).toMatch(/^invoice_title: /);
    const badEnum = await callRpc(t, 'get_project_items', { project_aid: 1, if_ach: 2 });
    expect(badEnum.status).toBe(400);
    expect(badEnum.body.Result[0].msg).toMatch(/^if_ach: /);
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const t = testApp();
    const res = await request(t.app)
      .post(t.settings.api.get_project_info_detail)
      .set('Content-Type', 'application/json')
      .send('{"project_aid": 1');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      RC: 400,
      RM: 'Bad Request',
      Result: [{ msg: 'malformed JSON body' }],
    });
  });

  it('answers a body over 32 kB with a 413 envelope', async () => {
    const t = testApp();
    const res = await callRpc(t, 'get_project_info_list', { url_rewrite_id: 'x'.repeat(40_000) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      RC: 413,
      RM: 'Payload Too Large',
      Result: [{ msg: 'request body too large' }],
    });
  });

  it('answers an unknown API path with an HTTP 404 envelope (a client bug, not a business answer)', async () => {
    const t = testApp();
    const res = await request(t.app).post('/api/nothing/here').send({});
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ RC: 404, RM: 'Not Found', Result: [{ msg: 'no such call' }] });
  });

  it('never sends fields the contract does not name', async () => {
    const t = testApp();
    const res = await t.callAs(FIXTURE.members.wang, 'get_member_donor_info', {});
    expect(res.status).toBe(200);
    expect(res.body.RC).toBe(501);
    expect(JSON.stringify(res.body)).not.toMatch(/password|member_id|vacc/);
  });
});

describe('the core on a bare router', () => {
  const bare = (defs: Parameters<typeof mountRpcs>[2]) => {
    const settings = testSettings();
    const app = express();
    app.use(bodyParsers(settings), bodyErrorHandler);
    const router = express.Router();
    mountRpcs(
      router,
      {
        settings,
        store: createStore(null),
        now: () => new Date(),
        lookupLimiter: createMissLimiter({ max: 5, windowMs: 1000 }),
        guestGivingLimiter: createMissLimiter({ max: 5, windowMs: 1000 }),
      },
      defs,
    );
    app.use(router);
    return { app, settings };
  };

  it('turns an unexpected throw into a 500 Internal Server Error envelope', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { app, settings } = bare([
      defineRpc('get_project_info_detail', () => {
        throw new TypeError('a real bug');
      }),
    ]);
    const res = await request(app)
      .post(settings.api.get_project_info_detail)
      .send({ project_aid: 1 });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      RC: 500,
      RM: 'Internal Server Error',
      Result: [{ msg: 'Internal Server Error' }],
    });
  });

  it('sends an RpcError as its status, RC and messages', async () => {
    const { app, settings } = bare([
      defineRpc('get_project_info_detail', () => {
        throw new RpcError(403, 403, ['first', 'second']);
      }),
    ]);
    const res = await request(app)
      .post(settings.api.get_project_info_detail)
      .send({ project_aid: 1 });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      RC: 403,
      RM: 'Forbidden',
      Result: [{ msg: 'first' }, { msg: 'second' }],
    });
  });

  it.each([
    ['notFound', () => notFound(), 404, 'Not Found', 'no data'],
    ['conflict', () => conflict(MESSAGES.duplicate), 409, 'Conflict', 'cannot add duplicate data'],
    ['ruleBroken', () => ruleBroken('a rule'), 422, 'Unprocessable Entity', 'a rule'],
  ])(
    'sends %s as HTTP 200 with the error in RC, so the front end never signs the donor out',
    async (_helper, error, rc, rm, message) => {
      const { app, settings } = bare([
        defineRpc('get_project_info_detail', () => {
          throw error();
        }),
      ]);
      const res = await request(app)
        .post(settings.api.get_project_info_detail)
        .send({ project_aid: 1 });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ RC: rc, RM: rm, Result: [{ msg: message }] });
    },
  );

  it('sends a file as an uncached octet-stream attachment with a UTF-8 file name', async () => {
    const { app, settings } = bare([
      defineRpc('print_single_receipt', () => ({
        file: Buffer.from('%PDF-1.7'),
        fileName: '恩典教會_收據.pdf',
      })),
    ]);
    const res = await request(app)
      .post(settings.api.print_single_receipt)
      .send({ offering_aid: 1, donor_sid: '' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(contentDisposition('恩典教會_收據.pdf'));
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''%E6%81%A9");
  });

  it('refuses two handlers for one purpose at start', () => {
    const def = defineRpc('get_project_info_list', () => []);
    expect(() => bare([def, def])).toThrow('Two handlers for get_project_info_list');
  });

  it('answers 500 when a handler answers outside its contract', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { app, settings } = bare([
      // A handler bug the type system cannot see: a value read from a corrupt record.
      defineRpc('get_project_info_list', () => JSON.parse('[{"project_aid": "one"}]') as []),
    ]);
    const res = await request(app)
      .post(settings.api.get_project_info_list)
      .send({ url_rewrite_id: 'x' });
    expect(res.status).toBe(500);
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact name', () => {
    expect(contentDisposition('receipt "2024".pdf')).toBe(
      `attachment; filename="receipt _2024_.pdf"; filename*=UTF-8''receipt%20%222024%22.pdf`,
    );
  });
});
