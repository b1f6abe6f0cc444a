import type { RequestOf, ResultOf } from '@eoffering/shared/contract';
import {
  cardCoversPlan,
  changeWindow,
  endInMonth,
  isPaymentDay,
  lastDebitFrom,
  monthOf,
  nextAfterPause,
  nextAfterResume,
  nextAfterSkip,
  nextWithPaymentDay,
  pauseMonths,
  PERIODS_MIN,
  perPeriodTotal,
  taipeiDateTime,
  taipeiIsoToday,
  type PlanCourse,
} from '@eoffering/shared/rules';
import { badRequest, conflict, ruleBroken } from '../core/errors';
import { recordOf } from '../core/store';
import { withValues } from '../core/texts';
import { checkItemLines } from '../givings/item-lines';
import { isSavedCard } from '../member/member-views';
import type { AchPlanRecord, StoreShape } from '../store/collections';
import messages from './messages.json';
import { planPeriods, RECURRING_MESSAGES, toAchDetail } from './plan-terms';

type ChangeBody = RequestOf<'change_ach_plan'>;

export const PLAN_CHANGE_MESSAGES = {
  ...messages.planChange,
  notActive: RECURRING_MESSAGES.notActive,
  windowClosed: (reopensOn: string, effectiveFrom: string) =>
    withValues(messages.planChange.windowClosed, { reopensOn, effectiveFrom }),
};

const courseOf = (plan: AchPlanRecord): PlanCourse => ({
  next_payment_date: plan.next_payment_date,
  frequency: plan.frequency,
  payment_date: plan.payment_date,
  total_periods: planPeriods(plan),
  paid_periods: plan.debited_days.length,
});

const field = <T>(value: T | undefined, name: string): T => {
  if (value === undefined) throw badRequest([`${name}: required for this change`]);
  return value;
};

const debitedTotal = (data: StoreShape, plan: AchPlanRecord): number =>
  data.givings
    .filter((giving) => giving.ach_aid === plan.ach_aid && giving.status === 0)
    .reduce((sum, giving) => sum + perPeriodTotal(giving.item_package), 0);

// docs/decisions.md, "Recurring plans changed in place".
const applyChange = (
  data: StoreShape,
  plan: AchPlanRecord,
  body: ChangeBody,
  cutoffDays: number,
  today: string,
): { from: string; to: string } => {
  const course = courseOf(plan);
  const paused = (plan.paused_until ?? 0) > 0;
  const moveNext = (next: string) => {
    const from = plan.next_payment_date;
    plan.next_payment_date = next;
    plan.stop_pay_date = monthOf(lastDebitFrom(course, next));
    return { from, to: next };
  };
  switch (body.change) {
    case 'amounts': {
      const lines = field(body.item_package, 'item_package');
      const own = new Set(plan.item_package.map((line) => line.item_aid));
      if (lines.length !== own.size || lines.some((line) => !own.has(line.item_aid))) {
        throw badRequest([PLAN_CHANGE_MESSAGES.sameItems]);
      }
      const priced = checkItemLines(data, plan.project_aid, lines, { recurring: true });
      const from = perPeriodTotal(plan.item_package);
      plan.item_package = priced;
      return { from: String(from), to: String(perPeriodTotal(priced)) };
    }
    case 'payment_day': {
      const day = field(body.payment_date, 'payment_date');
      if (!isPaymentDay(day)) throw ruleBroken(RECURRING_MESSAGES.paymentDay);
      if (day === plan.payment_date) throw ruleBroken(PLAN_CHANGE_MESSAGES.sameValue);
      const from = String(plan.payment_date);
      plan.payment_date = day;
      // A paused plan keeps its month: only the day of its next debit moves.
      const next = paused
        ? `${plan.next_payment_date.slice(0, 8)}${String(day).padStart(2, '0')}`
        : nextWithPaymentDay(course, day, cutoffDays, today);
      moveNext(next);
      return { from, to: String(day) };
    }
    case 'card': {
      const cardlinkAid = field(body.cardlink_aid, 'cardlink_aid');
      if (cardlinkAid === plan.cardlink_aid) throw ruleBroken(PLAN_CHANGE_MESSAGES.sameValue);
      const card = data.cards.find(
        (candidate) =>
          candidate.cardlink_aid === cardlinkAid &&
          candidate.member_id === plan.member_id &&
          isSavedCard(candidate),
      );
      if (!card) throw badRequest(['cardlink_aid: not one of your saved cards']);
      if (!cardCoversPlan(lastDebitFrom(course, plan.next_payment_date), card.cardlink_exym)) {
        throw ruleBroken(PLAN_CHANGE_MESSAGES.cardExpires);
      }
      const from = recordOf(data, 'cards', plan.cardlink_aid)?.cardlink_no ?? '';
      plan.cardlink_aid = card.cardlink_aid;
      return { from, to: card.cardlink_no };
    }
    case 'pause': {
      const until = field(body.paused_until, 'paused_until');
      if (!pauseMonths(course).includes(until)) throw ruleBroken(PLAN_CHANGE_MESSAGES.pauseMonth);
      plan.paused_until = until;
      return moveNext(nextAfterPause(course, until));
    }
    case 'skip':
      if (paused) throw conflict(PLAN_CHANGE_MESSAGES.paused);
      return moveNext(nextAfterSkip(course));
    case 'resume':
      if (!paused) throw conflict(PLAN_CHANGE_MESSAGES.notPaused);
      plan.paused_until = 0;
      return moveNext(nextAfterResume(course, cutoffDays, today));
  }
};

// A pause or a skip moved the debits off the first debit's calendar (docs/api-contract.md).
export const endPlanIn = (plan: AchPlanRecord, stopMonth: number): void => {
  const end = endInMonth(courseOf(plan), stopMonth);
  if (end.remaining === 0) throw ruleBroken(PLAN_CHANGE_MESSAGES.endBeforeNext);
  // docs/screens/giving.md: a plan makes at least two debits, however its end is moved.
  if (end.periods < PERIODS_MIN) throw ruleBroken(RECURRING_MESSAGES.periodsMin);
  plan.total_periods = end.periods;
  plan.stop_pay_date = end.lastMonth;
};

export const changePlan = (
  data: StoreShape,
  plan: AchPlanRecord,
  body: ChangeBody,
  cutoffDays: number | null,
  now: Date,
): ResultOf<'change_ach_plan'> => {
  if (cutoffDays === null) throw ruleBroken(PLAN_CHANGE_MESSAGES.notOffered);
  if (plan.status !== 0) throw conflict(PLAN_CHANGE_MESSAGES.notActive);
  const today = taipeiIsoToday(now);
  const window = changeWindow(courseOf(plan), cutoffDays, today);
  if (!window.open) {
    throw ruleBroken(PLAN_CHANGE_MESSAGES.windowClosed(window.reopensOn, window.effectiveFrom));
  }
  const target: AchPlanRecord = body.preview ? structuredClone(plan) : plan;
  const { from, to } = applyChange(data, target, body, cutoffDays, today);
  // The card pays the plan through its (maybe later) last debit, as at setup (docs/decisions.md).
  const card = recordOf(data, 'cards', target.cardlink_aid);
  const last = lastDebitFrom(courseOf(target), target.next_payment_date);
  if (!card || !cardCoversPlan(last, card.cardlink_exym)) {
    throw ruleBroken(PLAN_CHANGE_MESSAGES.cardExpires);
  }
  if (!body.preview) {
    const at = taipeiDateTime(now);
    target.last_mod_time = at;
    target.changes = [...(target.changes ?? []), { changed_at: at, change: body.change, from, to }];
  }
  const amount = perPeriodTotal(target.item_package);
  const remaining = planPeriods(target) - target.debited_days.length;
  return {
    preview: body.preview,
    next_payment_date: target.next_payment_date,
    next_amount: amount,
    total_amount: debitedTotal(data, target) + remaining * amount,
    last_payment_date: last,
    stop_pay_date: target.stop_pay_date,
    plan: toAchDetail(data, target, cutoffDays),
  };
};
