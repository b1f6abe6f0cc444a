import { campaignTime, goalPercentage, pledgeLeft, pledgeMonthly } from './campaign';

describe('goalPercentage', () => {
  it.each([
    [0, 1_000_000, 0],
    [9_999, 1_000_000, 0],
    [10_000, 1_000_000, 1],
    [999_999, 1_000_000, 99],
    [1_000_000, 1_000_000, 100],
    [1_250_000, 1_000_000, 125],
    [-5, 1_000, 0],
    [0, 0, 100],
  ])('%i given of a %i goal is %i %%', (given, goal, expected) => {
    expect(goalPercentage(given, goal)).toBe(expected);
  });
});

describe('campaignTime, counted on the Taipei calendar', () => {
  it.each([
    ['2026-12-31', '2026-12-01T04:00:00Z', { state: 'open', daysLeft: 30 }],
    // 23:59 in Taipei on 30 November, then midnight of 1 December: one day less.
    ['2026-12-31', '2026-11-30T15:59:59Z', { state: 'open', daysLeft: 31 }],
    ['2026-12-31', '2026-11-30T16:00:00Z', { state: 'open', daysLeft: 30 }],
    ['2026-12-31', '2026-12-31T15:59:59Z', { state: 'open', daysLeft: 0 }],
    ['2026-12-31', '2026-12-31T16:00:00Z', { state: 'ended' }],
    ['2026-03-01', '2026-02-27T12:00:00Z', { state: 'open', daysLeft: 2 }],
    ['2025-01-01', '2026-06-01T00:00:00Z', { state: 'ended' }],
  ])('ending %s, at %s', (endDate, now, expected) => {
    expect(campaignTime(endDate, new Date(now))).toEqual(expected);
  });
});

describe('pledgeLeft and pledgeMonthly', () => {
  it.each([
    [120_000, 0, 120_000],
    [120_000, 30_000, 90_000],
    [120_000, 120_000, 0],
    [120_000, 150_000, 0],
  ])('of %i pledged with %i given, %i is left', (pledged, given, left) => {
    expect(pledgeLeft(pledged, given)).toBe(left);
  });

  it.each([
    [120_000, 12, 10_000],
    [100_000, 3, 33_334],
    [5_000, 1, 5_000],
  ])('%i over %i months is %i a month', (pledged, months, monthly) => {
    expect(pledgeMonthly(pledged, months)).toBe(monthly);
  });
});
