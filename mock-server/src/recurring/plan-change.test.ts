import { PAYMENT_FIXTURE } from '../fixtures/fixture-ids';
import { FIXTURE } from '../fixtures/fixture-ids';
import { expectRcError } from '../../test-support/rc-error';
import { testApp } from '../../test-support/test-app';
import type { TestApp } from '../../test-support/test-app';
import { runDebits } from './debit-run';
import { PLAN_CHANGE_MESSAGES } from './plan-change';
import { RECURRING_MESSAGES } from './plan-terms';

const { wang, chen } = FIXTURE.members;
const I = FIXTURE.items;
const { active, ended, paused } = PAYMENT_FIXTURE.plans;
// 2025-03-10 10:00 in Taipei: 王小明's active plan (24 debits, 4 made, NT$ 2,500 each) is next
// debited on 2025-04-10 and last on 2026-11-10.
const NOW = new Date('2025-03-10T02:00:00Z');

const app = (settings: { planChangeCutoffDays?: number | null } = {}): TestApp =>
  testApp({ now: NOW, settings });

const change = (t: TestApp, body: object, member: string = wang) =>
  t.callAs(member, 'change_ach_plan', { ach_aid: active, preview: false, ...body });

const planOf = (t: TestApp, achAid: number) =>
  t.store.read().ach_plans.find((plan) => plan.ach_aid === achAid);

const amounts = (tithe: number, missions = 500) => ({
  change: 'amounts',
  item_package: [
    { item_aid: I.tithe, item_name: '什一奉獻', package_amount: tithe },
    { item_aid: I.missions, item_name: '宣教奉獻', package_amount: missions },
  ],
});

describe('change_ach_plan: what a change does', () => {
  it.each<[string, object, object]>([
    [
      'amounts',
      amounts(3000),
      { next_payment_date: '2025-04-10', next_amount: 3500, total_amount: 10_000 + 20 * 3500 },
    ],
    [
      'a debit day later in the month',
      { change: 'payment_day', payment_date: 20 },
      { next_payment_date: '2025-04-20', last_payment_date: '2026-11-20', stop_pay_date: 202611 },
    ],
    [
      'a pause until June',
      { change: 'pause', paused_until: 202506 },
      { next_payment_date: '2025-06-10', last_payment_date: '2027-01-10', stop_pay_date: 202701 },
    ],
    [
      'a skipped debit',
      { change: 'skip' },
      { next_payment_date: '2025-05-10', last_payment_date: '2026-12-10', stop_pay_date: 202612 },
    ],
  ])('previews %s without keeping it', async (_change, body, effect) => {
    const t = app();
    const before = structuredClone(planOf(t, active));
    const res = await change(t, { ...body, preview: true });
    expect(res.body).toMatchObject({ RC: 201, Result: { preview: true, ...effect } });
    expect(planOf(t, active)).toEqual(before);
  });

  it('keeps a confirmed change, records it in the history and debits the new amount', async () => {
    const t = app();
    const res = await change(t, amounts(3000));
    expect(res.body.Result.plan).toMatchObject({
      amount: 3500,
      change_cutoff_days: 3,
      changes: [
        { change: 'payment_day' },
        { changed_at: '2025-03-10 10:00:00', change: 'amounts', from: '2500', to: '3500' },
      ],
    });
    const debits = t.store.update((data) => runDebits(data, '2025-04-10', NOW));
    const giving = t.store.read().givings.find((g) => g.offering_aid === debits[0]?.offering_aid);
    expect(giving?.item_package.map((line) => line.package_amount)).toEqual([3000, 500]);
  });

  it('makes no debit in a paused month, debits again in the pause’s month and keeps the count', async () => {
    const t = app();
    await change(t, { change: 'pause', paused_until: 202506 });
    const debitedOn = (day: string) =>
      t.store
        .update((data) => runDebits(data, day, NOW))
        .filter((debit) => debit.ach_aid === active);
    expect(debitedOn('2025-04-10')).toEqual([]);
    expect(debitedOn('2025-05-10')).toEqual([]);
    expect(debitedOn('2025-06-10')).toHaveLength(1);
    expect(planOf(t, active)).toMatchObject({ paused_until: 0, total_periods: 24 });
  });

  it('resumes a paused plan at the first debit day past the cut-off', async () => {
    const t = app();
    await change(t, { change: 'pause', paused_until: 202508 });
    const res = await change(t, { change: 'resume' });
    expect(res.body.Result).toMatchObject({
      next_payment_date: '2025-04-10',
      plan: { paused_until: 0 },
    });
    expect(res.body.Result.plan.changes.map((entry: { change: string }) => entry.change)).toEqual([
      'payment_day',
      'pause',
      'resume',
    ]);
  });

  it('moves the plan to another saved card of the member that pays its last debit', async () => {
    const t = app();
    t.store.update((data) => {
      const card = data.cards.find((c) => c.cardlink_aid === FIXTURE.cards.wangExpiring);
      if (card) card.cardlink_exym = '203012';
    });
    const res = await change(t, { change: 'card', cardlink_aid: FIXTURE.cards.wangExpiring });
    expect(res.body.Result.plan).toMatchObject({ cardlink_no: '5430-45**-****-3333' });
  });
});

describe('change_ach_plan: refusals', () => {
  it.each<[string, object, number, string | RegExp]>([
    [
      'within the cut-off days before a debit',
      { change: 'skip' },
      422,
      PLAN_CHANGE_MESSAGES.windowClosed('2025-03-11', '2025-04-10'),
    ],
  ])('%s', async (_case, body, rc, message) => {
    const t = app();
    // The day before the debit of 2025-03-10 would run: set the plan's next debit to tomorrow.
    t.store.update((data) => {
      const plan = data.ach_plans.find((p) => p.ach_aid === active);
      if (plan) plan.next_payment_date = '2025-03-10';
    });
    expectRcError(await change(t, body), rc as 422, message);
  });

  it.each<[string, object, 404 | 409 | 422, string]>([
    ['an amount below the item minimum', amounts(50), 422, '什一奉獻: Minimum amount: NT$ 100'],
    [
      'a debit day 29',
      { change: 'payment_day', payment_date: 29 },
      422,
      RECURRING_MESSAGES.paymentDay,
    ],
    [
      'the same debit day',
      { change: 'payment_day', payment_date: 10 },
      422,
      PLAN_CHANGE_MESSAGES.sameValue,
    ],
    [
      'a pause past a year',
      { change: 'pause', paused_until: 202605 },
      422,
      PLAN_CHANGE_MESSAGES.pauseMonth,
    ],
    [
      'a pause in the past',
      { change: 'pause', paused_until: 202501 },
      422,
      PLAN_CHANGE_MESSAGES.pauseMonth,
    ],
    [
      'a card expiring before the last debit',
      { change: 'card', cardlink_aid: FIXTURE.cards.wangExpiring },
      422,
      PLAN_CHANGE_MESSAGES.cardExpires,
    ],
    [
      'resuming a plan that is not paused',
      { change: 'resume' },
      409,
      PLAN_CHANGE_MESSAGES.notPaused,
    ],
    ['an ended plan', { ach_aid: ended, change: 'skip' }, 409, PLAN_CHANGE_MESSAGES.notActive],
  ])('refuses %s', async (_case, body, rc, message) => {
    expectRcError(await change(app(), body), rc, message);
  });

  it.each<[string, object]>([
    [
      'another item',
      {
        ...amounts(3000),
        item_package: [{ item_aid: I.thanks, item_name: '', package_amount: 100 }],
      },
    ],
    ['no amounts', { change: 'amounts' }],
    ['an unknown change', { change: 'double' }],
    ['a card of another member', { change: 'card', cardlink_aid: FIXTURE.cards.chen }],
    ['a field the call does not know', { change: 'skip', note: 'x' }],
  ])('answers %s with a bad-request code, never 500', async (_case, body) => {
    const res = await change(app(), body);
    expect(res.status).toBe(400);
    expect(res.body.RC).toBe(400);
  });

  it('refuses another member’s plan', async () => {
    const res = await change(app(), { change: 'skip' }, chen);
    expect(res.status).toBe(403);
  });

  it('is not offered, and plans do not declare it, when the backend does not take changes', async () => {
    const t = app({ planChangeCutoffDays: null });
    expectRcError(await change(t, { change: 'skip' }), 422, PLAN_CHANGE_MESSAGES.notOffered);
    const plan = (await t.callAs(wang, 'get_ach_detail', { ach_aid: active })).body.Result;
    expect(plan).not.toHaveProperty('change_cutoff_days');
    expect(plan).not.toHaveProperty('changes');
  });
});

describe('王小明’s demo plans', () => {
  it('has a plan paused until a coming month and one with a change in its history', async () => {
    const t = app();
    const list = (await t.callAs(wang, 'get_ach_list', {})).body.Result as Array<{
      ach_aid: number;
      paused_until: number;
      changes: unknown[];
    }>;
    expect(list.find((plan) => plan.ach_aid === paused)?.paused_until).toBeGreaterThan(202503);
    expect(list.find((plan) => plan.ach_aid === active)?.changes).toHaveLength(1);
  });
});

// docs/decisions.md, "Recurring plans changed in place": a pause or a skip moves the debits off
// the first debit's calendar, so moving the end to the card's expiry counts the debits made and
// those from the next one, and keeps a plan only when it makes at least two in all.
describe('update_ach_setting: the end moved to the card’s expiry after a pause or a skip', () => {
  const endAtExpiry = (t: TestApp, expiry: number) => {
    t.store.update((data) => {
      const card = data.cards.find((c) => c.cardlink_aid === planOf(t, active)?.cardlink_aid);
      if (card) card.cardlink_exym = String(expiry);
    });
    return t.callAs(wang, 'update_ach_setting', { ach_aid: active, stop_pay_date: expiry });
  };
  /** Runs the plan's debits one by one until it ends: the months of those the card paid. */
  const debitsToCome = (t: TestApp): number[] => {
    const paid: number[] = [];
    for (let round = 0; round < 30; round += 1) {
      const next = planOf(t, active)?.next_payment_date ?? '';
      const debits = t.store
        .update((data) => runDebits(data, next, NOW))
        .filter((debit) => debit.ach_aid === active && debit.status === 0);
      if (debits.length === 0) return paid;
      paid.push(Number(next.slice(0, 7).replace('-', '')));
    }
    return paid;
  };

  it.each<[string, object[], number, { total_periods: number; stop_pay_date: number }]>([
    [
      'with no change (4 made, next 2025-04-10)',
      [],
      202506,
      { total_periods: 7, stop_pay_date: 202506 },
    ],
    [
      'after a pause until June',
      [{ change: 'pause', paused_until: 202506 }],
      202507,
      { total_periods: 6, stop_pay_date: 202507 },
    ],
    [
      'after a skipped debit',
      [{ change: 'skip' }],
      202506,
      { total_periods: 6, stop_pay_date: 202506 },
    ],
    [
      'after a pause until August, one debit to come',
      [{ change: 'pause', paused_until: 202508 }],
      202508,
      { total_periods: 5, stop_pay_date: 202508 },
    ],
  ])('%s', async (_case, changes, expiry, kept) => {
    const t = app();
    for (const body of changes) await change(t, body);
    const res = await endAtExpiry(t, expiry);
    expect(res.body).toMatchObject({ RC: 201, Result: { status: 0, ...kept } });
    // The plan as kept makes exactly that many debits, the last in the card's expiry month.
    const made = planOf(t, active)?.debited_days.length ?? 0;
    const toCome = debitsToCome(t);
    expect(made + toCome.length).toBe(kept.total_periods);
    expect(toCome.at(-1)).toBe(expiry);
    expect(planOf(t, active)?.status).toBe(3);
  });

  it.each<[string, object[], number, string]>([
    [
      'the card expires before the paused plan’s next debit',
      [{ change: 'pause', paused_until: 202508 }],
      202507,
      'the card expires before the next debit; please terminate this setting instead',
    ],
    [
      'a plan with no debit made whose first debit was skipped keeps one only',
      [{ change: 'skip' }],
      202505,
      RECURRING_MESSAGES.periodsMin,
    ],
  ])('refuses it when %s, keeping the plan', async (_case, changes, expiry, message) => {
    const t = app();
    // The second case's plan has made no debit yet: its first is the one skipped.
    if (message === RECURRING_MESSAGES.periodsMin) {
      t.store.update((data) => {
        const plan = data.ach_plans.find((p) => p.ach_aid === active);
        if (plan) Object.assign(plan, { debited_days: [], first_payment_date: '2025-04-10' });
      });
    }
    for (const body of changes) await change(t, body);
    const before = structuredClone(planOf(t, active));
    expectRcError(await endAtExpiry(t, expiry), 422, message);
    expect(planOf(t, active)).toEqual(before);
  });
});
