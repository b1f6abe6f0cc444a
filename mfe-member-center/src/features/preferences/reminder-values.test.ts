import { readReminder, reminderValue, REMINDER_WEEKS } from './reminder-values';

describe('reminder values', () => {
  it('offers the weeks 1 to 4', () => {
    expect(REMINDER_WEEKS).toEqual([1, 2, 3, 4]);
  });

  it.each<[string, number | undefined, { on: boolean; week: number }]>([
    ['1', undefined, { on: true, week: 1 }],
    ['4', 2, { on: true, week: 4 }],
    ['0', undefined, { on: false, week: 1 }],
    ['0', 3, { on: false, week: 3 }],
    ['', undefined, { on: false, week: 1 }],
    ['5', 4, { on: false, week: 4 }],
  ])('reads %j with the kept week %j as %j', (value, lastWeek, reminder) => {
    expect(readReminder({ setting_values: value, last_week: lastWeek })).toEqual(reminder);
  });

  it.each<[{ on: boolean; week: number }, string]>([
    [{ on: true, week: 3 }, '3'],
    [{ on: false, week: 3 }, '0'],
    [{ on: true, week: 1 }, '1'],
  ])('sends %j as %j', (reminder, value) => {
    expect(reminderValue(reminder)).toBe(value);
  });
});
