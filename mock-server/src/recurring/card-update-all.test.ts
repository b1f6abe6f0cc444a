import { PAYMENT_FIXTURE } from '../fixtures/fixture-ids';
import { FIXTURE } from '../fixtures/fixture-ids';
import { buildFixtures } from '../fixtures';
import { expectRcError } from '../../test-support/rc-error';
import { callRpc, testApp } from '../../test-support/test-app';
import type { TestApp } from '../../test-support/test-app';

const { wang, chen } = FIXTURE.members;
const { plans } = PAYMENT_FIXTURE;
const NOW = new Date('2025-03-10T02:00:00Z');

/** The fixtures plus one active plan of 陳美玲 on her own card, to prove it is never touched. */
const CHEN_PLAN = 90;
const app = (): TestApp => {
  const data = buildFixtures(NOW);
  const wangActive = data.ach_plans.find((plan) => plan.ach_aid === plans.active);
  if (!wangActive) throw new Error('no active fixture plan');
  data.ach_plans.push({
    ...structuredClone(wangActive),
    ach_aid: CHEN_PLAN,
    member_id: chen,
    cardlink_aid: FIXTURE.cards.chen,
  });
  return testApp({ now: NOW, data });
};

const moveAll = (t: TestApp, cardlinkAid: number, member: string = wang) =>
  t.callAs(member, 'ach_card_update_all', { cardlink_aid: cardlinkAid });

const planOf = (t: TestApp, achAid: number) =>
  t.store.read().ach_plans.find((plan) => plan.ach_aid === achAid);

describe('ach_card_update_all: one card for every active plan', () => {
  it('moves only the member’s active plans and lists them; ended and terminated plans keep their card', async () => {
    const t = app();
    const res = await moveAll(t, FIXTURE.cards.wangPlan);
    expect(res.body).toEqual({
      RC: 201,
      RM: expect.any(String),
      Result: {
        cardlink_aid: FIXTURE.cards.wangPlan,
        ach_aids: [plans.active, plans.needsAdjustment, plans.paused],
        needs_adjustment: [],
      },
    });
    // The card runs 36 months, past both plans' ends: the plan that needed adjustment is active.
    expect(planOf(t, plans.needsAdjustment)).toMatchObject({
      cardlink_aid: FIXTURE.cards.wangPlan,
      status: 0,
    });
    expect(planOf(t, plans.active)).toMatchObject({
      cardlink_aid: FIXTURE.cards.wangPlan,
      status: 0,
    });
    expect(planOf(t, plans.terminated)?.status).toBe(2);
    expect(planOf(t, plans.ended)?.status).toBe(3);
    expect(planOf(t, CHEN_PLAN)).toMatchObject({
      cardlink_aid: FIXTURE.cards.chen,
      member_id: chen,
    });
  });

  it('marks a plan that would end after the card’s expiry as needing adjustment (status 1)', async () => {
    const t = app();
    const res = await moveAll(t, FIXTURE.cards.wangExpiring);
    expect(res.body.Result).toEqual({
      cardlink_aid: FIXTURE.cards.wangExpiring,
      ach_aids: [plans.active, plans.needsAdjustment, plans.paused],
      needs_adjustment: [plans.active, plans.needsAdjustment, plans.paused],
    });
    expect(planOf(t, plans.active)).toMatchObject({
      cardlink_aid: FIXTURE.cards.wangExpiring,
      status: 1,
    });
  });

  it('refuses another member’s card with 403 and changes nothing', async () => {
    const t = app();
    const before = structuredClone(t.store.read().ach_plans);
    const res = await moveAll(t, FIXTURE.cards.chen);
    expect(res.status).toBe(403);
    expect(t.store.read().ach_plans).toEqual(before);
  });

  it('moves the other member’s plans only when that member asks, never the caller’s', async () => {
    const t = app();
    const res = await moveAll(t, FIXTURE.cards.chen, chen);
    expect(res.body.Result).toMatchObject({ ach_aids: [CHEN_PLAN] });
    expect(planOf(t, plans.active)?.cardlink_aid).toBe(FIXTURE.cards.wangPlan);
  });

  it.each([
    ['a failed binding', FIXTURE.cards.wangFailed],
    ['no such card', 9999],
  ])('answers "no data" for %s', async (_label, cardlinkAid) => {
    const t = app();
    expectRcError(await moveAll(t, cardlinkAid), 404, 'no data');
    expect(planOf(t, plans.active)?.cardlink_aid).toBe(FIXTURE.cards.wangPlan);
  });

  it('needs a signed-in member', async () => {
    const t = app();
    const res = await callRpc(t, 'ach_card_update_all', { cardlink_aid: FIXTURE.cards.wangPlan });
    expect(res.status).toBe(401);
  });
});
