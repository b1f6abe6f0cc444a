import { taipeiDateTime, taipeiIsoToday } from '@eoffering/shared/rules';
import { defineRpc, signedInMember } from '../core/rpc';
import { activeStatus } from './plan-terms';
import { payingCard } from './rpcs';

/**
 * Beyond docs/api-contract.md (docs/decisions.md): the member moves every active plan (status 0, or 1 needs
 * adjustment) to one saved card of their own. Another member's card is refused (403); a plan that
 * ends after the card's expiry needs adjustment (status 1, docs/api-contract.md), any other becomes 0.
 */
export const cardUpdateAllRpc = defineRpc('ach_card_update_all', (body, ctx) =>
  ctx.store.update((data) => {
    const memberId = signedInMember(ctx).member_id;
    const card = payingCard(data, memberId, body.cardlink_aid, taipeiIsoToday(ctx.now()));
    const at = taipeiDateTime(ctx.now());
    const moved = data.ach_plans.filter(
      (plan) => plan.member_id === memberId && (plan.status === 0 || plan.status === 1),
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
);
