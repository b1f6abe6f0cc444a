import type { ResultOf } from '@eoffering/shared/contract';
import { perPeriodTotal } from '@eoffering/shared/rules';
import type { AchPlanRecord, StoreShape } from '../store/collections';
import { planPeriods } from './plan-terms';

/** A stored plan as detail and list answer it (docs/api-contract.md recurring setting, docs/screens/giving.md result page). */
export const toAchDetail = (
  data: StoreShape,
  plan: AchPlanRecord,
  /** The plan-change cut-off (settings.planChangeCutoffDays); null: the capability is not declared. */
  cutoffDays: number | null = null,
): ResultOf<'get_ach_detail'> => {
  const card = data.cards.find((candidate) => candidate.cardlink_aid === plan.cardlink_aid);
  const paid = plan.debited_days.length;
  const total = planPeriods(plan);
  return {
    ach_aid: plan.ach_aid,
    project_aid: plan.project_aid,
    status: plan.status,
    next_payment_date: plan.next_payment_date,
    frequency: plan.frequency,
    payment_date: plan.payment_date,
    stop_pay_date: plan.stop_pay_date,
    currency: plan.currency,
    item_package: plan.item_package,
    cardlink_aid: plan.cardlink_aid,
    cardlink_no: card?.cardlink_no ?? '',
    cardlink_userlbl: card?.cardlink_userlbl ?? '',
    cardlink_exym: card?.cardlink_exym ?? '',
    invoice_title_aid: plan.invoice_title_aid,
    invoice_title: plan.invoice_title,
    invoice_tax_id: plan.invoice_tax_id,
    build_datetime: plan.build_datetime,
    last_mod_time: plan.last_mod_time,
    // Debits made out of all periods, e.g. '3/12'; the front end words it per language.
    period_desc: `${paid}/${total}`,
    backend_comment: plan.backend_comment,
    stopped_as: plan.status === 2 ? (plan.stopped_as ?? 'terminated') : '',
    first_payment_date: plan.first_payment_date,
    total_periods: total,
    paid_periods: paid,
    amount: perPeriodTotal(plan.item_package),
    ...(cutoffDays === null
      ? {}
      : {
          change_cutoff_days: cutoffDays,
          paused_until: plan.paused_until ?? 0,
          changes: plan.changes ?? [],
        }),
  };
};
