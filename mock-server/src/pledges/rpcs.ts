import { taipeiDateTime, taipeiIsoToday } from '@eoffering/shared/rules';
import type { Pledge } from '@eoffering/shared/contract';
import { conflict, found, ownedBy, ruleBroken } from '../core/errors';
import { defineRead, defineUpdate, signedInMember, type RpcContext } from '../core/rpc';
import { recordOf, takeId } from '../core/store';
import { projectNames } from '../givings/giving-detail';
import { givenTotal, projectGivings } from '../projects/campaign-figures';
import type { PledgeRecord, ProjectRecord, StoreShape } from '../store/collections';
import messages from './messages.json';

export const PLEDGE_MESSAGES = messages;

/** A campaign still open on the Taipei day of `now`, else the rule it breaks. */
const openCampaign = (data: StoreShape, projectAid: number, now: Date): ProjectRecord => {
  const project = found(recordOf(data, 'projects', projectAid));
  if (project.goal_amount === undefined || project.goal_end_date === undefined) {
    throw ruleBroken(PLEDGE_MESSAGES.notACampaign);
  }
  if (project.goal_end_date < taipeiIsoToday(now)) throw ruleBroken(PLEDGE_MESSAGES.campaignEnded);
  return project;
};

/** The caller's own pledge: another member's is refused as theirs (docs/security-model.md). */
const ownPledge = (data: StoreShape, ctx: RpcContext, pledgeAid: number): PledgeRecord =>
  ownedBy(recordOf(data, 'pledges', pledgeAid), signedInMember(ctx).member_id);

const toPledge = (data: StoreShape, pledge: PledgeRecord): Pledge => {
  const mine = { memberId: pledge.member_id, since: pledge.pledge_date };
  const given = givenTotal(projectGivings(data, pledge.project_aid, mine));
  return { ...pledge, ...projectNames(data, pledge.project_aid), given_amount: given };
};

/** docs/api-contract.md, 'Campaigns and pledges': a promise to give, never a debit. */
export const pledgeRpcs = [
  defineRead('get_pledge_list', (_body, ctx, data) => {
    const memberId = signedInMember(ctx).member_id;
    return data.pledges
      .filter((pledge) => pledge.member_id === memberId)
      .sort((a, b) => b.pledge_aid - a.pledge_aid)
      .map((pledge) => toPledge(data, pledge));
  }),

  defineUpdate('add_pledge', (body, ctx, data) => {
    const memberId = signedInMember(ctx).member_id;
    openCampaign(data, body.project_aid, ctx.now());
    if (data.pledges.some((p) => p.member_id === memberId && p.project_aid === body.project_aid)) {
      throw conflict(PLEDGE_MESSAGES.alreadyPledged);
    }
    const pledge: PledgeRecord = {
      pledge_aid: takeId(data, 'pledges'),
      member_id: memberId,
      project_aid: body.project_aid,
      pledge_amount: body.pledge_amount,
      pledge_months: body.pledge_months,
      pledge_date: taipeiIsoToday(ctx.now()),
      last_mod_time: taipeiDateTime(ctx.now()),
    };
    data.pledges.push(pledge);
    return toPledge(data, pledge);
  }),

  defineUpdate('update_pledge', (body, ctx, data) => {
    const pledge = ownPledge(data, ctx, body.pledge_aid);
    openCampaign(data, pledge.project_aid, ctx.now());
    pledge.pledge_amount = body.pledge_amount;
    pledge.pledge_months = body.pledge_months;
    pledge.last_mod_time = taipeiDateTime(ctx.now());
    return toPledge(data, pledge);
  }),

  // Withdrawing is allowed after the campaign ended too: a promise is the member's to take back.
  defineUpdate('withdraw_pledge', (body, ctx, data) => {
    const pledge = ownPledge(data, ctx, body.pledge_aid);
    data.pledges = data.pledges.filter((candidate) => candidate !== pledge);
    return { pledge_aid: pledge.pledge_aid };
  }),
];
