import jwt from 'jsonwebtoken';
import request from 'supertest';
import { revokeSignIn, verifyToken } from '../core/auth';
import type { TokenClaims } from '../core/auth';
import { MESSAGES } from '../core/errors';
import { emptyStore } from '../core/store';
import { FIXTURE } from '../fixtures/fixture-ids';
import { postFrom } from '../../test-support/from-address';
import { callRpc, testApp } from '../../test-support/test-app';
import { passwordHash } from '../../test-support/auth-password';

// Each sign-in is a scrypt check on purpose (docs/security-model.md, 'Stored passwords and the
// data file'): a test of the limits makes a dozen, which takes seconds on a busy machine.
jest.setTimeout(60_000);

const signin = (t: ReturnType<typeof testApp>, userid: string, password: string) =>
  request(t.app)
    .post('/signin')
    .send({ userid, password: passwordHash(password) });

const base64url = (value: object): string =>
  Buffer.from(JSON.stringify(value)).toString('base64url');

describe('/signin', () => {
  it.each(['0912345678', 'member@example.org', 'MEMBER@example.org', '0912-345-678'])(
    'signs 王小明 in with %s and answers a token naming him',
    async (userid) => {
      const t = testApp();
      const res = await signin(t, userid, FIXTURE.password);
      expect(res.status).toBe(200);
      expect(res.body.RC).toBe(200);
      const claims = verifyToken(res.body.Result, t.settings, new Date());
      expect(claims).toMatchObject({ sub: FIXTURE.members.wang, member_name: '王小明' });
      expect(claims!.exp - claims!.iat).toBe(30 * 60);
    },
  );

  it('signs 陳美玲 in with her phone', async () => {
    const t = testApp();
    const res = await signin(t, '0922333444', FIXTURE.password);
    expect(verifyToken(res.body.Result, t.settings, new Date())?.member_name).toBe('陳美玲');
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

const signinFrom = (
  t: ReturnType<typeof testApp>,
  from: string,
  userid: string,
  password: string,
) => postFrom(t.app, from, '/signin', { userid, password: passwordHash(password) });

// docs/security-model.md, 'Sign-in limits'. Shown failing: keying the account on the typed userid
// (the old `user:` key) lets the phone and the e-mail spend 10 misses each; dropping the
// per-address pair from `sign-in-limits.ts` locks the owner out from a clean address.
describe('/signin: one counter per account whatever the spelling, plus one per address', () => {
  it.each([
    ['dashes and spaces', ['0912-345-678', '0912 345 678', '09 12-34 56 78', '0912345678']],
    ['e-mail case', ['Member@Example.org', 'MEMBER@EXAMPLE.ORG', 'member@example.ORG']],
    ['phone or e-mail', ['0912345678', 'member@example.org', '0912-345-678', 'MEMBER@example.org']],
  ])(
    'spellings differing by %s share one allowance, from any address',
    async (_case, spellings) => {
      const t = testApp();
      // Each miss from its own address, so only the per-account count can stop the guessing.
      for (let i = 0; i < 10; i += 1) {
        const res = await signinFrom(
          t,
          `127.0.1.${i + 1}`,
          spellings[i % spellings.length]!,
          'nope',
        );
        expect(res.status).toBe(401);
      }
      // Every address that guessed is now refused on every spelling, the right password too.
      for (const [i, userid] of spellings.entries()) {
        const res = await signinFrom(t, `127.0.1.${i + 1}`, userid, FIXTURE.password);
        expect(res.status).toBe(429);
        expect(res.body.Result).toEqual([{ msg: MESSAGES.tooManyLogins }]);
      }
    },
  );

  it('lets the owner in from an address with no misses after strangers locked the account', async () => {
    const t = testApp();
    for (let i = 0; i < 10; i += 1) {
      const userid = i % 2 === 0 ? '0912345678' : 'member@example.org';
      expect((await signinFrom(t, `127.0.3.${i + 1}`, userid, 'nope')).status).toBe(401);
    }
    expect((await signinFrom(t, '127.0.4.1', 'member@example.org', FIXTURE.password)).status).toBe(
      200,
    );
    // A new address gets one try at a locked account, no more.
    expect((await signinFrom(t, '127.0.4.2', '0912345678', 'nope')).status).toBe(401);
    expect((await signinFrom(t, '127.0.4.2', '0912345678', FIXTURE.password)).status).toBe(429);
  });

  it('counts a user id that names nobody by the id as typed, spaces and dashes aside', async () => {
    const t = testApp();
    for (let i = 0; i < 10; i += 1) {
      const userid = i % 2 === 0 ? '0900-000-001' : '0900000001';
      expect((await signinFrom(t, `127.0.5.${i + 1}`, userid, 'nope')).status).toBe(401);
    }
    expect((await signinFrom(t, '127.0.5.1', '0900 000 001', 'nope')).status).toBe(429);
    // Another unknown id is another account; the address itself has one miss only.
    expect((await signinFrom(t, '127.0.5.1', '0900000002', 'nope')).status).toBe(401);
  });

  // Shown failing: with the in-flight count removed from sign-in-limits.ts, all 15 are checked.
  it('counts guesses sent all at once before any is answered: 10 checked, the rest 429', async () => {
    const t = testApp();
    const answers = await Promise.all(
      Array.from({ length: 15 }, () => signinFrom(t, '127.0.8.1', '0912345678', 'nope')),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      ...Array<number>(10).fill(401),
      ...Array<number>(5).fill(429),
    ]);
  });

  it('refuses an address after 10 misses on any accounts, and only that address', async () => {
    const t = testApp();
    for (let i = 0; i < 10; i += 1) {
      expect((await signinFrom(t, '127.0.6.1', `09000000${10 + i}`, 'nope')).status).toBe(401);
    }
    expect((await signinFrom(t, '127.0.6.1', '0912345678', FIXTURE.password)).status).toBe(429);
    expect((await signinFrom(t, '127.0.6.2', '0912345678', FIXTURE.password)).status).toBe(200);
  });
});

describe('/signin: passwords are kept with salted scrypt', () => {
  it('stores no SHA-256 of the password, and a salt of its own per member', () => {
    const t = testApp();
    const [wang, chen] = t.store.read().members;
    expect(wang!.password_hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(wang!.password_hash).not.toBe(chen!.password_hash);
    expect(JSON.stringify(t.store.read().members)).not.toContain(passwordHash(FIXTURE.password));
  });

  it('never takes the stored value for the password', async () => {
    const t = testApp();
    const stored = t.store.read().members[0]!.password_hash;
    const key = Buffer.from(stored.split('$')[5]!, 'base64url').toString('hex');
    for (const password of [key, key.toUpperCase()]) {
      const res = await request(t.app).post('/signin').send({ userid: '0912345678', password });
      expect(res.status).toBe(401);
    }
    expect((await signin(t, '0912345678', FIXTURE.password)).status).toBe(200);
  });
});

describe('/auth/reauth', () => {
  it('never carries a sign-in past its absolute lifetime (12 h), however often it refreshes', async () => {
    const start = new Date('2025-03-10T00:00:00Z');
    const t = testApp({ now: start });
    expect(t.settings.jwt.maxSignInSeconds).toBe(12 * 60 * 60);
    let bearer = t.bearer(FIXTURE.members.wang);
    const end = start.getTime() / 1000 + 12 * 60 * 60;
    // Refresh every 25 minutes, as the front end does 300 s before each 30-minute expiry.
    for (let minute = 25; minute < 12 * 60; minute += 25) {
      t.setNow(new Date(start.getTime() + minute * 60_000));
      const res = await request(t.app).post('/auth/reauth').set('Authorization', bearer);
      expect(res.status).toBe(200);
      const claims = verifyToken(
        res.body.Result,
        t.settings,
        new Date(start.getTime() + minute * 60_000),
      );
      expect(claims!.exp).toBeLessThanOrEqual(end);
      bearer = `Bearer ${res.body.Result as string}`;
    }
    t.setNow(new Date(end * 1000));
    expect((await request(t.app).post('/auth/reauth').set('Authorization', bearer)).status).toBe(
      401,
    );
    expect((await callRpc(t, 'get_member_donor_info', {}, bearer)).status).toBe(401);
    // Logout keeps working on a live token of a sign-in near its end.
    t.setNow(new Date(end * 1000 - 60_000));
    expect((await request(t.app).post('/auth/logout').set('Authorization', bearer)).status).toBe(
      200,
    );
  });

  // Shown failing: without the end check in auth-router.ts, this answers RC 200 and a token whose
  // exp is already past.
  it('refuses with 401 a live token whose sign-in is past its 12 hours', async () => {
    const now = new Date('2025-03-10T12:00:00Z');
    const t = testApp({ now });
    const seconds = now.getTime() / 1000;
    // Issued while the cap was longer (SIGN_IN_MAX_HOURS lowered since): still within its exp.
    const token = jwt.sign(
      {
        member_name: '王小明',
        iat: seconds - 60,
        exp: seconds + 20 * 60,
        sid: 'long-sign-in',
        auth_time: seconds - 12 * 60 * 60,
      },
      t.settings.jwt.secret,
      { algorithm: 'HS256', subject: FIXTURE.members.wang },
    );
    const res = await request(t.app).post('/auth/reauth').set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      RC: 401,
      RM: 'Unauthorized',
      Result: [{ msg: MESSAGES.sessionExpired }],
    });
  });

  it('answers a fresh token for a valid bearer', async () => {
    const t = testApp();
    const res = await request(t.app)
      .post('/auth/reauth')
      .set('Authorization', t.bearer(FIXTURE.members.wang))
      .send({});
    expect(res.status).toBe(200);
    expect(verifyToken(res.body.Result, t.settings, new Date())?.sub).toBe(FIXTURE.members.wang);
  });

  it('answers 401 without a token', async () => {
    const t = testApp();
    const res = await request(t.app).post('/auth/reauth').send({});
    expect(res.status).toBe(401);
  });

  it('keeps the token it replaces valid, for calls still in flight, within the same sign-in', async () => {
    const t = testApp();
    const old = t.bearer(FIXTURE.members.wang);
    const res = await request(t.app).post('/auth/reauth').set('Authorization', old).send({});
    const fresh = res.body.Result as string;
    expect(verifyToken(fresh, t.settings, new Date())?.sid).toBe(
      verifyToken(old.slice('Bearer '.length), t.settings, new Date())?.sid,
    );
    expect((await callRpc(t, 'get_member_donor_info', {}, old)).status).toBe(200);
    expect((await callRpc(t, 'get_member_donor_info', {}, `Bearer ${fresh}`)).status).toBe(200);
  });
});

describe('/auth/logout: the old token is refused from then on', () => {
  const logout = (t: ReturnType<typeof testApp>, authorization?: string) => {
    const req = request(t.app).post('/auth/logout');
    if (authorization) req.set('Authorization', authorization);
    return req.send({});
  };

  it('answers success, and from then on the token is refused on calls, reauth and logout', async () => {
    const t = testApp();
    const bearer = t.bearer(FIXTURE.members.wang);
    expect((await callRpc(t, 'get_member_donor_info', {}, bearer)).status).toBe(200);

    const res = await logout(t, bearer);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ RC: 200, RM: 'success', Result: null });

    const call = await callRpc(t, 'get_member_donor_info', {}, bearer);
    expect(call.status).toBe(401);
    expect(call.body.Result).toEqual([{ msg: 'Your session is expired, please login again.' }]);
    expect((await callRpc(t, 'get_project_info_detail', { project_aid: 1 }, bearer)).status).toBe(
      401,
    );
    expect((await request(t.app).post('/auth/reauth').set('Authorization', bearer)).status).toBe(
      401,
    );
    expect((await logout(t, bearer)).status).toBe(401);
  });

  it('ends the whole sign-in: tokens refreshed from it go too, another sign-in stays valid', async () => {
    const t = testApp();
    const first = t.bearer(FIXTURE.members.wang);
    const other = t.bearer(FIXTURE.members.wang);
    const refreshed = await request(t.app).post('/auth/reauth').set('Authorization', first);
    const second = `Bearer ${refreshed.body.Result as string}`;

    expect((await logout(t, second)).status).toBe(200);
    expect((await callRpc(t, 'get_member_donor_info', {}, second)).status).toBe(401);
    expect((await callRpc(t, 'get_member_donor_info', {}, first)).status).toBe(401);
    expect((await request(t.app).post('/auth/reauth').set('Authorization', first)).status).toBe(
      401,
    );
    expect((await callRpc(t, 'get_member_donor_info', {}, other)).status).toBe(200);
  });

  it.each([
    ['no token', undefined],
    ['a token that is not valid', 'Bearer x.y.z'],
  ])('answers 401 for %s and writes nothing', async (_case, authorization) => {
    const t = testApp();
    const res = await logout(t, authorization);
    expect(res.status).toBe(401);
    expect(t.store.read().revoked_sign_ins).toEqual([]);
  });

  it('keeps an ended sign-in listed for one token lifetime, then prunes it on the next logout', async () => {
    const start = new Date('2025-03-10T02:00:00Z');
    const t = testApp({ now: start });
    const early = t.bearer(FIXTURE.members.wang);
    // Refreshed 10 minutes on: this token outlives the first one by those 10 minutes.
    t.setNow(new Date('2025-03-10T02:10:00Z'));
    const reauth = await request(t.app).post('/auth/reauth').set('Authorization', early);
    const late = `Bearer ${reauth.body.Result as string}`;
    expect((await logout(t, early)).status).toBe(200);
    expect(t.store.read().revoked_sign_ins.map((entry) => entry.exp)).toEqual([
      new Date('2025-03-10T02:40:00Z').getTime() / 1000,
    ]);

    // 25 minutes after the logout, past the first token's expiry: the refreshed one is still refused.
    t.setNow(new Date('2025-03-10T02:35:00Z'));
    expect((await callRpc(t, 'get_member_donor_info', {}, late)).status).toBe(401);
    expect((await logout(t, t.bearer(FIXTURE.members.wang))).status).toBe(200);
    expect(t.store.read().revoked_sign_ins).toHaveLength(2);

    // Past every token of the first sign-in, its entry leaves the list.
    t.setNow(new Date('2025-03-10T02:41:00Z'));
    expect((await callRpc(t, 'get_member_donor_info', {}, late)).status).toBe(401);
    expect((await logout(t, t.bearer(FIXTURE.members.wang))).status).toBe(200);
    expect(t.store.read().revoked_sign_ins.map((entry) => entry.exp)).toEqual([
      new Date('2025-03-10T03:05:00Z').getTime() / 1000,
      new Date('2025-03-10T03:11:00Z').getTime() / 1000,
    ]);
  });
});

describe('revokeSignIn', () => {
  const claims = (sid: string): TokenClaims => ({
    sub: 'm-1',
    member_name: 'x',
    iat: 1000,
    exp: 2800,
    sid,
    auth_time: 1000,
  });

  it('adds a sign-in once, for one token lifetime from now, and drops entries that expired by now', () => {
    const data = emptyStore();
    const settings = testApp().settings;
    data.revoked_sign_ins = [
      { sid: 'gone', exp: 1000 },
      { sid: 'edge', exp: 2000 },
      { sid: 'alive', exp: 2001 },
    ];
    revokeSignIn(data, claims('new'), settings, new Date(2000 * 1000));
    revokeSignIn(data, claims('new'), settings, new Date(2000 * 1000));
    expect(data.revoked_sign_ins).toEqual([
      { sid: 'alive', exp: 2001 },
      { sid: 'new', exp: 2000 + settings.jwt.ttlSeconds },
    ]);
  });
});

describe('tokens on member calls: forged or expired is 401', () => {
  // Everything a valid token carries, so each case below fails for its own reason only.
  const claims = {
    sub: FIXTURE.members.wang,
    member_name: '王小明',
    sid: 'test-sign-in',
    auth_time: Math.floor(Date.now() / 1000) - 60,
  };

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
      (secret: string) => jwt.sign(claims, secret, { algorithm: 'HS512', expiresIn: 600 }),
    ],
    [
      'an expired token',
      (secret: string) =>
        jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 }, secret, {
          algorithm: 'HS256',
        }),
    ],
    [
      'an unknown member',
      (secret: string) =>
        jwt.sign({ ...claims, sub: 'm-9999' }, secret, { algorithm: 'HS256', expiresIn: 600 }),
    ],
    [
      'a token without a sid (it could not be revoked)',
      (secret: string) =>
        jwt.sign({ ...claims, sid: undefined }, secret, { algorithm: 'HS256', expiresIn: 600 }),
    ],
    [
      'a token without the start of its sign-in (it could be refreshed for ever)',
      (secret: string) =>
        jwt.sign({ ...claims, auth_time: undefined }, secret, {
          algorithm: 'HS256',
          expiresIn: 600,
        }),
    ],
    ['garbage', () => 'not-a-token'],
  ])('refuses %s with 401', async (_case, token) => {
    const t = testApp();
    const res = await callRpc(
      t,
      'get_member_donor_info',
      {},
      `Bearer ${token(t.settings.jwt.secret)}`,
    );
    expect(res.status).toBe(401);
    expect(res.body.RC).toBe(401);
    expect(res.body.Result).toEqual([{ msg: 'Your session is expired, please login again.' }]);
  });

  it('accepts the same claims signed with the right secret and algorithm', async () => {
    const t = testApp();
    const token = jwt.sign(claims, t.settings.jwt.secret, { algorithm: 'HS256', expiresIn: 600 });
    expect((await callRpc(t, 'get_member_donor_info', {}, `Bearer ${token}`)).status).toBe(200);
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
