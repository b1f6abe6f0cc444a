import { takeId } from '../core/store';
import { memberAsDonor, newGiving } from '../givings/new-giving';
import type { GivingRecord, GivingStatus, StoreShape } from '../store/collections';
import { isActivePlan, planPeriods } from './plan-terms';
import { addMonths, cardValidOn, monthOf, taipeiDateTime } from '@eoffering/shared/rules';

export type DebitResult = Pick<GivingRecord, 'ach_aid' | 'offering_aid' | 'status'>;

// One attempt per debit day (docs/api-contract.md): running a day again charges nothing.
export const runDebits = (data: StoreShape, day: string, now: Date): DebitResult[] => {
  const cardType = data.payment_types.find((type) => type.purpose === 'do_tra_type_crdo');
  const results: DebitResult[] = [];
  for (const plan of data.ach_plans) {
    if (!isActivePlan(plan) || plan.next_payment_date !== day || plan.debited_days.includes(day)) {
      continue;
    }
    const card = data.cards.find((candidate) => candidate.cardlink_aid === plan.cardlink_aid);
    const payable = card !== undefined && !card.removed && cardValidOn(card.cardlink_exym, day);
    const member = data.members.find((candidate) => candidate.member_id === plan.member_id);
    const status: GivingStatus = payable ? 0 : 2;
    const giving = newGiving({
      offering_aid: takeId(data, 'givings'),
      project_aid: plan.project_aid,
      member_id: plan.member_id,
      offering_build_datetime: `${day} ${taipeiDateTime(now).slice(11)}`,
      item_package: plan.item_package.map((line) => ({ ...line })),
      pay_method: 'CREDIT',
      type_aid: cardType?.type_aid ?? 1,
      status,
      tra_result: payable ? '0' : 'Transaction failed: the saved card has expired or was removed',
      transaction_id: `ACH${plan.ach_aid}${day.replace(/-/g, '')}`,
      donor: member ? memberAsDonor(member) : null,
      invoice_title_aid: plan.invoice_title_aid,
      invoice_title: plan.invoice_title,
      invoice_tax_id: plan.invoice_tax_id,
      ach_aid: plan.ach_aid,
    });
    data.givings.push(giving);
    plan.debited_days.push(day);
    // A paused plan's next debit is the first of its pause's month: the pause is over.
    if (plan.paused_until) plan.paused_until = 0;
    plan.next_payment_date = addMonths(day, plan.frequency);
    plan.last_mod_time = taipeiDateTime(now);
    if (
      plan.debited_days.length >= planPeriods(plan) ||
      monthOf(plan.next_payment_date) > plan.stop_pay_date
    ) {
      plan.status = 3;
    }
    results.push({ ach_aid: plan.ach_aid, offering_aid: giving.offering_aid, status });
  }
  return results;
};
