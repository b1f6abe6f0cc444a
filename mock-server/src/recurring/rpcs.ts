import { badRequest, conflict, ownedBy, ruleBroken } from '../core/errors';
import { defineRead, defineRpc, defineUpdate, memberIn, signedInMember } from '../core/rpc';
import type { BodyOf, RpcContext } from '../core/rpc';
import { takeId, recordOf } from '../core/store';
import { isSavedCard } from '../member/member-views';
import { applyReceiptChoice } from '../member/receipt-choice';
import { priceLines } from '../payments/price-lines';
import type { AchPlanRecord, CardRecord, StoreShape } from '../store/collections';
import {
  RECURRING_MESSAGES,
  activeStatus,
  isActivePlan,
  newPlan,
  planPeriods,
  planTerms,
  toAchDetail,
} from './plan-terms';
import { changePlan, endPlanIn } from './plan-change';
import { monthOf, taipeiDateTime, taipeiIsoToday } from '@eoffering/shared/rules';

type SettingBody = BodyOf<'ach_setting_handle1'>;

const ownPlan = (data: StoreShape, ctx: RpcContext, achAid: number): AchPlanRecord =>
  ownedBy(recordOf(data, 'ach_plans', achAid), ctx.member?.member_id);

export const payingCard = (
  data: StoreShape,
  memberId: string,
  cardlinkAid: number,
  firstDay: string,
): CardRecord => {
  const saved = data.cards.find((card) => card.cardlink_aid === cardlinkAid && isSavedCard(card));
  const card = ownedBy(saved, memberId);
  if (Number(card.cardlink_exym) < monthOf(firstDay)) {
    throw ruleBroken(
      'this card expires before the first debit; please choose or bind another card',
    );
  }
  return card;
};

const createPlan = (
  data: StoreShape,
  ctx: RpcContext,
  body: SettingBody,
  cardlinkAid: number | null,
): { ach_aid: number } => {
  const now = ctx.now();
  const member = memberIn(data, ctx);
  if (member.member_social_identity === '') throw ruleBroken(RECURRING_MESSAGES.identity);
  // docs/api-contract.md sends no project_aid.
  const first = body.item_package[0];
  const item = first && data.project_items.find((known) => known.item_aid === first.item_aid);
  if (!item) throw badRequest([`item_package: item ${first?.item_aid ?? ''} is not a giving item`]);
  const priced = priceLines(data, item.project_aid, body.item_package, {
    recurring: true,
  });
  const terms = planTerms(body, taipeiIsoToday(now));
  const card =
    cardlinkAid === null
      ? null
      : payingCard(data, member.member_id, cardlinkAid, terms.first_payment_date);
  const at = taipeiDateTime(now);
  const plan = newPlan({
    ach_aid: takeId(data, 'ach_plans'),
    member_id: member.member_id,
    project_aid: priced.project.project_aid,
    status: card ? activeStatus(terms.stop_pay_date, card.cardlink_exym) : 6,
    ...terms,
    item_package: priced.item_package,
    cardlink_aid: card?.cardlink_aid ?? 0,
    ...applyReceiptChoice(data, body, member.member_id),
    build_datetime: at,
    activated_at: card ? at : null,
  });
  data.ach_plans.push(plan);
  return { ach_aid: plan.ach_aid };
};

export const recurringRpcs = [
  defineUpdate('ach_setting_handle1', (body, ctx, data) => createPlan(data, ctx, body, null)),
  defineUpdate('ach_setting_handle2', (body, ctx, data) =>
    createPlan(data, ctx, body, body.cardlink_aid),
  ),
  defineRead('get_ach_detail', (body, ctx, data) =>
    toAchDetail(data, ownPlan(data, ctx, body.ach_aid), ctx.settings.planChangeCutoffDays),
  ),
  // Plans whose card page never completed are not recurring records yet.
  defineRead('get_ach_list', (_body, ctx, data) =>
    data.ach_plans
      .filter((plan) => plan.member_id === ctx.member?.member_id && plan.activated_at !== null)
      .sort((a, b) => b.ach_aid - a.ach_aid)
      .map((plan) => toAchDetail(data, plan, ctx.settings.planChangeCutoffDays)),
  ),
  defineRpc('change_ach_plan', (body, ctx) => {
    const cutoff = ctx.settings.planChangeCutoffDays;
    const change = (data: StoreShape) =>
      changePlan(data, ownPlan(data, ctx, body.ach_aid), body, cutoff, ctx.now());
    // A preview keeps nothing, so it only reads.
    return body.preview ? change(ctx.store.read()) : ctx.store.update(change);
  }),
  // Nothing else may be changed: a new frequency needs a new setting (docs/api-contract.md).
  defineUpdate('update_ach_setting', (body, ctx, data) => {
    const plan = ownPlan(data, ctx, body.ach_aid);
    if (!isActivePlan(plan)) throw conflict(RECURRING_MESSAGES.notActive);
    if (body.stop_pay_date === 0) {
      plan.total_periods = planPeriods(plan);
      plan.stopped_as = plan.status === 1 ? 'cancelled' : 'terminated';
      plan.status = 2;
      plan.stop_pay_date = 0;
    } else {
      const card = recordOf(data, 'cards', plan.cardlink_aid);
      if (!card || body.stop_pay_date !== Number(card.cardlink_exym)) {
        throw ruleBroken(
          "the end of a recurring giving setting can only be moved to its card's expiry, or set to 0 to terminate it",
        );
      }
      endPlanIn(plan, body.stop_pay_date);
      plan.status = activeStatus(plan.stop_pay_date, card.cardlink_exym);
    }
    plan.last_mod_time = taipeiDateTime(ctx.now());
    return toAchDetail(data, plan);
  }),
  // Beyond docs/api-contract.md (docs/decisions.md).
  defineUpdate('ach_card_update_all', (body, ctx, data) => {
    const memberId = signedInMember(ctx).member_id;
    const card = payingCard(data, memberId, body.cardlink_aid, taipeiIsoToday(ctx.now()));
    const at = taipeiDateTime(ctx.now());
    const moved = data.ach_plans.filter(
      (plan) => plan.member_id === memberId && isActivePlan(plan),
    );
    for (const plan of moved) {
      plan.cardlink_aid = card.cardlink_aid;
      plan.status = activeStatus(plan.stop_pay_date, card.cardlink_exym);
      plan.last_mod_time = at;
    }
    return {
      cardlink_aid: card.cardlink_aid,
      ach_aids: moved.map((plan) => plan.ach_aid),
      needs_adjustment: moved.filter((plan) => plan.status === 1).map((plan) => plan.ach_aid),
    };
  }),
];
