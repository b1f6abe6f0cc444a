import type { BadgeTone } from '@eoffering/shared/flows';
import { recurringStatusView, type StatusView } from '@eoffering/shared/rules';
import type { ResultOf } from '@eoffering/shared/contract';

/** One setting of the recurring list, with its periods and per-period total. */
export type RecurringPlan = ResultOf<'get_ach_list'>[number];

/**
 * The recurring list's own states (docs/screens/member-centre.md list semantics, docs/screens/member-centre.md): each has
 * its own words and its own colour, so a plan that ran its course never looks like one the member
 * stopped, and a cancelled plan never reads as terminated.
 */
export type PlanState =
  'active' | 'paused' | 'needsAdjustment' | 'terminated' | 'cancelled' | 'ended';

/**
 * Each list state's colour: a plan that ran its course is the calm blue of information, never the
 * red of a stop, and one cancelled before it needed anything more is a quiet grey.
 */
const PLAN_STATE_TONES: Record<PlanState, BadgeTone> = {
  active: 'success',
  // A paused plan waits for its month (docs/decisions.md, "Recurring plans changed in place"); its words
  // tell it from a plan needing adjustment.
  paused: 'pending',
  needsAdjustment: 'pending',
  terminated: 'failure',
  cancelled: 'neutral',
  ended: 'info',
};

export type PlanStateView =
  { kind: 'list'; state: PlanState; tone: BadgeTone } | { kind: 'shared'; view: StatusView };

const stateOf = ({
  status,
  stopped_as: stoppedAs,
  paused_until: pausedUntil,
}: Pick<RecurringPlan, 'status' | 'stopped_as' | 'paused_until'>) => {
  switch (status) {
    case 0:
      return (pausedUntil ?? 0) > 0 ? 'paused' : 'active';
    case 1:
      return 'needsAdjustment';
    case 2:
      return stoppedAs === 'cancelled' ? 'cancelled' : 'terminated';
    case 3:
      return 'ended';
    default:
      return null;
  }
};

/** The list state of a plan; statuses the list has no word of its own for keep the shared one. */
export const recurringListView = (
  plan: Pick<RecurringPlan, 'status' | 'stopped_as' | 'paused_until'>,
): PlanStateView => {
  const state = stateOf(plan);
  return state
    ? { kind: 'list', state, tone: PLAN_STATE_TONES[state] }
    : { kind: 'shared', view: recurringStatusView(plan.status) };
};
