import { taipeiIsoToday } from '../order/recurring-schedule';

/**
 * Campaigns and pledges (docs/api-contract.md, 'Campaigns and pledges'): the figures a card, an
 * introduction page and the member centre show, worked out from the backend's values alone.
 */

/** A pledge's total, in whole NT$ (at most ten million). */
export const PLEDGE_AMOUNT_MAX = 10_000_000;
/** A pledge may be spread over at most three years of months. */
export const PLEDGE_MONTHS_MAX = 36;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The share of the goal given so far, in whole per cent, rounded down so a campaign never reads
 * 100 % before it is reached; above 100 when the goal was passed. A goal of 0 counts as reached.
 */
export const goalPercentage = (given: number, goal: number): number =>
  goal <= 0 ? 100 : Math.floor((Math.max(0, given) * 100) / goal);

/** Where a campaign stands on a Taipei day: open with whole days left after today, or ended. */
export type CampaignTime = { state: 'open'; daysLeft: number } | { state: 'ended' };

/**
 * `endDate` ('YYYY-MM-DD') is the campaign's last day, a Taipei date: days are counted on the
 * Taipei calendar day of `now`, never the browser's (docs/decisions.md, 'Dates are Taipei
 * dates'). On the last day 0 days are left; the day after it the campaign has ended.
 */
export const campaignTime = (endDate: string, now: Date = new Date()): CampaignTime => {
  const today = taipeiIsoToday(now);
  const daysLeft = Math.round((Date.parse(endDate) - Date.parse(today)) / DAY_MS);
  return daysLeft < 0 ? { state: 'ended' } : { state: 'open', daysLeft };
};

/** What is left of a pledge: never below 0, so giving more than promised reads 'fulfilled'. */
export const pledgeLeft = (pledged: number, given: number): number =>
  Math.max(0, pledged - Math.max(0, given));

/** The monthly share of a pledge over `months`, rounded up to a whole NT$ so the months cover it. */
export const pledgeMonthly = (pledged: number, months: number): number =>
  Math.ceil(pledged / Math.max(1, months));
