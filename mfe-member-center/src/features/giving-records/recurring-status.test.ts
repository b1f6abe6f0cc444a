import { recurringListView } from './recurring-status';

describe('recurringListView (spec 4, recurring records list)', () => {
  it.each([
    [0, 'member:recurring.state.active', 'success'],
    [1, 'member:recurring.state.needsAdjustment', 'pending'],
    [2, 'member:recurring.state.terminated', 'failure'],
    [3, 'member:recurring.state.ended', 'failure'],
    [4, 'status.recurring.inProgress', 'pending'],
    [5, 'status.recurring.abnormal', 'failure'],
    [6, 'status.recurring.waiting', 'pending'],
    [9, 'status.recurring.abnormal', 'failure'],
  ])('status %i reads %s in the %s colour', (status, labelKey, tone) => {
    expect(recurringListView(status)).toEqual({ labelKey, tone });
  });
});
