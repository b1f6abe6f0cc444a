import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Pledge, Project } from '@eoffering/shared/contract';
import { campaignTime, formatWhole, goalPercentage } from '@eoffering/shared/rules';
import { checkAccessibility } from '../support/accessibility';
import { projectList } from '../support/backend';
import { factValue, money } from '../support/facts';
import { expect, test } from '../support/fixtures';
import { cardGiving, fixture } from '../support/guest-giving';
import { memberCall } from '../support/member-calls';
import { useSeededMember } from '../support/seeded-member';
import type { Texts } from '../support/texts';

// docs/api-contract.md, 'Campaigns and pledges': the building fund is the demo data's campaign
// (mock-server/src/fixtures/campaigns.ts), and 王小明 has pledged to it.

/** The demo campaign as the backend answers it now: the figures are worked out on every answer. */
const buildingFund = async (api: APIRequestContext): Promise<Project> => {
  const campaign = (await projectList(api)).find((project) => project.goal_amount !== undefined);
  if (!campaign) throw new Error('the demo fixtures hold a campaign');
  return campaign;
};

/** 王小明's pledge to the campaign, as the backend answers it now. */
const pledgeTo = async (api: APIRequestContext, token: string, projectAid: number) => {
  const pledge = (await memberCall(api, token, 'get_pledge_list', {})).find(
    (candidate) => candidate.project_aid === projectAid,
  );
  if (!pledge) throw new Error('王小明 has pledged to the demo campaign');
  return pledge;
};

/** The campaign's bar and figures inside `scope` (its card or its introduction) match `project`. */
const expectCampaignFigures = async (scope: Locator, t: Texts, project: Project) => {
  const { goal_amount: goal, given_amount: given, giver_count: givers } = project;
  if (goal === undefined || given === undefined || givers === undefined || !project.goal_end_date) {
    throw new Error('a campaign carries all four figures');
  }
  const percent = goalPercentage(given, goal);
  const bar = scope.getByRole('progressbar', {
    name: t('giving:campaign.progressOf', { name: t.nameOf(project, 'project_name') }),
  });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuemin', '0');
  await expect(bar).toHaveAttribute('aria-valuemax', '100');
  await expect(bar).toHaveAttribute('aria-valuenow', String(Math.min(percent, 100)));
  await expect(bar).toHaveAttribute('aria-valuetext', t('giving:campaign.reached', { percent }));
  await expect(scope.getByText(t('giving:campaign.reached', { percent }))).toBeVisible();
  await expect(factValue(scope, t('giving:campaign.goal'))).toHaveText(money(goal));
  await expect(factValue(scope, t('giving:campaign.given'))).toHaveText(money(given));
  await expect(factValue(scope, t('giving:campaign.givers'))).toHaveText(
    t('giving:campaign.giverCount', { count: givers, n: formatWhole(givers) }),
  );
  const time = campaignTime(project.goal_end_date);
  if (time.state !== 'open') throw new Error('the demo campaign is open');
  await expect(factValue(scope, t('giving:campaign.timeLeft'))).toHaveText(
    t('giving:campaign.daysLeft', { count: time.daysLeft, n: formatWhole(time.daysLeft) }),
  );
};

/** The pledge's entry in the member home's pledges section. */
const pledgeEntry = (page: Page, t: Texts, pledge: Pledge): Locator =>
  page
    .getByRole('main')
    .getByRole('region', { name: t('member:pledges.title') })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: t.nameOf(pledge, 'project_name') }) });

/** What the entry says was pledged, given towards it and is left, as the backend answers it. */
const expectPledgeFigures = async (entry: Locator, t: Texts, pledge: Pledge) => {
  const left = pledge.pledge_amount - pledge.given_amount;
  expect(left, 'the demo pledge is not fulfilled yet').toBeGreaterThan(0);
  await expect(factValue(entry, t('member:pledges.pledged'))).toHaveText(
    money(pledge.pledge_amount),
  );
  await expect(factValue(entry, t('member:pledges.given'))).toHaveText(money(pledge.given_amount));
  await expect(factValue(entry, t('member:pledges.left'))).toHaveText(money(left));
};

// The journey gives to the campaign and changes the pledge: a server of its own, seeded afresh.
test.describe('王小明 and the building fund', () => {
  const seeded = useSeededMember('wang');

  test('the card on the home page and the introduction show the goal, given so far, givers and days left', async ({
    page,
    t,
  }) => {
    const project = await buildingFund(seeded.api);
    const name = t.nameOf(project, 'project_name');
    await seeded.open(page, '/');
    const main = page.getByRole('main');
    await expectCampaignFigures(main.getByRole('article', { name }), t, project);
    await checkAccessibility(page, 'home with a campaign card');

    await main.getByRole('link', { name: t('giving:home.learnMoreAbout', { name }) }).click();
    await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
    await expectCampaignFigures(main.getByRole('article', { name }), t, project);
    await checkAccessibility(page, 'campaign introduction');
  });

  test('the member home shows his pledge, what was given and what is left, as a promise; its total changed', async ({
    page,
    t,
  }) => {
    const project = await buildingFund(seeded.api);
    const pledge = await pledgeTo(seeded.api, seeded.token, project.project_aid);
    await seeded.open(page, '/member_center/home');
    const section = page.getByRole('main').getByRole('region', { name: t('member:pledges.title') });
    await expect(section.getByText(t('member:pledges.promise'))).toBeVisible();
    const entry = pledgeEntry(page, t, pledge);
    await expectPledgeFigures(entry, t, pledge);
    await checkAccessibility(page, 'member home with a pledge');

    const name = t.nameOf(pledge, 'project_name');
    const opener = entry.getByRole('button', { name: t('member:pledges.changeOf', { name }) });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: t('member:pledges.changeOf', { name }) });
    await expect(dialog).toHaveAccessibleDescription(t('member:pledges.promise'));
    const total = pledge.pledge_amount + 60_000;
    await dialog.getByLabel(t('member:pledges.amount')).fill(String(total));
    await dialog.getByRole('button', { name: t('member:pledges.saveChange') }).click();
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    const changed = await pledgeTo(seeded.api, seeded.token, project.project_aid);
    expect(changed.pledge_amount).toBe(total);
    await expectPledgeFigures(entry, t, changed);
  });

  test('his card giving to the campaign moves its given so far and his pledge, not its givers: he gave before', async ({
    page,
    t,
  }) => {
    const gift = 50_000;
    const before = await buildingFund(seeded.api);
    const pledgeBefore = await pledgeTo(seeded.api, seeded.token, before.project_aid);
    const order = await fixture(seeded.api, before.project_aid);
    await cardGiving(page, t, order, gift, (path) => seeded.open(page, path));

    // He gave to the fund before (mock-server/src/fixtures/campaigns.ts), so he is no new giver.
    const after = await buildingFund(seeded.api);
    expect(after.given_amount).toBe((before.given_amount ?? 0) + gift);
    expect(after.giver_count).toBe(before.giver_count);
    await seeded.open(page, `/project_detail/${before.project_aid}`);
    const name = t.nameOf(after, 'project_name');
    await expectCampaignFigures(page.getByRole('main').getByRole('article', { name }), t, after);

    const pledgeAfter = await pledgeTo(seeded.api, seeded.token, before.project_aid);
    expect(pledgeAfter.given_amount).toBe(pledgeBefore.given_amount + gift);
    await seeded.open(page, '/member_center/home');
    await expectPledgeFigures(pledgeEntry(page, t, pledgeAfter), t, pledgeAfter);
  });
});
