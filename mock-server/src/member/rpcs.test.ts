import type { Purpose } from '@eoffering/shared/contract';
import { isBusinessNumber } from '@eoffering/shared/rules';
import { aBankAccount, aDonor, donorWithoutIdentity } from '../../test-support/contract-fixtures';
import { FIXTURE } from '../fixtures/fixture-ids';
import { buildFixtures } from '../fixtures';
import type { AchPlanRecord, AchStatus } from '../store/collections';
import { expectRcError } from '../../test-support/rc-error';
import { callRpc, testApp } from '../../test-support/test-app';
import { IDENTITY_TAKEN } from './rpcs';

/** The first business number from `prefix` (7 digits) and a last digit that passes the check. */
const businessNumber = (prefix: number): string => {
  const candidates = Array.from({ length: 10 }, (_, digit) => `${prefix}${digit}`);
  const found = candidates.find(isBusinessNumber);
  if (!found) throw new Error(`no business number starts with ${prefix}`);
  return found;
};

const { wang, chen } = FIXTURE.members;
const G = FIXTURE.givings;
const C = FIXTURE.cards;
const MISMATCH = [{ msg: 'offering data does not match' }];
const EDIT_CLOSED = /^update failed: this giving can no longer be edited/;

const plan = (achAid: number, cardlinkAid: number, status: AchStatus): AchPlanRecord => ({
  ach_aid: achAid,
  member_id: wang,
  project_aid: 1,
  status,
  frequency: 1,
  payment_date: 5,
  first_payment_date: '2025-01-05',
  next_payment_date: '2025-02-05',
  stop_pay_date: 202612,
  currency: 'TWD',
  item_package: [{ item_aid: 1, item_name: '什一奉獻', package_amount: 1000 }],
  cardlink_aid: cardlinkAid,
  invoice_title_aid: 0,
  invoice_title: '',
  invoice_tax_id: '',
  build_datetime: '2025-01-01 10:00:00',
  last_mod_time: '2025-01-01 10:00:00',
  backend_comment: '',
  debited_days: [],
});

/** Fixtures with only the given plans, so card tests do not depend on the payments fixtures. */
const withPlans = (...plans: AchPlanRecord[]) => {
  const data = buildFixtures(new Date());
  data.ach_plans = plans;
  return testApp({ data });
};

const MEMBER_CALLS: Array<[Purpose, object]> = [
  ['get_member_donor_info', {}],
  ['update_member_identity', { member_social_identity: 'A123456789' }],
  ['get_member_vacc_num', {}],
  ['get_invoice_title_list', {}],
  ['add_invoice_title', { invoice_title: 'x', invoice_tax_id: '12345675' }],
  [
    'update_invoice_title',
    { invoice_title_aid: 1, invoice_title: 'x', invoice_tax_id: '12345675' },
  ],
  ['delete_invoice_title', { aid: 1 }],
  ['get_cardlink_list', {}],
  ['remove_cardlink', { cardlink_aid: 2 }],
  ['update_cardlink_label', { cardlink_aid: 2, cardlink_userlbl: 'x' }],
  ['get_cardlink_detail', { cardlink_aid: 2 }],
  [
    'get_tra_offering_list',
    {
      tra_start_datetime: '',
      tra_end_datetime: '',
      invoice_title_aid: null,
      pay_method: 'null',
      offering_aid: '',
    },
  ],
  ['get_tra_offering_detail', { offering_aid: G.editable }],
  [
    'update_member_receipt_info',
    { offering_aid: G.editable, invoice_title_aid: -1, invoice_title: '', invoice_tax_id: '' },
  ],
  ['get_notice_settings', { page_website_group_aid: 60 }],
  [
    'save_notice_setting',
    { setting_aid: 1, setting_func: 'cfm_offering_notice', setting_values: '1' },
  ],
];

describe.each(MEMBER_CALLS)('%s', (purpose, body) => {
  it('answers 401 without a token and writes nothing', async () => {
    const t = testApp();
    const before = JSON.stringify(t.store.read());
    const res = await callRpc(t, purpose, body);
    expect(res.status).toBe(401);
    expect(JSON.stringify(t.store.read())).toBe(before);
  });

  it('answers 400 for an unknown field', async () => {
    const t = testApp();
    const res = await t.callAs(wang, purpose, { ...body, sneaky: 1 });
    expect(res.status).toBe(400);
  });
});

describe('donor info and identity', () => {
  it('answers the donor info with sid_status 0 when the identity is on file', async () => {
    const t = testApp();
    const res = await t.callAs(wang, 'get_member_donor_info', {});
    expect(res.body).toEqual({ RC: 501, RM: 'success', Result: aDonor() });
  });

  it('answers sid_status -1 for 陳美玲, who has no identity number', async () => {
    const t = testApp();
    const res = await t.callAs(chen, 'get_member_donor_info', {});
    expect(res.body.Result).toEqual(donorWithoutIdentity);
  });

  it('stores an identity number uppercased', async () => {
    const t = testApp();
    const res = await t.callAs(chen, 'update_member_identity', {
      member_social_identity: ' f223456786 ',
    });
    expect(res.status).toBe(200);
    expect(res.body.RC).toBe(201);
    expect(res.body.Result).toMatchObject({ member_social_identity: 'F223456786', sid_status: 0 });
    const again = await t.callAs(chen, 'get_member_donor_info', {});
    expect(again.body.Result.sid_status).toBe(0);
  });

  it.each(['00000000', 'AB12', 'A12345678901', 'A1234-5678'])(
    'refuses %s with data check error',
    async (identity) => {
      const t = testApp();
      const res = await t.callAs(chen, 'update_member_identity', {
        member_social_identity: identity,
      });
      expect(res.status).toBe(400);
      expect(res.body.Result).toEqual([{ msg: 'member_social_identity: data check error' }]);
    },
  );

  it('accepts the alternative pattern (6 to 10 letters or digits, not all zeros)', async () => {
    const t = testApp();
    const res = await t.callAs(chen, 'update_member_identity', {
      member_social_identity: 'p1234567',
    });
    expect(res.body.Result.member_social_identity).toBe('P1234567');
  });

  it.each(['A123456789', 'a123456789'])(
    'refuses %s, on file for another member, with RC 409 and keeps nothing',
    async (identity) => {
      const t = testApp();
      const res = await t.callAs(chen, 'update_member_identity', {
        member_social_identity: identity,
      });
      expectRcError(res, 409, IDENTITY_TAKEN);
      expect(t.store.read().members.find((m) => m.member_id === chen)?.member_social_identity).toBe(
        '',
      );
    },
  );

  it('refuses to replace an identity number already on file', async () => {
    const t = testApp();
    const res = await t.callAs(wang, 'update_member_identity', {
      member_social_identity: 'B123456780',
    });
    expectRcError(res, 422, 'an identity number is already on file; change it on the main website');
    expect(t.store.read().members.find((m) => m.member_id === wang)?.member_social_identity).toBe(
      FIXTURE.wangIdentity,
    );
  });

  it("answers the member's own dedicated transfer account", async () => {
    const t = testApp();
    const res = await t.callAs(wang, 'get_member_vacc_num', {});
    expect(res.body.Result).toEqual(
      aBankAccount({
        id_account: '95012000345678',
        bank_branch: '城東分行',
        // The optional English names (docs/api-contract.md) the demo backend fills in.
        bank_name_en: 'E.SUN Commercial Bank',
        bank_branch_en: 'Chengdong Branch',
        bank_account_name_en: 'Taipei Grace Church Foundation',
      }),
    );
  });
});

describe('saved receipt titles', () => {
  it('lists the synthetic entries, then only the caller’s enabled titles', async () => {
    const t = testApp();
    const res = await t.callAs(wang, 'get_invoice_title_list', {});
    expect(
      res.body.Result.map((t: { invoice_title_aid: number; disable: number }) => [
        t.invoice_title_aid,
        t.disable,
      ]),
    ).toEqual([
      [-1, 2],
      [0, 2],
      [FIXTURE.titles.wangCompany, 0],
      [FIXTURE.titles.wangFamily, 0],
    ]);
  });

  it('adds a title (RC 101) and refuses the same pair again with cannot add duplicate data', async () => {
    const t = testApp();
    const body = { invoice_title: '恩典書房', invoice_tax_id: '12345675' };
    const added = await t.callAs(wang, 'add_invoice_title', body);
    expect(added.body.RC).toBe(101);
    const again = await t.callAs(wang, 'add_invoice_title', body);
    expectRcError(again, 409, 'cannot add duplicate data');
    // Another member may save the same pair.
    expect((await t.callAs(chen, 'add_invoice_title', body)).body.RC).toBe(101);
    const list = await t.callAs(wang, 'get_invoice_title_list', {});
    expect(list.body.Result.at(-1)).toMatchObject({
      ...body,
      invoice_title_aid: added.body.Result.invoice_title_aid,
    });
  });

  it.each(['1234567', '123456789', 'A1234567', 'A123456788', '12345678'])(
    'refuses the tax id %s with 400: neither a business nor an identity number, the front end’s rule',
    async (taxId) => {
      const t = testApp();
      const res = await t.callAs(wang, 'add_invoice_title', {
        invoice_title: '恩典書房',
        invoice_tax_id: taxId,
      });
      expect(res.status).toBe(400);
      expect(res.body.Result).toEqual([{ msg: 'invoice_tax_id: data check error' }]);
    },
  );

  it('refuses empty fields with 400', async () => {
    const t = testApp();
    const res = await t.callAs(wang, 'add_invoice_title', {
      invoice_title: '  ',
      invoice_tax_id: '',
    });
    expect(res.status).toBe(400);
    expect(res.body.Result).toHaveLength(2);
  });

  it('loses no title when many are added at once', async () => {
    const t = testApp();
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        t.callAs(wang, 'add_invoice_title', {
          invoice_title: `Title ${i}`,
          invoice_tax_id: businessNumber(1000000 + i),
        }),
      ),
    );
    const aids = results.map((res) => res.body.Result.invoice_title_aid);
    expect(new Set(aids).size).toBe(25);
    const mine = t.store.read().invoice_titles.filter((title) => title.member_id === wang);
    expect(mine).toHaveLength(27);
  });

  it('deletes an own title (RC 301); another member’s is 403, an unknown one RC 404', async () => {
    const t = testApp();
    const other = await t.callAs(chen, 'delete_invoice_title', { aid: FIXTURE.titles.wangCompany });
    expect(other.status).toBe(403);
    expect(other.body.Result).toEqual(MISMATCH);
    const own = await t.callAs(wang, 'delete_invoice_title', { aid: FIXTURE.titles.wangCompany });
    expect(own.body).toMatchObject({
      RC: 301,
      Result: { invoice_title_aid: FIXTURE.titles.wangCompany },
    });
    const list = await t.callAs(wang, 'get_invoice_title_list', {});
    expect(
      list.body.Result.map((t: { invoice_title_aid: number }) => t.invoice_title_aid),
    ).not.toContain(FIXTURE.titles.wangCompany);
    expectRcError(await t.callAs(wang, 'delete_invoice_title', { aid: 999 }), 404, 'no data');
  });
});

describe('saved cards', () => {
  it('lists the caller’s bound cards with the plan that uses each', async () => {
    const t = withPlans(plan(7, C.wangPlan, 0));
    const res = await t.callAs(wang, 'get_cardlink_list', {});
    expect(
      res.body.Result.map((card: { cardlink_aid: number; ach_aid: number }) => [
        card.cardlink_aid,
        card.ach_aid,
      ]),
    ).toEqual([
      [C.wangPlan, 7],
      [C.wangExpiring, 0],
    ]);
    const chens = await t.callAs(chen, 'get_cardlink_list', {});
    expect(chens.body.Result.map((card: { cardlink_aid: number }) => card.cardlink_aid)).toEqual([
      C.chen,
    ]);
  });

  it.each([0, 1] as const)(
    'refuses to remove a card a plan with status %s uses (RC 422, with the reason)',
    async (status) => {
      const t = withPlans(plan(7, C.wangPlan, status));
      const res = await t.callAs(wang, 'remove_cardlink', { cardlink_aid: C.wangPlan });
      expectRcError(res, 422, /recurring giving setting #7.*cannot be removed.*Terminate/);
      expect(t.store.read().cards.find((card) => card.cardlink_aid === C.wangPlan)?.removed).toBe(
        false,
      );
    },
  );

  it('removes a card once its plan has ended (RC 301)', async () => {
    const t = withPlans(plan(7, C.wangPlan, 2));
    const res = await t.callAs(wang, 'remove_cardlink', { cardlink_aid: C.wangPlan });
    expect(res.body).toMatchObject({ RC: 301, Result: { cardlink_aid: C.wangPlan } });
    const list = await t.callAs(wang, 'get_cardlink_list', {});
    expect(list.body.Result.map((card: { cardlink_aid: number }) => card.cardlink_aid)).toEqual([
      C.wangExpiring,
    ]);
  });

  it('renames a card with at most 10 characters', async () => {
    const t = testApp();
    const ok = await t.callAs(wang, 'update_cardlink_label', {
      cardlink_aid: C.wangExpiring,
      cardlink_userlbl: '家用卡片十個字以內的',
    });
    expect(ok.body).toMatchObject({
      RC: 201,
      Result: { cardlink_userlbl: '家用卡片十個字以內的' },
    });
    const long = await t.callAs(wang, 'update_cardlink_label', {
      cardlink_aid: C.wangExpiring,
      cardlink_userlbl: '12345678901',
    });
    expect(long.status).toBe(400);
    const empty = await t.callAs(wang, 'update_cardlink_label', {
      cardlink_aid: C.wangExpiring,
      cardlink_userlbl: ' ',
    });
    expect(empty.status).toBe(400);
  });

  it.each([
    ['six emoji', '😀😀😀😀😀😀'],
    ['a family emoji and nine letters', '👨‍👩‍👧abcdefghi'],
  ])('counts a label as a reader does: %s are within the 10 characters', async (_label, label) => {
    const t = testApp();
    const ok = await t.callAs(wang, 'update_cardlink_label', {
      cardlink_aid: C.wangExpiring,
      cardlink_userlbl: label,
    });
    expect(ok.body).toMatchObject({ RC: 201, Result: { cardlink_userlbl: label } });
    const list = await t.callAs(wang, 'get_cardlink_list', {});
    expect(list.body).toMatchObject({ RC: 501 });
    const eleven = await t.callAs(wang, 'update_cardlink_label', {
      cardlink_aid: C.wangExpiring,
      cardlink_userlbl: `${label}😀😀😀😀😀`,
    });
    expect(eleven.status).toBe(400);
  });

  it('answers another member’s card detail as a card that does not exist (RC 404), not 403', async () => {
    const t = testApp();
    const theirs = await t.callAs(chen, 'get_cardlink_detail', { cardlink_aid: C.wangExpiring });
    const unknown = await t.callAs(chen, 'get_cardlink_detail', { cardlink_aid: 999_999 });
    expect(theirs.status).toBe(200);
    expect(theirs.body).toEqual(unknown.body);
    expect(theirs.body).toMatchObject({ RC: 404, Result: [{ msg: 'no data' }] });
  });

  it('shows a failed binding’s error in the card detail', async () => {
    const t = testApp();
    const res = await t.callAs(wang, 'get_cardlink_detail', { cardlink_aid: C.wangFailed });
    expect(res.body.Result).toMatchObject({ cardlink_result: 'card declined by the issuer' });
  });

  it.each([
    ['remove_cardlink', { cardlink_aid: C.wangExpiring }],
    ['update_cardlink_label', { cardlink_aid: C.wangExpiring, cardlink_userlbl: 'mine' }],
  ] as Array<[Purpose, object]>)(
    '%s on another member’s card is 403 and changes nothing',
    async (purpose, body) => {
      const t = testApp();
      const before = JSON.stringify(t.store.read());
      const res = await t.callAs(chen, purpose, body);
      expect(res.status).toBe(403);
      expect(res.body.Result).toEqual(MISMATCH);
      expect(JSON.stringify(t.store.read())).toBe(before);
    },
  );
});

describe('giving records (filters)', () => {
  const all = {
    tra_start_datetime: '',
    tra_end_datetime: '',
    invoice_title_aid: null,
    pay_method: 'null',
    offering_aid: '',
  };
  const aids = (res: { body: { Result: Array<{ offering_aid: number }> } }) =>
    res.body.Result.map((g) => g.offering_aid);

  it('lists only the caller’s givings, newest first, over at least three years', async () => {
    const t = testApp();
    const res = await t.callAs(wang, 'get_tra_offering_list', all);
    const list = res.body.Result as Array<{
      offering_aid: number;
      offering_build_datetime: string;
      status: number;
      pay_method: string;
    }>;
    expect(list.length).toBeGreaterThanOrEqual(20);
    expect(list.map((g) => g.offering_build_datetime)).toEqual(
      [...list.map((g) => g.offering_build_datetime)].sort().reverse(),
    );
    expect(
      new Set(list.map((g) => g.offering_build_datetime.slice(0, 4))).size,
    ).toBeGreaterThanOrEqual(4);
    expect(new Set(list.map((g) => g.status))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    expect(new Set(list.map((g) => g.pay_method))).toEqual(
      new Set(['CREDIT', 'LINEPAY', 'VACC', 'CASH']),
    );
    const chens = await t.callAs(chen, 'get_tra_offering_list', all);
    expect(aids(chens).sort()).toEqual([G.chenLinePay, 1202]);
  });

  it('filters by date range, title, pay method and giving number', async () => {
    const t = testApp();
    const year = new Date().getFullYear() - 1;
    const lastYear = await t.callAs(wang, 'get_tra_offering_list', {
      ...all,
      tra_start_datetime: `${year}-01-01`,
      tra_end_datetime: `${year}-12-31`,
    });
    expect(aids(lastYear)).toEqual(expect.arrayContaining([1011, 1012, 1013, 1014, 1015]));
    expect(
      lastYear.body.Result.every((g: { offering_build_datetime: string }) =>
        g.offering_build_datetime.startsWith(String(year)),
      ),
    ).toBe(true);
    const vacc = await t.callAs(wang, 'get_tra_offering_list', { ...all, pay_method: 'VACC' });
    expect(vacc.body.Result.every((g: { pay_method: string }) => g.pay_method === 'VACC')).toBe(
      true,
    );
    const anonymous = await t.callAs(wang, 'get_tra_offering_list', {
      ...all,
      invoice_title_aid: -1,
    });
    expect(aids(anonymous)).toContain(G.anonymous);
    expect(
      anonymous.body.Result.every((g: { invoice_title_aid: number }) => g.invoice_title_aid === -1),
    ).toBe(true);
    const titled = await t.callAs(wang, 'get_tra_offering_list', {
      ...all,
      invoice_title_aid: FIXTURE.titles.wangCompany,
    });
    expect(aids(titled)).toEqual(expect.arrayContaining([G.closed, 1012, 1017]));
    expect(
      titled.body.Result.every(
        (g: { invoice_title_aid: number }) => g.invoice_title_aid === FIXTURE.titles.wangCompany,
      ),
    ).toBe(true);
    expect(aids(titled)).not.toContain(G.editable);
    const one = await t.callAs(wang, 'get_tra_offering_list', {
      ...all,
      offering_aid: String(G.closed),
    });
    expect(aids(one)).toEqual([G.closed]);
    const notMine = await t.callAs(wang, 'get_tra_offering_list', {
      ...all,
      offering_aid: String(G.chenLinePay),
    });
    expect(aids(notMine)).toEqual([]);
  });

  it.each([
    { tra_start_datetime: '2024/01/01' },
    { pay_method: 'CHEQUE' },
    { offering_aid: '12a' },
  ])('refuses the filter %p with 400', async (change) => {
    const t = testApp();
    expect((await t.callAs(wang, 'get_tra_offering_list', { ...all, ...change })).status).toBe(400);
  });

  it('answers a giving’s detail with if_edit_flag from the edit window', async () => {
    const t = testApp();
    const editable = await t.callAs(wang, 'get_tra_offering_detail', { offering_aid: G.editable });
    expect(editable.body.Result).toMatchObject({
      offering_aid: G.editable,
      if_edit_flag: 1,
      if_print_flag: 0,
      project_name: '一般奉獻',
    });
    const closed = await t.callAs(wang, 'get_tra_offering_detail', { offering_aid: G.closed });
    expect(closed.body.Result.if_edit_flag).toBe(0);
    const printed = await t.callAs(wang, 'get_tra_offering_detail', {
      offering_aid: G.printedRecent,
    });
    expect(printed.body.Result).toMatchObject({ if_edit_flag: 0 });
    expect(printed.body.Result.if_print_flag).toBeGreaterThan(0);
    const anonymous = await t.callAs(wang, 'get_tra_offering_detail', {
      offering_aid: G.anonymous,
    });
    expect(anonymous.body.Result.if_print_flag).toBe(-1);
  });

  it('answers 403 offering data does not match for another member’s giving, RC 404 for none', async () => {
    const t = testApp();
    const other = await t.callAs(wang, 'get_tra_offering_detail', { offering_aid: G.chenLinePay });
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ RC: 403, RM: 'Forbidden', Result: MISMATCH });
    const guest = await t.callAs(wang, 'get_tra_offering_detail', {
      offering_aid: G.guestTransfer,
    });
    expect(guest.status).toBe(403);
    expectRcError(
      await t.callAs(wang, 'get_tra_offering_detail', { offering_aid: 424242 }),
      404,
      'no data',
    );
  });
});

describe('member receipt update (edit window)', () => {
  const update = (offeringAid: number, choice: object) => ({
    offering_aid: offeringAid,
    invoice_title_aid: 0,
    invoice_title: '',
    invoice_tax_id: '',
    ...choice,
  });

  it('sets a saved title inside the window (RC 201)', async () => {
    const t = testApp();
    const res = await t.callAs(
      wang,
      'update_member_receipt_info',
      update(G.editable, { invoice_title_aid: FIXTURE.titles.wangCompany }),
    );
    expect(res.body).toMatchObject({
      RC: 201,
      Result: { invoice_title: '明光科技股份有限公司', invoice_tax_id: '24536806' },
    });
  });

  it('sets anonymous (-1), clearing title and tax id, with the remark anonymous giving', async () => {
    const t = testApp();
    const res = await t.callAs(
      wang,
      'update_member_receipt_info',
      update(G.editable, { invoice_title_aid: -1, invoice_title: 'ignored' }),
    );
    expect(res.body.Result).toMatchObject({
      invoice_title_aid: -1,
      invoice_title: '',
      invoice_tax_id: '',
      comments: 'anonymous giving',
    });
    const stored = t.store.read().givings.find((g) => g.offering_aid === G.editable);
    expect(stored?.comments).toBe('anonymous giving');
  });

  it('drops the anonymous remark when a title is chosen again', async () => {
    const t = testApp();
    const set = (choice: object) =>
      t.callAs(wang, 'update_member_receipt_info', update(G.editable, choice));
    await set({ invoice_title_aid: -1 });
    const res = await set({ invoice_title_aid: FIXTURE.titles.wangCompany });
    expect(res.body.Result).toMatchObject({
      invoice_title_aid: FIXTURE.titles.wangCompany,
      comments: '',
    });
  });

  it('keeps a comment of the donor’s own, anonymous or not', async () => {
    const t = testApp();
    t.store.update((data) => {
      const giving = data.givings.find((g) => g.offering_aid === G.editable);
      if (giving) giving.comments = '為宣教禱告';
    });
    const set = (choice: object) =>
      t.callAs(wang, 'update_member_receipt_info', update(G.editable, choice));
    expect((await set({ invoice_title_aid: -1 })).body.Result.comments).toBe('為宣教禱告');
    expect(
      (await set({ invoice_title_aid: FIXTURE.titles.wangCompany })).body.Result.comments,
    ).toBe('為宣教禱告');
  });

  it('gives a typed title the aid of the saved title with the same pair (0 is not saved)', async () => {
    const t = testApp();
    const res = await t.callAs(
      wang,
      'update_member_receipt_info',
      update(G.editable, { invoice_title: '明光科技股份有限公司', invoice_tax_id: '24536806' }),
    );
    expect(res.body.Result).toMatchObject({ invoice_title_aid: FIXTURE.titles.wangCompany });
  });

  it('refuses a tax id that fails its check digit with 400 (the front end’s rule)', async () => {
    const t = testApp();
    const res = await t.callAs(
      wang,
      'update_member_receipt_info',
      update(G.editable, { invoice_title: '王小明', invoice_tax_id: 'A123456788' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.Result).toEqual([{ msg: 'invoice_tax_id: data check error' }]);
  });

  it("goes back to a receipt in the member's own name: aid 0 with neither title nor tax id", async () => {
    const t = testApp();
    const set = (choice: object) =>
      t.callAs(wang, 'update_member_receipt_info', update(G.editable, choice));
    await set({ invoice_title_aid: -1 });
    const res = await set({ invoice_title_aid: 0, invoice_title: '', invoice_tax_id: '' });
    expect(res.body).toMatchObject({
      RC: 201,
      Result: { invoice_title_aid: 0, invoice_title: '', invoice_tax_id: '', comments: '' },
    });
    const stored = t.store.read().givings.find((g) => g.offering_aid === G.editable);
    expect(stored).toMatchObject({ invoice_title_aid: 0, invoice_title: '', invoice_tax_id: '' });
  });

  it('sets a typed title and needs both fields', async () => {
    const t = testApp();
    const ok = await t.callAs(
      wang,
      'update_member_receipt_info',
      update(G.editable, { invoice_title: '王家', invoice_tax_id: '11111112' }),
    );
    expect(ok.body.Result).toMatchObject({ invoice_title_aid: 0, invoice_title: '王家' });
    const missing = await t.callAs(
      wang,
      'update_member_receipt_info',
      update(G.editable, { invoice_title: '王家' }),
    );
    expect(missing.status).toBe(400);
    expect(missing.body.Result).toEqual([{ msg: 'invoice_tax_id: please enter data' }]);
  });

  it.each([
    ['after the 4th of the following month', G.closed],
    ['once printed', G.printedRecent],
    ['for a giving that did not succeed', 1007],
  ])('refuses %s with RC 422', async (_case, offeringAid) => {
    const t = testApp();
    const res = await t.callAs(
      wang,
      'update_member_receipt_info',
      update(offeringAid, { invoice_title_aid: -1 }),
    );
    expectRcError(res, 422, EDIT_CLOSED);
  });

  it('closes the window on the 5th of the next month, Taipei time', async () => {
    const seeded = new Date('2025-01-20T02:00:00Z');
    const data = buildFixtures(seeded);
    const later = testApp({ data, now: new Date('2025-02-04T16:00:00Z') });
    const res = await callRpc(
      later,
      'update_member_receipt_info',
      update(G.editable, { invoice_title_aid: -1 }),
      later.bearer(wang),
    );
    expectRcError(res, 422, EDIT_CLOSED);
    const inTime = testApp({ data, now: new Date('2025-02-04T15:59:00Z') });
    expect(
      (
        await callRpc(
          inTime,
          'update_member_receipt_info',
          update(G.editable, { invoice_title_aid: -1 }),
          inTime.bearer(wang),
        )
      ).body.RC,
    ).toBe(201);
  });

  it('refuses another member’s giving and another member’s saved title with 403', async () => {
    const t = testApp();
    const giving = await t.callAs(
      wang,
      'update_member_receipt_info',
      update(G.chenLinePay, { invoice_title_aid: -1 }),
    );
    expect(giving.status).toBe(403);
    expect(giving.body.Result).toEqual(MISMATCH);
    const title = await t.callAs(
      wang,
      'update_member_receipt_info',
      update(G.editable, { invoice_title_aid: FIXTURE.titles.chenFamily }),
    );
    expect(title.status).toBe(403);
  });
});

describe('update_invoice_title: a saved title edited in place', () => {
  const update = (t: ReturnType<typeof testApp>, member: string, body: object) =>
    t.callAs(member, 'update_invoice_title', body);
  const edited = {
    invoice_title_aid: FIXTURE.titles.wangCompany,
    invoice_title: '明光科技有限公司',
    invoice_tax_id: '12345675',
  };

  it('changes the title and tax id (RC 201), trimmed, and lists the title changed', async () => {
    const t = testApp();
    const res = await update(t, wang, {
      ...edited,
      invoice_title: ` ${edited.invoice_title} `,
      invoice_tax_id: ` ${edited.invoice_tax_id}`,
    });
    expect(res.body).toEqual({
      RC: 201,
      RM: 'success',
      Result: { ...edited, comments: '', disable: 0 },
    });
    const list = await t.callAs(wang, 'get_invoice_title_list', {});
    expect(list.body.Result).toContainEqual({ ...edited, comments: '', disable: 0 });
    expect(list.body.Result).toHaveLength(4);
  });

  it('takes an identity number as the tax id, uppercased, as add does', async () => {
    const t = testApp();
    const res = await update(t, wang, { ...edited, invoice_tax_id: 'a123456789' });
    expect(res.body.Result.invoice_tax_id).toBe('A123456789');
  });

  it('keeps the copy the givings already made with the title', async () => {
    const t = testApp();
    const before = t.store
      .read()
      .givings.filter((giving) => giving.invoice_title_aid === FIXTURE.titles.wangCompany)
      .map((giving) => giving.invoice_title);
    await update(t, wang, edited);
    const after = t.store
      .read()
      .givings.filter((giving) => giving.invoice_title_aid === FIXTURE.titles.wangCompany)
      .map((giving) => giving.invoice_title);
    expect(after).toEqual(before);
  });

  it.each<[string, object, string[]]>([
    [
      'an empty title',
      { invoice_title: '  ' },
      ['invoice_title: Too small: expected string to have >=1 characters'],
    ],
    ['an empty tax id', { invoice_tax_id: '' }, ['invoice_tax_id: data check error']],
    [
      'a tax id failing the check digit',
      { invoice_tax_id: '12345678' },
      ['invoice_tax_id: data check error'],
    ],
    ['a tax id of 7 digits', { invoice_tax_id: '1234567' }, ['invoice_tax_id: data check error']],
    [
      'a title over 100 characters',
      { invoice_title: 'x'.repeat(101) },
      ['invoice_title: Too big: expected string to have <=100 characters'],
    ],
  ])('refuses %s with 400 and changes nothing', async (_case, change, messages) => {
    const t = testApp();
    const before = JSON.stringify(t.store.read().invoice_titles);
    const res = await update(t, wang, { ...edited, ...change });
    expect(res.status).toBe(400);
    expect(res.body.Result).toEqual(messages.map((msg) => ({ msg })));
    expect(JSON.stringify(t.store.read().invoice_titles)).toBe(before);
  });

  it('refuses a pair another of the member’s titles holds (RC 409); the same pair on itself is fine', async () => {
    const t = testApp();
    const family = t.store
      .read()
      .invoice_titles.find((title) => title.invoice_title_aid === FIXTURE.titles.wangFamily);
    const copy = { invoice_title: family?.invoice_title, invoice_tax_id: family?.invoice_tax_id };
    expectRcError(await update(t, wang, { ...edited, ...copy }), 409, 'cannot add duplicate data');
    const same = await update(t, wang, {
      ...copy,
      invoice_title_aid: FIXTURE.titles.wangFamily,
    });
    expect(same.body.RC).toBe(201);
  });

  it('refuses another member’s title (403), an unknown one and a deleted one (RC 404)', async () => {
    const t = testApp();
    const other = await update(t, chen, edited);
    expect(other.status).toBe(403);
    expect(other.body.Result).toEqual(MISMATCH);
    expectRcError(await update(t, wang, { ...edited, invoice_title_aid: 999 }), 404, 'no data');
    await t.callAs(wang, 'delete_invoice_title', { aid: edited.invoice_title_aid });
    expectRcError(await update(t, wang, edited), 404, 'no data');
  });
});

describe('notice settings (group 60)', () => {
  it('reads the two settings of group 60', async () => {
    const t = testApp();
    const res = await t.callAs(wang, 'get_notice_settings', { page_website_group_aid: 60 });
    expect(res.body.Result).toEqual([
      {
        setting_aid: 1,
        setting_func: 'cfm_offering_notice',
        setting_values: '2',
        if_edit_func_online: 1,
        last_week: 2,
      },
      {
        setting_aid: 2,
        setting_func: 'cfm_offering_ach_notice',
        setting_values: '1',
        if_edit_func_online: 1,
      },
    ]);
    expect(
      (await t.callAs(wang, 'get_notice_settings', { page_website_group_aid: 61 })).status,
    ).toBe(400);
  });

  it('creates default settings (week 1, reminder on) for a member without any', async () => {
    const data = buildFixtures(new Date());
    data.notice_settings = data.notice_settings.filter((setting) => setting.member_id !== wang);
    const t = testApp({ data });
    const res = await t.callAs(wang, 'get_notice_settings', { page_website_group_aid: 60 });
    expect(res.body.Result.map((s: { setting_values: string }) => s.setting_values)).toEqual([
      '1',
      '1',
    ]);
  });

  it.each([
    ['cfm_offering_notice', '4', 200],
    ['cfm_offering_notice', '0', 200],
    ['cfm_offering_notice', '5', 400],
    ['cfm_offering_notice', 'on', 400],
  ])('%s = %s answers %s', async (func, value, status) => {
    const t = testApp();
    const res = await t.callAs(wang, 'save_notice_setting', {
      setting_aid: 1,
      setting_func: func,
      setting_values: value,
    });
    expect(res.status).toBe(status);
    if (status === 200)
      expect(res.body).toMatchObject({ RC: 201, Result: { setting_values: value } });
  });

  it('keeps the week while the monthly reminder is off, after a new read too', async () => {
    const t = testApp();
    const save = (value: string) =>
      t.callAs(wang, 'save_notice_setting', {
        setting_aid: 1,
        setting_func: 'cfm_offering_notice',
        setting_values: value,
      });
    const read = async () =>
      (await t.callAs(wang, 'get_notice_settings', { page_website_group_aid: 60 })).body.Result[0];
    await save('3');
    expect((await save('0')).body.Result).toMatchObject({ setting_values: '0', last_week: 3 });
    expect(await read()).toMatchObject({ setting_values: '0', last_week: 3 });
    expect((await save('3')).body.Result).toMatchObject({ setting_values: '3', last_week: 3 });
  });

  it('says week 1 for a monthly reminder off with no week kept, and no week for the expiry one', async () => {
    const t = testApp();
    const res = await t.callAs(chen, 'get_notice_settings', { page_website_group_aid: 60 });
    expect(res.body.Result).toEqual([
      expect.objectContaining({ setting_aid: 3, setting_values: '0', last_week: 1 }),
      expect.not.objectContaining({ last_week: expect.anything() }),
    ]);
  });

  it('switches the recurring-expiry reminder off with 0 and refuses 2', async () => {
    const t = testApp();
    const off = await t.callAs(wang, 'save_notice_setting', {
      setting_aid: 2,
      setting_func: 'cfm_offering_ach_notice',
      setting_values: '0',
    });
    expect(off.body.Result.setting_values).toBe('0');
    const bad = await t.callAs(wang, 'save_notice_setting', {
      setting_aid: 2,
      setting_func: 'cfm_offering_ach_notice',
      setting_values: '2',
    });
    expect(bad.status).toBe(400);
  });

  it('refuses a setting that cannot be edited online (RC 422) and another member’s (403)', async () => {
    const t = testApp();
    const locked = await t.callAs(chen, 'save_notice_setting', {
      setting_aid: 4,
      setting_func: 'cfm_offering_ach_notice',
      setting_values: '0',
    });
    expectRcError(locked, 422, 'this setting cannot be changed online');
    const other = await t.callAs(wang, 'save_notice_setting', {
      setting_aid: 3,
      setting_func: 'cfm_offering_notice',
      setting_values: '1',
    });
    expect(other.status).toBe(403);
  });
});

// Answers are built from the stored records as they are; the result schema keeps only the
// contract's fields (core/rpc.ts), so nothing the store keeps besides reaches the browser.
describe('a list answer carries no field the store keeps for itself', () => {
  const STORED_ONLY = [
    'member_id',
    'removed',
    'donor',
    'idempotency',
    'debited_days',
    'activated_at',
  ];
  const LISTS: Purpose[] = ['get_cardlink_list', 'get_invoice_title_list', 'get_tra_offering_list'];
  it.each<[Purpose, object]>([
    ['get_ach_list', {}],
    ...MEMBER_CALLS.filter(([purpose]) => LISTS.includes(purpose)),
  ])('%s', async (purpose, body) => {
    const res = await testApp().callAs(wang, purpose, body);
    const entries = res.body.Result as Array<Record<string, unknown>>;
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(STORED_ONLY.filter((field) => field in entry)).toEqual([]);
    }
  });
});
