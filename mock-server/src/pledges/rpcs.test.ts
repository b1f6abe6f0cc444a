import { CAMPAIGN_FIXTURE } from '../fixtures/fixture-ids';
import { FIXTURE } from '../fixtures/fixture-ids';
import { expectRcError } from '../../test-support/rc-error';
import { callRpc, testApp } from '../../test-support/test-app';
import { PLEDGE_MESSAGES } from './rpcs';

const W = FIXTURE.members.wang;
const C = FIXTURE.members.chen;
const { building, general } = FIXTURE.projects;
const NOW = new Date('2026-11-28T04:00:00Z');
const wangPledge = CAMPAIGN_FIXTURE.wangPledge;

describe('the building fund as a campaign (docs/api-contract.md, campaigns and pledges)', () => {
  it('answers its goal, end day, given so far and givers; other projects carry none', async () => {
    const t = testApp({ now: NOW });
    const list = await callRpc(t, 'get_project_info_list', {
      url_rewrite_id: t.settings.churchRewriteId,
    });
    const byAid = new Map(list.body.Result.map((p: { project_aid: number }) => [p.project_aid, p]));
    expect(byAid.get(building)).toMatchObject({
      goal_amount: 5_000_000,
      goal_end_date: '2027-03-28',
      given_amount: 1_290_000,
      giver_count: 4,
    });
    expect(byAid.get(general)).not.toHaveProperty('goal_amount');
    expect(byAid.get(general)).not.toHaveProperty('given_amount');
  });

  it('counts a new successful giving at once, and a member once however often they give', async () => {
    const t = testApp({ now: NOW });
    t.store.update((data) => {
      const giving = structuredClone(data.givings.find((g) => g.offering_aid === 1401)!);
      data.givings.push({ ...giving, offering_aid: 1501, member_id: W, amount: 5_000 });
      data.givings.push({ ...giving, offering_aid: 1502, member_id: W, amount: 3_000, status: 2 });
      data.givings.push({
        ...giving,
        offering_aid: 1503,
        member_id: W,
        amount: 2_100,
        fee_amount: 100,
      });
    });
    const detail = await callRpc(t, 'get_project_info_detail', { project_aid: building });
    expect(detail.body.Result).toMatchObject({ given_amount: 1_297_000, giver_count: 4 });
  });
});

describe('pledges', () => {
  it("lists the member's own pledge with what was given towards it since it was made", async () => {
    const t = testApp({ now: NOW });
    const res = await t.callAs(W, 'get_pledge_list', {});
    expect(res.body).toMatchObject({ RC: 501 });
    expect(res.body.Result).toEqual([
      {
        pledge_aid: wangPledge.pledge_aid,
        project_aid: building,
        project_name: '建堂基金',
        project_name_en: 'Building fund',
        pledge_amount: 240_000,
        pledge_months: 24,
        pledge_date: '2025-03-01',
        given_amount: 10_000,
      },
    ]);
    expect((await t.callAs(C, 'get_pledge_list', {})).body.Result).toEqual([]);
  });

  it('adds a pledge from today (RC 101); a second one to the same project is RC 409', async () => {
    const t = testApp({ now: NOW });
    const added = await t.callAs(C, 'add_pledge', {
      project_aid: building,
      pledge_amount: 36_000,
      pledge_months: 12,
    });
    expect(added.body).toMatchObject({
      RC: 101,
      Result: { project_aid: building, pledge_date: '2026-11-28', given_amount: 0 },
    });
    const again = await t.callAs(C, 'add_pledge', {
      project_aid: building,
      pledge_amount: 1_000,
      pledge_months: 1,
    });
    expectRcError(again, 409, PLEDGE_MESSAGES.alreadyPledged);
  });

  it.each([
    ['a project without a goal', { project_aid: general }, 422, PLEDGE_MESSAGES.notACampaign],
    ['an unknown project', { project_aid: 99 }, 404, 'no data'],
  ] as const)('refuses a pledge to %s', async (_case, body, rc, message) => {
    const t = testApp({ now: NOW });
    const res = await t.callAs(C, 'add_pledge', {
      ...body,
      pledge_amount: 1_000,
      pledge_months: 1,
    });
    expectRcError(res, rc, message);
  });

  it('refuses a pledge, or a change, once the campaign has ended (Taipei day after its last)', async () => {
    const t = testApp({ now: NOW });
    // The last day is 120 Taipei days after seeding; 16:00 UTC is midnight in Taipei.
    t.setNow(new Date('2027-03-28T16:00:00Z'));
    const add = await t.callAs(C, 'add_pledge', {
      project_aid: building,
      pledge_amount: 1_000,
      pledge_months: 1,
    });
    expectRcError(add, 422, PLEDGE_MESSAGES.campaignEnded);
    const change = await t.callAs(W, 'update_pledge', {
      pledge_aid: wangPledge.pledge_aid,
      pledge_amount: 1_000,
      pledge_months: 1,
    });
    expectRcError(change, 422, PLEDGE_MESSAGES.campaignEnded);
  });

  it.each([
    ['no amount', { project_aid: building, pledge_months: 1 }],
    ['an amount of 0', { project_aid: building, pledge_amount: 0, pledge_months: 1 }],
    ['a fraction', { project_aid: building, pledge_amount: 10.5, pledge_months: 1 }],
    ['over ten million', { project_aid: building, pledge_amount: 10_000_001, pledge_months: 1 }],
    ['37 months', { project_aid: building, pledge_amount: 1_000, pledge_months: 37 }],
    ['text', { project_aid: building, pledge_amount: '1000', pledge_months: 1 }],
    ['an unknown field', { project_aid: building, pledge_amount: 1, pledge_months: 1, x: 1 }],
  ])('answers bad input (%s) with 400, never 500', async (_case, body) => {
    const t = testApp({ now: NOW });
    const res = await t.callAs(C, 'add_pledge', body);
    expect(res.status).toBe(400);
    expect(res.body.RC).toBe(400);
  });

  it('a guest is asked to sign in (401)', async () => {
    const t = testApp({ now: NOW });
    expect((await callRpc(t, 'get_pledge_list', {})).status).toBe(401);
  });

  it('changes and withdraws an own pledge; another member’s is 403 and stays', async () => {
    const t = testApp({ now: NOW });
    const other = await t.callAs(C, 'update_pledge', {
      pledge_aid: wangPledge.pledge_aid,
      pledge_amount: 1,
      pledge_months: 1,
    });
    expect(other.status).toBe(403);
    expect(
      (await t.callAs(C, 'withdraw_pledge', { pledge_aid: wangPledge.pledge_aid })).status,
    ).toBe(403);
    expect(t.store.read().pledges).toHaveLength(1);

    const changed = await t.callAs(W, 'update_pledge', {
      pledge_aid: wangPledge.pledge_aid,
      pledge_amount: 300_000,
      pledge_months: 30,
    });
    expect(changed.body).toMatchObject({
      RC: 201,
      Result: { pledge_amount: 300_000, pledge_months: 30, given_amount: 10_000 },
    });
    const withdrawn = await t.callAs(W, 'withdraw_pledge', { pledge_aid: wangPledge.pledge_aid });
    expect(withdrawn.body).toMatchObject({ RC: 301, Result: { pledge_aid: 1 } });
    expect(t.store.read().pledges).toEqual([]);
    expectRcError(
      await t.callAs(W, 'withdraw_pledge', { pledge_aid: wangPledge.pledge_aid }),
      404,
      'no data',
    );
  });
});
