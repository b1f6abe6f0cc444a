import { toIsoDate } from './dates';
import {
  addDays,
  addTaipeiDays,
  fromTaipei,
  onTaipeiClock,
  taipeiDate,
  taipeiDateTime,
  taipeiToday,
} from './taipei-date';

// The church counts days in Taipei (UTC+8), as the backend does. jest runs in the machine's zone
// (UTC here); the results must not depend on it, which the Los Angeles offsets below stand for.
describe('taipeiToday', () => {
  it.each([
    ['2026-11-23T15:59:00Z', '2026-11-23'],
    ['2026-11-23T16:00:00Z', '2026-11-24'],
    ['2026-11-23T22:04:00Z', '2026-11-24'],
    ['2026-11-25T08:30:00-08:00', '2026-11-26'],
    ['2026-12-31T16:30:00Z', '2027-01-01'],
    ['2027-01-01T03:00:00Z', '2027-01-01'],
  ])('at %s it is %s in Taipei, whatever the browser time zone', (instant, expected) => {
    expect(toIsoDate(taipeiToday(new Date(instant)))).toBe(expected);
  });

  it('is a local date at noon, so reading its parts gives the Taipei day', () => {
    const today = taipeiToday(new Date('2026-11-25T22:30:00Z'));
    expect([today.getFullYear(), today.getMonth() + 1, today.getDate(), today.getHours()]).toEqual([
      2026, 11, 26, 12,
    ]);
  });
});

describe('addDays', () => {
  it.each([
    ['2026-11-26', -30, '2026-10-27'],
    ['2026-03-15', -360, '2025-03-20'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
  ])('%s %i days is %s', (from, days, expected) => {
    const [year = 0, month = 1, day = 1] = from.split('-').map(Number);
    expect(toIsoDate(addDays(new Date(year, month - 1, day, 12), days))).toBe(expected);
  });
});

describe('the Taipei wall clock (the backend date-time format)', () => {
  it.each([
    ['2026-11-23T15:59:59Z', '2026-11-23 23:59:59', '2026-11-23'],
    ['2026-11-23T16:00:00Z', '2026-11-24 00:00:00', '2026-11-24'],
    ['2026-11-25T08:30:00-08:00', '2026-11-26 00:30:00', '2026-11-26'],
    ['2026-12-31T16:30:05Z', '2027-01-01 00:30:05', '2027-01-01'],
  ])('%s reads %s, on %s', (instant, dateTime, day) => {
    expect(taipeiDateTime(new Date(instant))).toBe(dateTime);
    expect(taipeiDate(new Date(instant))).toBe(day);
    expect(fromTaipei(dateTime).toISOString()).toBe(new Date(instant).toISOString());
  });

  it('reads a day without a time as its midnight in Taipei', () => {
    expect(fromTaipei('2026-11-24').toISOString()).toBe('2026-11-23T16:00:00.000Z');
  });
});

describe('addTaipeiDays', () => {
  it.each([
    ['2026-11-26', -30, '2026-10-27'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-11-26', 0, '2026-11-26'],
  ])('%s %i days is %s', (from, days, expected) => {
    expect(addTaipeiDays(from, days)).toBe(expected);
  });
});

describe('onTaipeiClock', () => {
  // getTimezoneOffset is the minutes a zone is behind UTC: Taipei's UTC+8 is -480.
  it.each([
    ['Taipei (UTC+8)', -480, true],
    ['UTC', 0, false],
    ['Los Angeles (UTC-8)', 480, false],
    ['Tokyo (UTC+9)', -540, false],
  ])('a browser in %s reads a Taipei time as its own: %s', (_zone, offset, expected) => {
    const now = new Date('2026-11-28T03:00:00Z');
    jest.spyOn(now, 'getTimezoneOffset').mockReturnValue(offset);
    expect(onTaipeiClock(now)).toBe(expected);
  });
});
