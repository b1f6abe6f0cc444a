import request from 'supertest';
import type { PaymentForm, Purpose } from '@eoffering/shared/contract';
import { PAYMENT_FIXTURE } from '../fixtures/fixture-ids';
import { FIXTURE } from '../fixtures/fixture-ids';
import {
  APPROVE,
  chooseOnCardPage,
  DECLINE,
  eventually,
  follow,
  openCardPage,
  pathOf,
} from '../../test-support/gateway-driver';
import type { AchPlanRecord } from '../store/collections';
import { expectRcError } from '../../test-support/rc-error';
import { callRpc, testApp } from '../../test-support/test-app';
import type { TestApp } from '../../test-support/test-app';
import { RECURRING_MESSAGES } from './plan-terms';

const { wang, chen } = FIXTURE.members;
const I = FIXTURE.items;
// 2025-03-10 10:00 in Taipei: a payment day of 20 makes the first debit 2025-03-20.
const NOW = new Date('2025-03-10T02:00:00Z');

const app = (options: { delayMs?: number; dev?: boolean } = {}): TestApp =>
  testApp({
    now: NOW,
    settings: { dev: options.dev ?? false },
    notifyDelayMs: options.delayMs ?? 0,
  });

const setting = (fields: object = {}) => ({
  item_package: [
    { item_aid: I.tithe, item_name: '什一奉獻', package_amount: 3000 },
    { item_aid: I.missions, item_name: '宣教奉獻', package_amount: 500 },
  ],
  currency: 'TWD',
  frequency: 1,
  payment_date: 20,
  stop_pay_date: 202512,
  invoice_title_aid: 0,
  invoice_title: '明光科技股份有限公司',
  invoice_tax_id: '24536806',
  ...fields,
});

const plan = (t: TestApp, achAid: number): AchPlanRecord => {
  const found = t.store.read().ach_plans.find((record) => record.ach_aid === achAid);
  if (!found) throw new Error(`no plan ${achAid}`);
  return found;
};

const create = async (
  t: TestApp,
  fields: object = {},
  purpose: Purpose = 'ach_setting_handle1',
) => {
  const res = await t.callAs(wang, purpose, setting(fields));
  expect(res.body).toMatchObject({ RC: 101 });
  return (res.body.Result as { ach_aid: number }).ach_aid;
};

const detail = async (t: TestApp, achAid: number) =>
  (await t.callAs(wang, 'get_ach_detail', { ach_aid: achAid })).body.Result as Record<
    string,
    unknown
  >;

describe('recurring setting validation', () => {
  it.each<[string, object, string, string]>([
    ['frequency 0', { frequency: 0 }, wang, RECURRING_MESSAGES.frequency],
    ['frequency 4', { frequency: 4 }, wang, RECURRING_MESSAGES.frequency],
    ['payment day 0', { payment_date: 0 }, wang, RECURRING_MESSAGES.paymentDay],
    ['payment day 29', { payment_date: 29 }, wang, RECURRING_MESSAGES.paymentDay],
    ['no end (periods missing)', { stop_pay_date: 0 }, wang, RECURRING_MESSAGES.periodsMissing],
    ['1 period', { stop_pay_date: 202503 }, wang, RECURRING_MESSAGES.periodsMin],
    ['101 periods', { stop_pay_date: 203307 }, wang, RECURRING_MESSAGES.periodsMax],
    ['no identity number on file', {}, chen, RECURRING_MESSAGES.identity],
    [
      'an item not available for recurring',
      { item_package: [{ item_aid: I.compassion, item_name: '', package_amount: 500 }] },
      wang,
      '慈惠奉獻 is not available for recurring giving',
    ],
    [
      'an amount below the minimum',
      { item_package: [{ item_aid: I.tithe, item_name: '', package_amount: 50 }] },
      wang,
      '什一奉獻: Minimum amount: NT$ 100',
    ],
  ])('refuses %s with RC 422 and writes nothing', async (_label, fields, member, message) => {
    const t = app();
    const before = t.store.read();
    const res = await t.callAs(member, 'ach_setting_handle1', setting(fields));
    expectRcError(res, 422, message);
    expect(t.store.read()).toBe(before);
  });

  it.each([
    ['2 periods', 202504, 2],
    ['100 periods', 203306, 100],
  ])('accepts %s', async (_label, stop, periods) => {
    const t = app();
    const achAid = await create(t, { stop_pay_date: stop });
    expect(await detail(t, achAid)).toMatchObject({
      status: 6,
      first_payment_date: '2025-03-20',
      next_payment_date: '2025-03-20',
      total_periods: periods,
      amount: 3500,
      invoice_title_aid: FIXTURE.titles.wangCompany,
    });
  });

  it('needs a member: no token is 401', async () => {
    const t = app();
    expect((await callRpc(t, 'ach_setting_handle1', setting())).status).toBe(401);
  });
});

describe('recurring setting paid through the card page (handle1)', () => {
  const pay = async (
    t: TestApp,
    achAid: number,
    purpose: Purpose = 'do_tra_type_crdo',
    typeAid = 1,
  ) => {
    const res = await t.callAs(wang, purpose, { ach_aid: achAid, type_aid: typeAid });
    expect(res.body.RC).toBe(101);
    return res.body.Result as PaymentForm;
  };

  it('waits (6), binds a card without charging, then is active (0) after the notice', async () => {
    const t = app({ delayMs: 300 });
    const achAid = await create(t);
    const listed = await t.callAs(wang, 'get_ach_list', {});
    expect((listed.body.Result as Array<{ ach_aid: number }>).map((p) => p.ach_aid)).not.toContain(
      achAid,
    );

    const form = await pay(t, achAid);
    // docs/screens/giving.md: setting up charges nothing, so the bank form has no amount.
    expect(JSON.parse(form.data)).not.toHaveProperty('TA');
    const page = await openCardPage(t, form);
    expect(page.text).toContain('Card binding, no charge');

    const chosen = await chooseOnCardPage(t, form, { action: 'pay', ...APPROVE });
    const back = await follow(t, chosen.headers.location);
    expect(pathOf(back.headers.location ?? '')).toBe(`/eoffering/order/ach_result/${achAid}`);
    expect((await detail(t, achAid)).status).toBe(4);

    await eventually(() => plan(t, achAid).status !== 4);
    expect(await detail(t, achAid)).toMatchObject({
      status: 0,
      cardlink_no: '4311-95**-****-2222',
      cardlink_exym: '203912',
      cardlink_userlbl: 'VISA 2222',
    });
    const list = (await t.callAs(wang, 'get_ach_list', {})).body.Result as Array<{
      ach_aid: number;
    }>;
    expect(list.map((p) => p.ach_aid)).toContain(achAid);
    const cards = (await t.callAs(wang, 'get_cardlink_list', {})).body.Result as Array<{
      cardlink_aid: number;
      ach_aid: number;
    }>;
    expect(cards.find((card) => card.cardlink_aid === plan(t, achAid).cardlink_aid)?.ach_aid).toBe(
      achAid,
    );
    // Paying it again is refused: the setting is done.
    expectRcError(
      await t.callAs(wang, 'do_tra_type_crdo', { ach_aid: achAid, type_aid: 1 }),
      409,
      'this recurring giving setting has already been processed',
    );
  });

  it('a card expiring before the end gives 1 needs adjustment; change-end makes it 0', async () => {
    const t = app();
    const achAid = await create(t, { stop_pay_date: 202612 });
    const form = await pay(t, achAid, 'do_tra_type_cardlink', 0);
    await chooseOnCardPage(t, form, { action: 'pay', ...APPROVE, expiry: '06/26' });
    expect(await detail(t, achAid)).toMatchObject({
      status: 1,
      cardlink_exym: '202606',
      total_periods: 22,
    });

    const wrong = await t.callAs(wang, 'update_ach_setting', {
      ach_aid: achAid,
      stop_pay_date: 202605,
    });
    expectRcError(
      wrong,
      422,
      "the end of a recurring giving setting can only be moved to its card's expiry, or set to 0 to terminate it",
    );

    const changed = await t.callAs(wang, 'update_ach_setting', {
      ach_aid: achAid,
      stop_pay_date: 202606,
    });
    expect(changed.body).toMatchObject({
      RC: 201,
      Result: { status: 0, stop_pay_date: 202606, total_periods: 16 },
    });
  });

  it('refuses an end at the card expiry that leaves fewer than two debits, and keeps the plan', async () => {
    const t = app();
    const achAid = await create(t);
    const form = await pay(t, achAid, 'do_tra_type_cardlink', 0);
    // The first debit is 2025-03-20: a card expiring in 2025-03 would leave that one debit only.
    await chooseOnCardPage(t, form, { action: 'pay', ...APPROVE, expiry: '03/25' });
    const before = await detail(t, achAid);
    expect(before).toMatchObject({ status: 1, stop_pay_date: 202512 });

    const cut = await t.callAs(wang, 'update_ach_setting', {
      ach_aid: achAid,
      stop_pay_date: 202503,
    });
    expectRcError(cut, 422, RECURRING_MESSAGES.periodsMin);
    expect(await detail(t, achAid)).toEqual(before);
  });

  it.each([
    ['a declined card', { action: 'pay' as const, ...DECLINE }, 2],
    ['a cancelled card page', { action: 'cancel' as const }, 3],
  ])('%s leaves the setting %i with the reason', async (_label, choice, status) => {
    const t = app();
    const achAid = await create(t);
    await chooseOnCardPage(t, await pay(t, achAid), choice);
    const answer = await detail(t, achAid);
    expect(answer.status).toBe(status);
    expect(answer.backend_comment).not.toBe('');
  });

  it('refuses another member paying or reading the setting', async () => {
    const t = app();
    const achAid = await create(t);
    const pay2 = await t.callAs(chen, 'do_tra_type_crdo', { ach_aid: achAid, type_aid: 1 });
    expect(pay2.status).toBe(403);
    const read = await t.callAs(chen, 'get_ach_detail', { ach_aid: achAid });
    expect(read.status).toBe(403);
  });
});

describe('recurring setting on a saved card (handle2)', () => {
  it('is active at once on a card that outlives it', async () => {
    const t = app();
    const achAid = await create(t, { cardlink_aid: FIXTURE.cards.wangPlan }, 'ach_setting_handle2');
    expect((await detail(t, achAid)).status).toBe(0);
  });

  it('needs adjustment on a card expiring first', async () => {
    const t = app();
    const achAid = await create(
      t,
      { cardlink_aid: FIXTURE.cards.wangExpiring },
      'ach_setting_handle2',
    );
    expect((await detail(t, achAid)).status).toBe(1);
  });

  it.each([
    // Another member's data is HTTP 403; a card that cannot pay is RC 404 over HTTP 200.
    ["another member's card", FIXTURE.cards.chen, 403, 403, 'offering data does not match'],
    ['a failed binding', FIXTURE.cards.wangFailed, 200, 404, 'no data'],
  ])('refuses %s (HTTP %s, RC %s)', async (_label, cardlinkAid, status, rc, message) => {
    const t = app();
    const before = t.store.read();
    const res = await t.callAs(wang, 'ach_setting_handle2', setting({ cardlink_aid: cardlinkAid }));
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ RC: rc, Result: [{ msg: message }] });
    expect(t.store.read()).toBe(before);
  });
});

describe('recurring list, stop and the fixtures', () => {
  it('lists 王小明 plans in each list status, with the detail the result page shows', async () => {
    const t = app();
    const res = await t.callAs(wang, 'get_ach_list', {});
    const list = res.body.Result as Array<Record<string, unknown>>;
    const { plans } = PAYMENT_FIXTURE;
    expect(list.map((p) => [p.ach_aid, p.status])).toEqual([
      [plans.paused, 0],
      [plans.needsAdjustment, 1],
      [plans.ended, 3],
      [plans.terminated, 2],
      [plans.active, 0],
    ]);
    expect(list.find((p) => p.ach_aid === plans.active)).toMatchObject({
      frequency: 1,
      payment_date: PAYMENT_FIXTURE.paymentDay,
      paid_periods: 4,
      total_periods: 24,
      period_desc: '4/24',
      amount: 2500,
      cardlink_no: '4311-95**-****-2222',
      cardlink_userlbl: '每月奉獻',
      invoice_title: '王小明',
    });
    expect((await t.callAs(chen, 'get_ach_list', {})).body.Result).toEqual([]);
  });

  it('terminates an active plan with stop_pay_date 0, once', async () => {
    const t = app();
    const achAid = PAYMENT_FIXTURE.plans.active;
    const stop = await t.callAs(wang, 'update_ach_setting', { ach_aid: achAid, stop_pay_date: 0 });
    expect(stop.body).toMatchObject({
      RC: 201,
      Result: { status: 2, stop_pay_date: 0, total_periods: 24, stopped_as: 'terminated' },
    });
    const again = await t.callAs(wang, 'update_ach_setting', { ach_aid: achAid, stop_pay_date: 0 });
    expectRcError(again, 409, 'this recurring giving setting is not active');
    const theirs = await t.callAs(chen, 'update_ach_setting', {
      ach_aid: PAYMENT_FIXTURE.plans.needsAdjustment,
      stop_pay_date: 0,
    });
    expect(theirs.status).toBe(403);
  });

  it('cancels a plan that needs adjustment, and tells it from a terminated or ended one', async () => {
    const t = app();
    const cancel = await t.callAs(wang, 'update_ach_setting', {
      ach_aid: PAYMENT_FIXTURE.plans.needsAdjustment,
      stop_pay_date: 0,
    });
    expect(cancel.body).toMatchObject({ RC: 201, Result: { status: 2, stopped_as: 'cancelled' } });
    const list = (await t.callAs(wang, 'get_ach_list', {})).body.Result as Array<{
      ach_aid: number;
      status: number;
      stopped_as: string;
    }>;
    const { plans } = PAYMENT_FIXTURE;
    expect(
      [plans.active, plans.terminated, plans.ended, plans.needsAdjustment].map((aid) => {
        const found = list.find((entry) => entry.ach_aid === aid);
        return [found?.status, found?.stopped_as];
      }),
    ).toEqual([
      [0, ''],
      [2, 'terminated'],
      [3, ''],
      [2, 'cancelled'],
    ]);
  });
});

describe('debit run (dev action)', () => {
  const runDebits = (t: TestApp, date?: string) =>
    request(t.app)
      .post('/dev/run-debits')
      .send(date === undefined ? {} : { date });

  it('charges each due plan once per debit day, however often it runs', async () => {
    const t = app({ dev: true });
    const day = plan(t, PAYMENT_FIXTURE.plans.active).next_payment_date;
    const before = t.store.read().givings.length;
    const first = await runDebits(t, day);
    expect(first.status).toBe(200);
    const debits = (first.body.Result as { debits: Array<{ ach_aid: number; status: number }> })
      .debits;
    expect(debits.map((debit) => debit.ach_aid).sort()).toEqual([
      PAYMENT_FIXTURE.plans.active,
      PAYMENT_FIXTURE.plans.needsAdjustment,
    ]);
    const second = await runDebits(t, day);
    expect((second.body.Result as { debits: unknown[] }).debits).toEqual([]);
    expect(t.store.read().givings).toHaveLength(before + 2);

    const giving = t.store
      .read()
      .givings.find(
        (g) =>
          g.ach_aid === PAYMENT_FIXTURE.plans.active && g.offering_build_datetime.startsWith(day),
      );
    expect(giving).toMatchObject({
      status: 0,
      pay_method: 'CREDIT',
      amount: 2500,
      member_id: wang,
    });
    expect(plan(t, PAYMENT_FIXTURE.plans.active).next_payment_date > day).toBe(true);
  });

  it('ends a plan after its last period', async () => {
    const t = app({ dev: true });
    const achAid = await create(
      t,
      { stop_pay_date: 202504, cardlink_aid: FIXTURE.cards.wangPlan },
      'ach_setting_handle2',
    );
    await runDebits(t, '2025-03-20');
    expect(plan(t, achAid).status).toBe(0);
    await runDebits(t, '2025-04-20');
    expect(await detail(t, achAid)).toMatchObject({
      status: 3,
      paid_periods: 2,
      period_desc: '2/2',
    });
    const charged = t.store.read().givings.filter((g) => g.ach_aid === achAid);
    expect(charged.map((g) => g.offering_build_datetime.slice(0, 10))).toEqual([
      '2025-03-20',
      '2025-04-20',
    ]);
  });

  it('refuses a malformed day', async () => {
    const t = app({ dev: true });
    expect((await runDebits(t, '2025-13-01')).status).toBe(400);
  });

  it('dev actions do not exist without dev mode', async () => {
    const t = app();
    const day = plan(t, PAYMENT_FIXTURE.plans.active).next_payment_date;
    const before = t.store.read();
    expect((await runDebits(t, day)).status).toBe(404);
    const vacc = await request(t.app).post('/dev/vacc-received').send({ order_info_aid: 1 });
    expect(vacc.status).toBe(404);
    expect(t.store.read()).toBe(before);
  });
});
