import { readReminder, reminderValue, REMINDER_WEEKS } from './reminder-values';

describe('reminder values (spec 9)', () => {
  it('offers the weeks 1 to 4', () => {
    expect(REMINDER_WEEKS).toEqual([1, 2, 3, 4]);
  });

  it.each<[string, { on: boolean; week: number }]>([
    ['1', { on: true, week: 1 }],
    ['4', { on: true, week: 4 }],
    ['0', { on: false, week: 1 }],
    ['', { on: false, week: 1 }],
    ['5', { on: false, week: 1 }],
  ])('reads %j as %j', (value, reminder) => {
    expect(readReminder(value)).toEqual(reminder);
  });

  it.each<[{ on: boolean; week: number }, string]>([
    [{ on: true, week: 3 }, '3'],
    [{ on: false, week: 3 }, '0'],
    [{ on: true, week: 1 }, '1'],
  ])('sends %j as %j', (reminder, value) => {
    expect(reminderValue(reminder)).toBe(value);
  });
});
