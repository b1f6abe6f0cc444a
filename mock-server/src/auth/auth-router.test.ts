import jwt from 'jsonwebtoken';
import request from 'supertest';
import { verifyToken } from '../core/auth';
import { FIXTURE } from '../fixtures/platform';
import { callRpc, testApp } from '../testing/test-app';
import { passwordHash } from './auth-password';

const signin = (t: ReturnType<typeof testApp>, userid: string, password: string) =>
  request(t.app)
    .post('/signin')
    .send({ userid, password: passwordHash(password) });

const base64url = (value: object): string =>
  Buffer.from(JSON.stringify(value)).toString('base64url');

describe('/signin (spec 7)', () => {
  it.each(['0912345678', 'member@example.org', 'MEMBER@example.org', '0912-345-678'])(
    'signs 王小明 in with %s and answers a token naming him',
    async (userid) => {
      const t = testApp();
      const res = await signin(t, userid, FIXTURE.password);
      expect(res.status).toBe(200);
      expect(res.body.RC).toBe(200);
      const claims = verifyToken(res.body.Result, t.settings);
      expect(claims).toMatchObject({ sub: FIXTURE.members.wang, member_name: '王小明' });
      expect(claims!.exp - claims!.iat).toBe(30 * 60);
    },
  );

  it('signs 陳美玲 in with her phone', async () => {
    const t = testApp();
    const res = await signin(t, '0922333444', FIXTURE.password);
    expect(verifyToken(res.body.Result, t.settings)?.member_name).toBe('陳美玲');
  });

  it.each([
    ['a wrong password', '0912345678', 'wrong'],
    ['an unknown user', '0900000000', FIXTURE.password],
  ])('answers %s with 401 login failed', async (_case, userid, password) => {
    const t = testApp();
    const res = await signin(t, userid, password);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ RC: 401, RM: 'Unauthorized', Result: [{ msg: 'login failed' }] });
  });

  it('refuses a password that is not a SHA-256 hex with 400', async () => {
    const t = testApp();
    const res = await request(t.app)
      .post('/signin')
      .send({ userid: '0912345678', password: 'Passw0rd!' });
    expect(res.status).toBe(400);
    expect(res.body.Result[0].msg).toMatch(/^password: /);
  });

  it('answers 429 after repeated failures for one user id', async () => {
    const t = testApp();
    for (let i = 0; i < 10; i += 1)
      expect((await signin(t, '0912345678', 'nope')).status).toBe(401);
    const res = await signin(t, '0912345678', FIXTURE.password);
    expect(res.status).toBe(429);
    expect(res.body.Result[0].msg).toMatch(/too many failed sign-in attempts/);
  });
});

describe('/auth/reauth', () => {
  it('answers a fresh token for a valid bearer', async () => {
    const t = testApp();
    const res = await request(t.app)
      .post('/auth/reauth')
      .set('Authorization', t.bearer(FIXTURE.members.wang))
      .send({});
    expect(res.status).toBe(200);
    expect(verifyToken(res.body.Result, t.settings)?.sub).toBe(FIXTURE.members.wang);
  });

  it('answers 401 without a token', async () => {
    const t = testApp();
    const res = await request(t.app).post('/auth/reauth').send({});
    expect(res.status).toBe(401);
  });
});

describe('tokens on member calls (checklist 16)', () => {
  const claims = { sub: FIXTURE.members.wang, member_name: '王小明' };

  it.each([
    [
      'alg none',
      () =>
        `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, exp: 9999999999 })}.`,
    ],
    [
      'a wrong signature',
      () => jwt.sign(claims, 'another-secret', { algorithm: 'HS256', expiresIn: 600 }),
    ],
    [
      'another algorithm with the right secret',
      () => jwt.sign(claims, testApp().settings.jwt.secret, { algorithm: 'HS512', expiresIn: 600 }),
    ],
    [
      'an expired token',
      () =>
        jwt.sign(
          { ...claims, exp: Math.floor(Date.now() / 1000) - 10 },
          testApp().settings.jwt.secret,
          { algorithm: 'HS256' },
        ),
    ],
    [
      'an unknown member',
      () =>
        jwt.sign({ ...claims, sub: 'm-9999' }, testApp().settings.jwt.secret, {
          algorithm: 'HS256',
          expiresIn: 600,
        }),
    ],
    ['garbage', () => 'not-a-token'],
  ])('refuses %s with 401', async (_case, token) => {
    const t = testApp();
    const res = await callRpc(t, 'get_member_donor_info', {}, `Bearer ${token()}`);
    expect(res.status).toBe(401);
    expect(res.body.RC).toBe(401);
    expect(res.body.Result).toEqual([{ msg: 'Your session is expired, please login again.' }]);
  });

  it('refuses a member call without a token with 401', async () => {
    const t = testApp();
    const res = await callRpc(t, 'get_member_donor_info', {});
    expect(res.status).toBe(401);
    expect(res.body.Result).toEqual([{ msg: 'login required' }]);
  });

  it('refuses a public call that carries an invalid token', async () => {
    const t = testApp();
    const res = await callRpc(t, 'get_project_info_detail', { project_aid: 1 }, 'Bearer x.y.z');
    expect(res.status).toBe(401);
  });
});
