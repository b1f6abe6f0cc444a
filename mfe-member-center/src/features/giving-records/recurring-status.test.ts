import { recurringListView, type RecurringPlan } from './recurring-status';

describe('recurringListView (recurring records list)', () => {
  it.each<
    [
      RecurringPlan['status'],
      RecurringPlan['stopped_as'],
      ReturnType<typeof recurringListView>,
      number?,
    ]
  >([
    [0, '', { kind: 'list', state: 'active', tone: 'success' }],
    [0, '', { kind: 'list', state: 'paused', tone: 'pending' }, 202703],
    [1, '', { kind: 'list', state: 'needsAdjustment', tone: 'pending' }],
    [2, 'terminated', { kind: 'list', state: 'terminated', tone: 'failure' }],
    [2, 'cancelled', { kind: 'list', state: 'cancelled', tone: 'neutral' }],
    [3, '', { kind: 'list', state: 'ended', tone: 'info' }],
    [4, '', { kind: 'shared', view: { labelKey: 'status.recurring.inProgress', tone: 'pending' } }],
    [5, '', { kind: 'shared', view: { labelKey: 'status.recurring.abnormal', tone: 'failure' } }],
    [6, '', { kind: 'shared', view: { labelKey: 'status.recurring.waiting', tone: 'pending' } }],
  ])('status %i (stopped as %j) reads %j', (status, stoppedAs, view, pausedUntil = 0) => {
    expect(recurringListView({ status, stopped_as: stoppedAs, paused_until: pausedUntil })).toEqual(
      view,
    );
  });
});
