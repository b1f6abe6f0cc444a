import type { Purpose } from '@eoffering/shared/contract';
import { FIXTURE } from '../fixtures/fixture-ids';
import { buildFixtures } from '../fixtures';
import { createMissLimiter } from '../core/rate-limit';
import type { RpcContext } from '../core/rpc';
import { testSettings } from '../core/settings';
import { createStore } from '../core/store';
import { provenGiving } from '../givings/giving-access';
import { expectRcError } from '../../test-support/rc-error';
import { postFrom } from '../../test-support/from-address';
import { callRpc, testApp, testContext } from '../../test-support/test-app';
import type { TestApp } from '../../test-support/test-app';

const G = FIXTURE.givings;
const guestSid = FIXTURE.guest.identity;
const EDIT_CLOSED = /^update failed: this giving can no longer be edited/;
/** A schema problem is HTTP 400; a broken business rule is HTTP 200 with RC 422 (docs/api-contract.md). */
type Answer = { status: number; RC: number };
const BAD_INPUT: Answer = { status: 400, RC: 400 };
const RULE: Answer = { status: 200, RC: 422 };

describe('guest giving lookup get_tra_detail_nopg (misses alike, then limited)', () => {
  it('answers the giving for its number and the donor’s identity (any case)', async () => {
    const t = testApp();
    const res = await callRpc(t, 'get_tra_detail_nopg', {
      offering_aid: G.guestTransfer,
      donor_sid: guestSid.toLowerCase(),
    });
    expect(res.status).toBe(200);
    expect(res.body.RC).toBe(501);
    expect(res.body.Result).toMatchObject({
      offering_aid: G.guestTransfer,
      pay_method: 'VACC',
      if_edit_flag: 1,
      amount: 3000,
    });
    expect(JSON.stringify(res.body)).not.toContain(guestSid);
  });

  it('answers a wrong number and a wrong identity exactly alike', async () => {
    const t = testApp();
    const wrongIdentity = await callRpc(t, 'get_tra_detail_nopg', {
      offering_aid: G.guestTransfer,
      donor_sid: 'C123456781',
    });
    const wrongNumber = await callRpc(t, 'get_tra_detail_nopg', {
      offering_aid: 777777,
      donor_sid: guestSid,
    });
    const noIdentityOnFile = await callRpc(t, 'get_tra_detail_nopg', {
      offering_aid: G.chenLinePay,
      donor_sid: guestSid,
    });
    // HTTP 200 with RC 404: a miss is a business answer the lookup page shows ('no data', docs/api-contract.md).
    for (const res of [wrongIdentity, wrongNumber, noIdentityOnFile]) {
      expectRcError(res, 404, 'no data');
      expect({ status: res.status, body: res.body }).toEqual({
        status: wrongIdentity.status,
        body: wrongIdentity.body,
      });
    }
  });

  it('answers 429 with a clear message after five misses, even for the right pair', async () => {
    const t = testApp();
    for (let i = 0; i < 5; i += 1) {
      expectRcError(
        await callRpc(t, 'get_tra_detail_nopg', { offering_aid: 800000 + i, donor_sid: guestSid }),
        404,
        'no data',
      );
    }
    const res = await callRpc(t, 'get_tra_detail_nopg', {
      offering_aid: G.guestTransfer,
      donor_sid: guestSid,
    });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      RC: 429,
      RM: 'Too Many Requests',
      Result: [{ msg: 'too many failed lookups, please try again in 15 minutes' }],
    });
  });

  it('limits misses per giving number across clients', () => {
    const store = createStore(null, buildFixtures(new Date()));
    const limiter = createMissLimiter({ max: 5, windowMs: 60_000 });
    const ctx = (clientKey: string): RpcContext =>
      testContext({
        store,
        member: null,
        clientKey,
        now: () => new Date(),
        settings: testSettings(),
        lookupLimiter: limiter,
      });
    for (let i = 0; i < 5; i += 1) {
      expect(() =>
        provenGiving(store.read(), ctx(`10.0.0.${i}`), G.guestTransfer, 'C123456781'),
      ).toThrow('no data');
    }
    expect(() => provenGiving(store.read(), ctx('10.0.0.99'), G.guestTransfer, guestSid)).toThrow(
      'too many failed lookups',
    );
    expect(provenGiving(store.read(), ctx('10.0.0.99'), G.guestOld, guestSid).offering_aid).toBe(
      G.guestOld,
    );
  });

  it('refuses a lookup without an identity number with 400', async () => {
    const t = testApp();
    expect(
      (await callRpc(t, 'get_tra_detail_nopg', { offering_aid: G.guestTransfer, donor_sid: '' }))
        .status,
    ).toBe(400);
    expect(
      (await callRpc(t, 'get_tra_detail_nopg', { offering_aid: G.guestTransfer })).status,
    ).toBe(400);
  });
});

describe("a member's giving is its owner's: guest calls answer it like a giving that does not exist", () => {
  const { wang, chen } = FIXTURE.members;
  const MISSING = 999_999;
  const wangSid = FIXTURE.wangIdentity;

  /** A call of the guest catalogue on one giving (or its printed receipt), with an identity. */
  interface GuestCall {
    purpose: Purpose;
    aid: number;
    body: (t: TestApp, aid: number, donorSid: string) => object;
    /** RC of the owner's success; a file for the print calls. */
    ok: number | 'file';
  }
  const receiptOf = (t: TestApp, aid: number): number =>
    t.store.read().givings.find((giving) => giving.offering_aid === aid)?.if_print_flag ?? aid;
  /** The items a giving holds, sent back unchanged (a valid body for any number). */
  const itemsOf = (t: TestApp, aid: number) =>
    t.store.read().givings.find((giving) => giving.offering_aid === aid)?.item_package ?? [];
  const CALLS: GuestCall[] = [
    {
      purpose: 'get_tra_detail_nopg',
      aid: G.editable,
      body: (_t, aid, sid) => ({ offering_aid: aid, donor_sid: sid }),
      ok: 501,
    },
    {
      purpose: 'update_guest_receipt_info',
      aid: G.editable,
      body: (_t, aid, sid) => ({
        offering_aid: aid,
        donor_sid: sid,
        invoice_title_aid: 0,
        invoice_title: '陌生人公司',
        invoice_tax_id: '22334451',
      }),
      ok: 201,
    },
    {
      purpose: 'update_tra_items',
      aid: G.editableTransfer,
      body: (t, aid, sid) => ({
        offering_aid: aid,
        donor_sid: sid,
        item_package: itemsOf(t, G.editableTransfer),
      }),
      ok: 201,
    },
    {
      purpose: 'print_single_receipt',
      aid: G.editable,
      body: (_t, aid, sid) => ({ offering_aid: aid, donor_sid: sid }),
      ok: 'file',
    },
    {
      purpose: 'reprint_receipt',
      aid: G.printedRecent,
      body: (t, aid, sid) => ({
        tra_receipt_aid: aid === MISSING ? MISSING : receiptOf(t, aid),
        donor_sid: sid,
      }),
      ok: 'file',
    },
  ];

  /** Fills the donor in as the member variant of the receipt form leaves it (order-info.ts). */
  const withMemberDonor = (t: TestApp, aid: number): void => {
    t.store.update((data) => {
      const giving = data.givings.find((candidate) => candidate.offering_aid === aid);
      const member = data.members.find((candidate) => candidate.member_id === wang);
      if (!giving || !member) throw new Error(`fixture giving ${aid} or member ${wang} missing`);
      giving.donor = {
        donor_name: member.member_name,
        donor_phone: member.cell_phone,
        donor_email: member.email,
        donor_sid: member.member_social_identity,
      };
    });
  };

  it.each(
    CALLS.flatMap((call) => [
      { ...call, caller: 'no token', donorFilled: false },
      { ...call, caller: 'no token', donorFilled: true },
      { ...call, caller: 'another member', donorFilled: true },
    ]),
  )(
    '$purpose with the owner’s identity number, $caller (donor filled in: $donorFilled)',
    async ({ purpose, aid, body, caller, donorFilled }) => {
      const t = testApp();
      if (donorFilled) withMemberDonor(t, aid);
      const authorization = caller === 'no token' ? undefined : t.bearer(chen);
      const before = JSON.stringify(t.store.read());

      const member = await callRpc(t, purpose, body(t, aid, wangSid), authorization);
      const missing = await callRpc(t, purpose, body(t, MISSING, wangSid), authorization);

      expectRcError(member, 404, 'no data');
      expect({ status: member.status, body: member.body }).toEqual({
        status: missing.status,
        body: missing.body,
      });
      expect(member.headers['set-cookie']).toBeUndefined();
      expect(JSON.stringify(t.store.read())).toBe(before);
    },
  );

  it.each(CALLS)('$purpose answers the owner with the owner’s token', async (call) => {
    const t = testApp();
    withMemberDonor(t, call.aid);
    const res = await t.callAs(wang, call.purpose, call.body(t, call.aid, wangSid));
    expect(res.status).toBe(200);
    if (call.ok === 'file') {
      expect(res.headers['content-type']).toBe('application/octet-stream');
    } else {
      expect(res.body.RC).toBe(call.ok);
    }
  });

  it('counts such a call as a miss, so walking members’ givings runs into the same limit', async () => {
    const t = testApp();
    for (let i = 0; i < t.settings.limits.misses.max; i += 1) {
      expectRcError(
        await callRpc(t, 'get_tra_detail_nopg', { offering_aid: G.editable, donor_sid: wangSid }),
        404,
        'no data',
      );
    }
    const next = await callRpc(t, 'get_tra_detail_nopg', {
      offering_aid: G.guestTransfer,
      donor_sid: guestSid,
    });
    expect(next.status).toBe(429);
  });
});

describe('guest receipt update update_guest_receipt_info', () => {
  const body = (offeringAid: number, donorSid: string, choice: object = {}) => ({
    offering_aid: offeringAid,
    donor_sid: donorSid,
    invoice_title_aid: 0,
    invoice_title: '林氏家族',
    invoice_tax_id: '22334451',
    ...choice,
  });

  it('updates the title inside the window (RC 201)', async () => {
    const t = testApp();
    const res = await callRpc(t, 'update_guest_receipt_info', body(G.guestTransfer, guestSid));
    expect(res.body).toMatchObject({
      RC: 201,
      Result: { invoice_title: '林氏家族', invoice_tax_id: '22334451' },
    });
  });

  it('sets anonymous with the remark anonymous giving', async () => {
    const t = testApp();
    const res = await callRpc(
      t,
      'update_guest_receipt_info',
      body(G.guestTransfer, guestSid, { invoice_title_aid: -1 }),
    );
    expect(res.body.Result).toMatchObject({
      invoice_title_aid: -1,
      invoice_title: '',
      invoice_tax_id: '',
      comments: 'anonymous giving',
    });
  });

  it('answers no data for a wrong identity and changes nothing', async () => {
    const t = testApp();
    const before = JSON.stringify(t.store.read());
    const res = await callRpc(t, 'update_guest_receipt_info', body(G.guestTransfer, 'C123456781'));
    expectRcError(res, 404, 'no data');
    expect(JSON.stringify(t.store.read())).toBe(before);
  });

  it('refuses a giving outside the edit window with RC 422 and changes nothing', async () => {
    const t = testApp();
    const before = JSON.stringify(t.store.read());
    const res = await callRpc(t, 'update_guest_receipt_info', body(G.guestOld, guestSid));
    expectRcError(res, 422, EDIT_CLOSED);
    expect(JSON.stringify(t.store.read())).toBe(before);
  });

  it('refuses a saved title of a member for a guest with 403', async () => {
    const t = testApp();
    const res = await callRpc(
      t,
      'update_guest_receipt_info',
      body(G.guestTransfer, guestSid, { invoice_title_aid: FIXTURE.titles.wangCompany }),
    );
    expect(res.status).toBe(403);
  });

  it('lets the signed-in owner update without an identity number; anyone else gets no data', async () => {
    const t = testApp();
    const own = await t.callAs(
      FIXTURE.members.wang,
      'update_guest_receipt_info',
      body(G.editable, ''),
    );
    expect(own.body).toMatchObject({ RC: 201, Result: { offering_aid: G.editable } });
    const other = await t.callAs(
      FIXTURE.members.chen,
      'update_guest_receipt_info',
      body(G.editable, ''),
    );
    expectRcError(other, 404, 'no data');
    const anonymous = await callRpc(t, 'update_guest_receipt_info', body(G.editable, ''));
    expectRcError(anonymous, 404, 'no data');
  });
});

describe('item update update_tra_items', () => {
  const items = (
    lines: Array<[number, number]>,
    offeringAid: number = G.guestTransfer,
    donorSid: string = guestSid,
  ) => ({
    offering_aid: offeringAid,
    donor_sid: donorSid,
    item_package: lines.map(([itemAid, amount]) => ({
      item_aid: itemAid,
      item_name: 'from the browser',
      package_amount: amount,
    })),
  });
  const I = FIXTURE.items;

  it('moves amounts between items when the total stays the same (RC 201), with the server’s names', async () => {
    const t = testApp();
    const res = await callRpc(
      t,
      'update_tra_items',
      items([
        [I.tithe, 1500],
        [I.compassion, 1000],
        [I.missions, 500],
      ]),
    );
    expect(res.body.RC).toBe(201);
    expect(res.body.Result.item_package).toEqual([
      { item_aid: I.tithe, item_name: '什一奉獻', item_name_en: 'Tithe', package_amount: 1500 },
      {
        item_aid: I.compassion,
        item_name: '慈惠奉獻',
        item_name_en: 'Compassion',
        package_amount: 1000,
      },
      {
        item_aid: I.missions,
        item_name: '宣教奉獻',
        item_name_en: 'Missions',
        package_amount: 500,
      },
    ]);
    expect(res.body.Result.amount).toBe(3000);
  });

  it.each([
    [
      'a sum that differs from the original total',
      [[I.tithe, 2000]],
      RULE,
      /original total of NT\$ 3000/,
    ],
    [
      'an amount under the item minimum',
      [
        [I.tithe, 2950],
        [I.thanks, 50],
      ],
      RULE,
      // The same item-limit check and text as a new order (docs/api-contract.md).
      /^感恩奉獻: Minimum amount: NT\$ 100$/,
    ],
    [
      'an amount over the item maximum',
      [[I.compassion, 60000]],
      RULE,
      /^慈惠奉獻: Maximum amount: NT\$ 50000$/,
    ],
    ['an item of another project', [[9, 3000]], BAD_INPUT, /not an item of this project/],
    [
      'the same item twice',
      [
        [I.tithe, 1500],
        [I.tithe, 1500],
      ],
      BAD_INPUT,
      /appears twice/,
    ],
    ['no item at all', [], BAD_INPUT, /item_package/],
  ] as Array<[string, Array<[number, number]>, Answer, RegExp]>)(
    'refuses %s',
    async (_case, lines, answer, message) => {
      const t = testApp();
      const before = JSON.stringify(t.store.read());
      const res = await callRpc(t, 'update_tra_items', items(lines));
      expect({ status: res.status, RC: res.body.RC }).toEqual(answer);
      expect(res.body.Result[0].msg).toMatch(message);
      expect(JSON.stringify(t.store.read())).toBe(before);
    },
  );

  it('refuses a card giving: items change only for transfers', async () => {
    const t = testApp();
    const res = await t.callAs(
      FIXTURE.members.wang,
      'update_tra_items',
      items([[I.tithe, 3000]], G.editable, ''),
    );
    expectRcError(
      res,
      422,
      'modification error: items can be changed only for bank transfer givings',
    );
  });

  it('refuses a transfer outside the edit window', async () => {
    const t = testApp();
    const res = await t.callAs(
      FIXTURE.members.wang,
      'update_tra_items',
      items([[I.tithe, 6000]], 1011, ''),
    );
    expectRcError(res, 422, EDIT_CLOSED);
  });

  it('lets the member edit their own transfer giving with an empty donor_sid', async () => {
    const t = testApp();
    const res = await t.callAs(
      FIXTURE.members.wang,
      'update_tra_items',
      items([[I.tithe, 1500]], G.editableTransfer, ''),
    );
    expect(res.status).toBe(200);
    expect(res.body.RC).toBe(201);
  });
});

describe('strangers’ misses never lock the signed-in owner out of their giving', () => {
  // Each row fails (HTTP 429) when provenGiving stops answering the owner first
  // (giving-access.ts): the giving number is blocked, and the owner's own identity number, or the
  // empty one members send (docs/api-contract.md), is no way around that block.
  it.each<[Purpose, string, number | 'file']>([
    ['get_tra_detail_nopg', FIXTURE.wangIdentity, 501],
    ['print_single_receipt', FIXTURE.wangIdentity, 'file'],
    ['print_single_receipt', '', 'file'],
    ['update_guest_receipt_info', '', 201],
  ])(
    'answers %s with donor_sid %j after the giving number is blocked for everyone else',
    async (purpose, donorSid, ok) => {
      const t = testApp();
      const path = t.settings.api.get_tra_detail_nopg;
      for (let i = 0; i < t.settings.limits.misses.max; i += 1) {
        const miss = await postFrom(t.app, `127.0.5.${i + 1}`, path, {
          offering_aid: G.editable,
          donor_sid: `PC1234567${i}`,
        });
        expect(miss.body.RC).toBe(404);
      }
      const stranger = await postFrom(t.app, '127.0.6.1', path, {
        offering_aid: G.editable,
        donor_sid: FIXTURE.wangIdentity,
      });
      expect(stranger.status).toBe(429);

      const res = await t.callAs(FIXTURE.members.wang, purpose, {
        offering_aid: G.editable,
        donor_sid: donorSid,
        ...(purpose === 'update_guest_receipt_info'
          ? { invoice_title_aid: -1, invoice_title: '', invoice_tax_id: '' }
          : {}),
      });
      expect(res.status).toBe(200);
      if (ok === 'file') {
        expect(res.headers['content-type']).toBe('application/octet-stream');
      } else {
        expect(res.body.RC).toBe(ok);
      }
    },
  );
});
