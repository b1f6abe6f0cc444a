import { setPageNavigation } from '@eoffering/shared';
import { PLEDGE_PURPOSES } from '@eoffering/shared/contract';
import { installFakeApi, testConfig, type FakeApi } from '@eoffering/shared/testing';
import { screen, within } from '@testing-library/react';
import { aProject } from '../../testing/fixtures';
import { renderPage } from '../../testing/render-page';
import { HomePage } from './home-page';
import { ProjectDetailPage } from './project-detail-page';

let api: FakeApi;

beforeEach(() => {
  api = installFakeApi();
  // 12:00 on 28 November 2026 in Taipei.
  jest.useFakeTimers({ now: new Date('2026-11-28T04:00:00Z'), advanceTimers: true });
});

afterEach(() => {
  jest.useRealTimers();
  api.uninstall();
  setPageNavigation(null);
});

const campaign = aProject({
  project_aid: 2,
  project_name: '建堂基金',
  project_name_en: 'Building fund',
  goal_amount: 5_000_000,
  goal_end_date: '2027-03-28',
  given_amount: 1_290_000,
  giver_count: 4,
});

const withoutPledges = () => {
  const config = testConfig();
  return {
    ...config,
    api: { ...config.api, ...Object.fromEntries(PLEDGE_PURPOSES.map((p) => [p, ''])) },
  };
};

const figures = (region: HTMLElement) =>
  within(region)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('a campaign on the home page card (docs/api-contract.md, campaigns and pledges)', () => {
  it('shows goal, given so far, givers and days left beside a named progress bar', async () => {
    api.ok('get_project_info_list', [aProject(), campaign]);
    renderPage('/', <HomePage />);
    const card = (await screen.findByRole('heading', { name: '建堂基金' })).closest('article')!;
    const bar = within(card).getByRole('progressbar', { name: '建堂基金的奉獻進度' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAttribute('aria-valuetext', '已達成 25%');
    expect(within(card).getByText('已達成 25%')).toBeVisible();
    expect(figures(card)).toEqual([
      ['已奉獻', 'NT$ 1,290,000'],
      ['目標', 'NT$ 5,000,000'],
      ['奉獻人數', '4 人'],
      ['剩餘天數', '120 天'],
    ]);
  });

  it('shows nothing of a campaign for a project without the fields (a backend without them)', async () => {
    api.ok('get_project_info_list', [aProject({ project_name: '一般奉獻' })]);
    renderPage('/', <HomePage />);
    await screen.findByRole('heading', { name: '一般奉獻' });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText('已奉獻')).not.toBeInTheDocument();
  });

  it.each([
    ['2027-03-28', '2027-03-28T03:00:00Z', '今天是最後一天'],
    ['2027-03-28', '2027-03-28T16:00:00Z', '已結束'],
  ])('ending %s, at %s, says %s', async (end, now, text) => {
    jest.setSystemTime(new Date(now));
    api.ok('get_project_info_list', [{ ...campaign, goal_end_date: end, given_amount: 6_000_000 }]);
    renderPage('/', <HomePage />);
    expect(await screen.findByText(text)).toBeVisible();
    // Past the goal, the bar stops full and the text says by how much.
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('已達成 120%')).toBeVisible();
  });
});

describe('a campaign on its introduction page', () => {
  const renderDetail = (options: Parameters<typeof renderPage>[2] = {}) =>
    renderPage('project_detail/:projectAid', <ProjectDetailPage />, {
      route: '/project_detail/2',
      ...options,
    });

  it('shows the figures in English, and a pledge link to the member centre form', async () => {
    api.ok('get_project_info_detail', campaign);
    renderDetail({ language: 'en' });
    const bar = await screen.findByRole('progressbar', {
      name: 'Giving progress of Building fund',
    });
    expect(bar).toHaveAttribute('aria-valuetext', '25% of the goal');
    expect(figures(screen.getByRole('article'))).toEqual([
      ['Given so far', 'NT$ 1,290,000'],
      ['Goal', 'NT$ 5,000,000'],
      ['Givers', '4 givers'],
      ['Days left', '120 days'],
    ]);
    expect(screen.getByRole('link', { name: 'Make a pledge to Building fund' })).toHaveAttribute(
      'href',
      '/eoffering/member_center/home?pledge=2',
    );
  });

  // 12:00 on 28 November in Taipei: a goal ending on 29 November has one day left.
  it.each([
    ['en' as const, 1, '2026-11-29', ['Givers', '1 giver'], ['Days left', '1 day']],
    ['en' as const, 2, '2026-11-30', ['Givers', '2 givers'], ['Days left', '2 days']],
    ['en' as const, 1290, '2027-03-28', ['Givers', '1,290 givers'], ['Days left', '120 days']],
    ['zh-TW' as const, 1, '2026-11-29', ['奉獻人數', '1 人'], ['剩餘天數', '1 天']],
    ['zh-TW' as const, 1290, '2027-03-28', ['奉獻人數', '1,290 人'], ['剩餘天數', '120 天']],
  ])(
    'in %s, giver_count %i and the goal ending %s, shows %p and %p',
    async (language, giverCount, end, givers, daysLeft) => {
      api.ok('get_project_info_detail', {
        ...campaign,
        giver_count: giverCount,
        goal_end_date: end,
      });
      renderDetail({ language });
      await screen.findByRole('progressbar');
      expect(figures(screen.getByRole('article')).slice(2)).toEqual([givers, daysLeft]);
    },
  );

  it('offers no pledge when the backend does not declare pledges, or the campaign ended', async () => {
    api.ok('get_project_info_detail', campaign);
    const { unmount } = renderDetail({ config: withoutPledges() });
    await screen.findByRole('progressbar');
    expect(screen.queryByRole('link', { name: /我要認獻/ })).not.toBeInTheDocument();
    unmount();

    api.ok('get_project_info_detail', { ...campaign, goal_end_date: '2026-11-27' });
    renderDetail();
    expect(await screen.findByText('已結束')).toBeVisible();
    expect(screen.queryByRole('link', { name: /我要認獻/ })).not.toBeInTheDocument();
  });
});
