import { PLEDGE_PURPOSES } from '@eoffering/shared/contract';
import { PLEDGE_AMOUNT_MAX, PLEDGE_MONTHS_MAX } from '@eoffering/shared/rules';
import { PLEDGE_MESSAGES } from '../pledges/rpcs';

const calls = PLEDGE_PURPOSES.map((purpose) => `\`${purpose}\``).join(', ');

/** The 'Campaigns and pledges' section of docs/api-contract.md, from the rules it describes. */
export const campaignsSection = (): string[] => [
  '## Campaigns and pledges (an extension the real backend can adopt)',
  '',
  'A project may be a campaign with a goal: `get_project_info_list` and `get_project_info_detail`',
  'then carry `goal_amount` (NT$), `goal_end_date` (its last day, a Taipei date), `given_amount`',
  '(what successful givings to the project add up to, a covered fee left out) and `giver_count`',
  '(members once each, a guest once per identity number). All four or none: a project without',
  'them is no campaign and shows as before. The figures are worked out on every answer, so the',
  'front end asks for them on every visit and keeps no copy. Days left are counted on the Taipei',
  'calendar: 0 on the last day, ended from the day after.',
  '',
  `A member may pledge to a campaign (${calls}): a total of NT$ 1..${PLEDGE_AMOUNT_MAX}`,
  `spread over 1..${PLEDGE_MONTHS_MAX} months. A pledge is a promise, never a debit: nothing is`,
  "charged. Its `given_amount` is the member's successful givings to the project from the pledge's",
  'Taipei day on (a covered fee left out); what is left is the total less that, never below 0.',
  '',
  '- The pledge calls are optional in `config.json`: a backend declares pledging by listing all',
  '  four paths; a configuration without them is valid and the portal offers no pledges.',
  `- One pledge per member and project: a second is RC 409 "${PLEDGE_MESSAGES.alreadyPledged}".`,
  `- A project without a goal is RC 422 "${PLEDGE_MESSAGES.notACampaign}"; adding or changing a`,
  `  pledge after the last day is RC 422 "${PLEDGE_MESSAGES.campaignEnded}". Withdrawing is`,
  "  always allowed. An unknown project or pledge is RC 404; another member's pledge is 403.",
  '',
];
