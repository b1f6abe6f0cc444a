import { recurringStatusView, type StatusView } from '@eoffering/shared/rules';

/**
 * spec 4, recurring records list: 0 reads 'active', 1 'needs adjustment', 2 'terminated' and
 * 3 'ended' (the list's words for the setting statuses), in the shared colours of those statuses;
 * the other statuses keep their shared labels.
 */
const LIST_STATES: Record<number, string> = {
  0: 'active',
  1: 'needsAdjustment',
  2: 'terminated',
  3: 'ended',
};

export const recurringListView = (status: number): StatusView => {
  const shared = recurringStatusView(status);
  const state = LIST_STATES[status];
  return state ? { labelKey: `member:recurring.state.${state}`, tone: shared.tone } : shared;
};
