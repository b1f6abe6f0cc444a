import { createHash } from 'node:crypto';
import type { Purpose } from '@eoffering/shared/contract';
import { FIXTURE } from '../fixtures/fixture-ids';
import { postFrom } from '../../test-support/from-address';
import { expectRcError } from '../../test-support/rc-error';
import { callRpc, cookiesOf, testApp } from '../../test-support/test-app';
import type { TestApp } from '../../test-support/test-app';

const G = FIXTURE.givings;
const guestSid = FIXTURE.guest.identity;
const NOW = new Date('2025-03-10T04:00:00Z');

const order = (typeAid: number) => ({
  project_aid: FIXTURE.projects.general,
  item_package: [{ item_aid: FIXTURE.items.tithe, item_name: '', package_amount: 800 }],
  type_aid: typeAid,
  currency: 'TWD',
});

/** A guest transfer giving as its payer's browser holds it: number, transfer record, cookies. */
const guestTransfer = async (t: TestApp) => {
  const res = await callRpc(t, 'do_tra_type_vacc', order(3));
  expect(res.body.RC).toBe(101);
  const giving = t.store.read().givings.at(-1)!;
  return { aid: giving.offering_aid, orderInfoAid: giving.order_info_aid, cookie: cookiesOf(res) };
};

/** The four reading calls of the result, receipt-form and transfer pages. */
const reads = (aid: number, orderInfoAid: number): Array<[Purpose, object]> => [
  ['get_tra_detail', { offering_aid: aid }],
  ['get_tra_detail_form', { offering_aid: aid }],
  ['get_tra_donor_info', { offering_aid: aid }],
  ['vaccConfirm', { order_info_aid: orderInfoAid }],
];

const fillDonor = (aid: number, donorSid: string) => ({
  offering_aid: aid,
  donor_name: '林小華',
  donor_phone: '0911222333',
  donor_email: 'hua@example.org',
  donor_sid: donorSid,
  invoice_title_aid: -1,
  invoice_title: '',
  invoice_tax_id: '',
  comments: '',
});

describe('guest pass: a guest giving opens only for its payer or a proven donor', () => {
  it('the payment call sets an HttpOnly, SameSite=Lax cookie scoped to the API path', async () => {
    const t = testApp();
    const res = await callRpc(t, 'do_tra_type_crdo', order(1));
    const [cookie] = res.headers['set-cookie'] as unknown as string[];
    const aid = t.store.read().givings.at(-1)!.offering_aid;
    expect(cookie).toMatch(new RegExp(`^giving_pass_${aid}=[A-Za-z0-9_-]{43};`));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/api;');
    expect(cookie).toContain(`Max-Age=${7 * 24 * 60 * 60}`);
    // The store keeps only its hash: a copy of the data file opens nothing.
    const value = cookie!.split(';')[0]!.split('=')[1]!;
    const stored = JSON.stringify(t.store.read());
    expect(stored).not.toContain(value);
    expect(stored).toContain(createHash('sha256').update(value).digest('hex'));
  });

  it('a member giving sets no cookie', async () => {
    const t = testApp();
    const res = await t.callAs(FIXTURE.members.wang, 'do_tra_type_crdo', order(1));
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answers every read to the payer holding the pass', async () => {
    const t = testApp();
    const guest = await guestTransfer(t);
    for (const [purpose, body] of reads(guest.aid, guest.orderInfoAid)) {
      const res = await callRpc(t, purpose, body, undefined, guest.cookie);
      expect([purpose, res.body.RC]).toEqual([purpose, 501]);
    }
  });

  it.each([
    ['a stranger with no cookie', () => ({})],
    ['a signed-in member', (t: TestApp) => ({ authorization: t.bearer(FIXTURE.members.wang) })],
    ['a forged pass', (_t: TestApp, aid: number) => ({ cookie: `giving_pass_${aid}=forged` })],
  ])('answers %s exactly as for a number that does not exist', async (_case, callerOf) => {
    const t = testApp();
    const guest = await guestTransfer(t);
    const caller: { authorization?: string; cookie?: string } = callerOf(t, guest.aid);
    for (const [purpose, body] of reads(guest.aid, guest.orderInfoAid)) {
      const res = await callRpc(t, purpose, body, caller.authorization, caller.cookie);
      expectRcError(res, 404, 'no data');
      const unknown = await callRpc(
        t,
        purpose,
        purpose === 'vaccConfirm' ? { order_info_aid: 999_999 } : { offering_aid: 999_999 },
        caller.authorization,
      );
      expect(res.body).toEqual(unknown.body);
    }
  });

  it('walking the sequential numbers with one giving’s pass opens no other giving', async () => {
    const t = testApp();
    const mine = await guestTransfer(t);
    const theirs = await guestTransfer(t);
    const res = await callRpc(
      t,
      'get_tra_detail',
      { offering_aid: theirs.aid },
      undefined,
      mine.cookie,
    );
    expectRcError(res, 404, 'no data');
    // The fixture guest's older givings too.
    for (const aid of [G.guestTransfer, G.guestOld]) {
      expectRcError(
        await callRpc(t, 'get_tra_detail', { offering_aid: aid }, undefined, mine.cookie),
        404,
        'no data',
      );
    }
  });

  it('a pass opens nothing once it has expired', async () => {
    const t = testApp({ now: NOW });
    const guest = await guestTransfer(t);
    t.setNow(new Date(NOW.getTime() + 7 * 24 * 60 * 60 * 1000 + 1000));
    const res = await callRpc(
      t,
      'get_tra_detail',
      { offering_aid: guest.aid },
      undefined,
      guest.cookie,
    );
    expectRcError(res, 404, 'no data');
  });

  it('the guest lookup with number and identity grants the pass too', async () => {
    const t = testApp();
    const lookup = await callRpc(t, 'get_tra_detail_nopg', {
      offering_aid: G.guestTransfer,
      donor_sid: guestSid,
    });
    expect(lookup.body.RC).toBe(501);
    const res = await callRpc(
      t,
      'get_tra_detail_form',
      { offering_aid: G.guestTransfer },
      undefined,
      cookiesOf(lookup),
    );
    expect(res.body.RC).toBe(501);
    const miss = await callRpc(t, 'get_tra_detail_nopg', {
      offering_aid: G.guestTransfer,
      donor_sid: 'C123456781',
    });
    expect(miss.headers['set-cookie']).toBeUndefined();
  });
});

describe("a member's giving opens for its owner's token only", () => {
  /** The member giving's number and transfer record (a transfer: vaccConfirm reads it too). */
  const memberTransfer = (t: TestApp) => {
    const giving = t.store.read().givings.find((g) => g.offering_aid === G.editableTransfer)!;
    return { aid: giving.offering_aid, orderInfoAid: giving.order_info_aid };
  };

  it('answers every read to its owner', async () => {
    const t = testApp();
    const { aid, orderInfoAid } = memberTransfer(t);
    for (const [purpose, body] of reads(aid, orderInfoAid)) {
      const res = await t.callAs(FIXTURE.members.wang, purpose, body);
      expect([purpose, res.body.RC]).toEqual([purpose, 501]);
    }
  });

  // Without a token, "a member's", "a guest's without its pass" and "none" are one answer: a
  // 403 for members' givings told a stranger which numbers are members' (docs/security-model.md).
  it('answers a caller without a token exactly as for a number that does not exist, pass or not', async () => {
    const t = testApp();
    const guest = await guestTransfer(t);
    const { aid, orderInfoAid } = memberTransfer(t);
    const unknownBody = (purpose: Purpose) =>
      purpose === 'vaccConfirm' ? { order_info_aid: 999_999 } : { offering_aid: 999_999 };
    for (const [purpose, body] of reads(aid, orderInfoAid)) {
      const unknown = await callRpc(t, purpose, unknownBody(purpose));
      for (const cookie of [undefined, guest.cookie, `giving_pass_${aid}=forged`]) {
        const res = await callRpc(t, purpose, body, undefined, cookie);
        expect([purpose, res.status, res.body]).toEqual([purpose, unknown.status, unknown.body]);
      }
      expectRcError(unknown, 404, 'no data');
    }
  });

  it('answers another signed-in member with 403 offering data does not match', async () => {
    const t = testApp();
    const { aid, orderInfoAid } = memberTransfer(t);
    for (const [purpose, body] of reads(aid, orderInfoAid)) {
      const res = await t.callAs(FIXTURE.members.chen, purpose, body);
      expect([purpose, res.status, res.body.Result]).toEqual([
        purpose,
        403,
        [{ msg: 'offering data does not match' }],
      ]);
    }
  });
});

describe('guest pass: nobody but the payer fills in a guest giving', () => {
  it.each(['tra_order_info_handle1', 'tra_order_info_handle'] as const)(
    'a stranger calling %s on a guest giving with no donor yet gets no data and writes nothing',
    async (purpose) => {
      const t = testApp();
      const guest = await guestTransfer(t);
      const before = JSON.stringify(t.store.read());
      const res = await callRpc(t, purpose, fillDonor(guest.aid, 'D123456782'));
      expectRcError(res, 404, 'no data');
      expect(JSON.stringify(t.store.read())).toBe(before);
    },
  );

  it('counts wrong identity numbers on a filled giving like lookups: 403, then 429 from any address', async () => {
    const t = testApp();
    const guest = await guestTransfer(t);
    const first = await callRpc(
      t,
      'tra_order_info_handle1',
      fillDonor(guest.aid, 'C123456781'),
      undefined,
      guest.cookie,
    );
    expect(first.body.RC).toBe(201);
    const path = t.settings.api.tra_order_info_handle1;
    for (let i = 0; i < t.settings.limits.misses.max; i += 1) {
      const res = await postFrom(
        t.app,
        `127.0.3.${i + 1}`,
        path,
        fillDonor(guest.aid, `PD1234567${i}`),
        {
          Cookie: guest.cookie,
        },
      );
      expect(res.status).toBe(403);
    }
    // The giving's own limit: even the right number from a new address waits now.
    const blocked = await postFrom(t.app, '127.0.4.1', path, fillDonor(guest.aid, 'C123456781'), {
      Cookie: guest.cookie,
    });
    expect(blocked.status).toBe(429);
    expect(t.store.read().givings.find((g) => g.offering_aid === guest.aid)!.donor!.donor_sid).toBe(
      'C123456781',
    );
  });
});
