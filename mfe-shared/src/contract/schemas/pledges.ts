import { z } from 'zod';
import { PLEDGE_AMOUNT_MAX, PLEDGE_MONTHS_MAX } from '../../rules/campaign/campaign';
import { aid, amount, emptyRequest, englishName, isoDate, text } from './common';
import type { CallSchema } from './common';

/**
 * docs/api-contract.md, 'Campaigns and pledges': a project with a goal carries all four fields,
 * any other none of them. The figures are the server's, worked out on every answer.
 */
export const campaignFields = {
  /** The goal in whole NT$. */
  goal_amount: amount.min(1).optional(),
  /** The campaign's last day, a Taipei date. */
  goal_end_date: isoDate.optional(),
  /** What successful givings to the project add up to, fees left out. */
  given_amount: amount.optional(),
  /** How many people gave (members once each, a guest once per identity number). */
  giver_count: z.int().min(0).max(100_000_000).optional(),
};

const pledgeAmount = z.int().min(1).max(PLEDGE_AMOUNT_MAX);
const pledgeMonths = z.int().min(1).max(PLEDGE_MONTHS_MAX);

export const pledge = z.object({
  pledge_aid: aid,
  project_aid: aid,
  project_name: text(100),
  project_name_en: englishName,
  /** The total promised. */
  pledge_amount: pledgeAmount,
  /** Over how many months the member means to give it (1: at once). */
  pledge_months: pledgeMonths,
  /** The Taipei day of the pledge: givings from this day on count towards it. */
  pledge_date: isoDate,
  /** The member's successful givings to the project since `pledge_date`, fees left out. */
  given_amount: amount,
});

const pledgeTerms = { pledge_amount: pledgeAmount, pledge_months: pledgeMonths };

/** docs/api-contract.md, 'Campaigns and pledges': a member's own pledges. */
export const pledgeSchemas = {
  get_pledge_list: { request: emptyRequest, result: z.array(pledge) },
  add_pledge: {
    request: z.object({ project_aid: aid, ...pledgeTerms }).strict(),
    result: pledge,
  },
  update_pledge: {
    request: z.object({ pledge_aid: aid, ...pledgeTerms }).strict(),
    result: pledge,
  },
  withdraw_pledge: {
    request: z.object({ pledge_aid: aid }).strict(),
    result: z.object({ pledge_aid: aid }),
  },
} satisfies Record<string, CallSchema>;
