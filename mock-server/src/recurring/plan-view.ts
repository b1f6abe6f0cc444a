import type { ResultOf } from '@eoffering/shared/contract';
import { perPeriodTotal } from '@eoffering/shared/rules';
import type { AchPlanRecord, StoreShape } from '../store/collections';
import { planPeriods } from './plan-terms';

// mountRpcs' result schema drops the record's fields the contract does not name.
export const toAchDetail = (
  data: StoreShape,
  plan: AchPlanRecord,
  cutoffDays: number | null = null,
): ResultOf<'get_ach_detail'> => {
  const card = data.cards.find((candidate) => candidate.cardlink_aid === plan.cardlink_aid);
  const paid = plan.debited_days.length;
  const total = planPeriods(plan);
  return {
    ...plan,
    cardlink_no: card?.cardlink_no ?? '',
    cardlink_userlbl: card?.cardlink_userlbl ?? '',
    cardlink_exym: card?.cardlink_exym ?? '',
    // The front end words it per language.
    period_desc: `${paid}/${total}`,
    stopped_as: plan.status === 2 ? (plan.stopped_as ?? 'terminated') : '',
    total_periods: total,
    paid_periods: paid,
    amount: perPeriodTotal(plan.item_package),
    ...(cutoffDays === null
      ? { paused_until: undefined, changes: undefined }
      : {
          change_cutoff_days: cutoffDays,
          paused_until: plan.paused_until ?? 0,
          changes: plan.changes ?? [],
        }),
  };
};
