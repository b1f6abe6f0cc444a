import request from 'supertest';
import { passwordHash } from '../../test-support/auth-password';
import { FIXTURE } from '../fixtures/fixture-ids';
import { testApp } from '../../test-support/test-app';
import type { TestApp } from '../../test-support/test-app';

// Each sign-in is a scrypt check on purpose (docs/security-model.md, 'Stored passwords and the
// data file'): a test of the limits makes a dozen, which takes seconds on a busy machine.
jest.setTimeout(60_000);

// docs/security-model.md, 'Client identity': every per-client limit keys on the client as
// `client-address.ts` finds it. Shown failing: with `app.set('trust proxy', ...)` removed from
// app.ts, the trusted-proxy case keys everyone on 127.0.0.1 and the other client gets 429; with
// 'trust proxy' set to true, the untrusted cases let a rotating header escape every limit.

/** A failed guest lookup: a giving number nobody has (a new one each time, so only the client counts). */
const badLookup = (t: TestApp, forwardedFor: string, n: number) =>
  request(t.app)
    .post(t.settings.api.get_tra_detail_nopg)
    .set('X-Forwarded-For', forwardedFor)
    .send({ offering_aid: 900_000 + n, donor_sid: 'C123456781' });

/** A failed sign-in: a user id nobody has (a new one each time, so only the client counts). */
const badSignIn = (t: TestApp, forwardedFor: string, n: number) =>
  request(t.app)
    .post(t.settings.auth.signin)
    .set('X-Forwarded-For', forwardedFor)
    .send({ userid: `09000000${String(n).padStart(2, '0')}`, password: passwordHash('nope') });

const LIMITS = [
  {
    name: 'guest lookup',
    max: 5,
    miss: badLookup,
    // The same miss from a client that has none: a business answer, not the limit.
    other: (t: TestApp, forwardedFor: string) => badLookup(t, forwardedFor, 99),
    allowed: 200,
  },
  {
    name: 'sign-in',
    max: 10,
    miss: badSignIn,
    other: (t: TestApp, forwardedFor: string) =>
      request(t.app)
        .post(t.settings.auth.signin)
        .set('X-Forwarded-For', forwardedFor)
        .send({ userid: '0912345678', password: passwordHash(FIXTURE.password) }),
    allowed: 200,
  },
];

describe.each(LIMITS)('client identity for the $name limit', ({ max, miss, other, allowed }) => {
  it.each([
    ['no proxy is trusted', [] as string[]],
    ['the peer is not a trusted proxy', ['10.0.0.1']],
  ])(
    'ignores X-Forwarded-For when %s: a new header each time is still one client',
    async (_case, trusted) => {
      const t = testApp({ settings: { trustedProxies: trusted } });
      for (let n = 0; n < max; n += 1) {
        expect((await miss(t, `203.0.113.${n + 1}`, n)).status).not.toBe(429);
      }
      const res = await other(t, '198.51.100.7');
      expect(res.status).toBe(429);
    },
  );

  it('keys on the address a trusted proxy forwards: the attacker is limited, the other client is not', async () => {
    const t = testApp({ settings: { trustedProxies: ['127.0.0.1'] } });
    for (let n = 0; n < max; n += 1) {
      expect((await miss(t, '203.0.113.9', n)).status).not.toBe(429);
    }
    // What the attacker writes left of the proxy's own entry is not believed either.
    expect((await miss(t, '198.51.100.7, 203.0.113.9', max)).status).toBe(429);
    expect((await other(t, '198.51.100.7')).status).toBe(allowed);
  });
});
