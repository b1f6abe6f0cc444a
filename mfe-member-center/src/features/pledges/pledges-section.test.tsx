import { PLEDGE_PURPOSES, type Pledge } from '@eoffering/shared/contract';
import { aProject, browserClockIn, testConfig, type BrowserZone } from '@eoffering/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { scriptPersonalPage } from '../../testing/fixtures';
import { renderApp, resetApp } from '../../testing/render-app';

afterEach(resetApp);

// The member's browser keeps Taipei's clock unless a test names another zone: the machine running
// the tests may be in any zone, and the '(Taipei time)' label has cases of its own.
let restoreClock = (): void => undefined;
beforeEach(() => {
  restoreClock = browserClockIn('Taipei');
});
afterEach(() => restoreClock());

const building = aProject({
  project_aid: 2,
  project_name: '建堂基金',
  project_name_en: 'Building fund',
  goal_amount: 5_000_000,
  goal_end_date: '2099-03-28',
  given_amount: 1_290_000,
  giver_count: 4,
});
const organ = aProject({
  project_aid: 5,
  project_name: '管風琴基金',
  goal_amount: 800_000,
  goal_end_date: '2099-01-31',
  given_amount: 0,
  giver_count: 0,
});

const wangPledge: Pledge = {
  pledge_aid: 1,
  project_aid: 2,
  project_name: '建堂基金',
  project_name_en: 'Building fund',
  pledge_amount: 240_000,
  pledge_months: 24,
  pledge_date: '2025-03-01',
  given_amount: 10_000,
};

const openHome = (
  options: {
    pledges?: Pledge[];
    route?: string;
    config?: ReturnType<typeof testConfig>;
    language?: 'en' | 'zh-TW';
  } = {},
) =>
  renderApp(options.route ?? '/member_center/home', {
    signedIn: true,
    language: options.language ?? 'zh-TW',
    ...(options.config ? { config: options.config } : {}),
    script: (api) =>
      scriptPersonalPage(api, {
        pledges: options.pledges ?? [wangPledge],
        projects: [aProject(), building, organ],
      }),
  });

const facts = (entry: HTMLElement) =>
  within(entry)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('pledges on the member home (docs/api-contract.md, campaigns and pledges)', () => {
  it('lists each pledge with what was given and what is left, and says a pledge is no debit', async () => {
    openHome();
    const section = await screen.findByRole('region', { name: '我的認獻' });
    expect(
      within(section).getByText(
        '認獻是您的承諾，不是扣款：我們不會因為認獻向您收取任何款項，請依您的計畫奉獻。',
      ),
    ).toBeVisible();
    const entry = (await within(section).findByRole('heading', { name: '建堂基金' })).closest(
      'li',
    )!;
    expect(facts(entry)).toEqual([
      ['認獻總額', 'NT$ 240,000'],
      ['奉獻期間', '24 個月（每月約 NT$ 10,000）'],
      ['已奉獻', 'NT$ 10,000'],
      ['尚餘', 'NT$ 230,000'],
    ]);
    expect(within(entry).getByText('自 2025/03/01 起對此項目的奉獻都會計入。')).toBeVisible();
  });

  it.each<['en' | 'zh-TW', BrowserZone, string, string]>([
    ['en', 'Taipei', 'My pledges', 'Givings to this project from 2025/03/01 on count towards it.'],
    [
      'en',
      'UTC',
      'My pledges',
      'Givings to this project from 2025/03/01 (Taipei time) on count towards it.',
    ],
    [
      'en',
      'Los Angeles',
      'My pledges',
      'Givings to this project from 2025/03/01 (Taipei time) on count towards it.',
    ],
    ['zh-TW', 'Taipei', '我的認獻', '自 2025/03/01 起對此項目的奉獻都會計入。'],
    ['zh-TW', 'UTC', '我的認獻', '自 2025/03/01（台北時間） 起對此項目的奉獻都會計入。'],
    ['zh-TW', 'Los Angeles', '我的認獻', '自 2025/03/01（台北時間） 起對此項目的奉獻都會計入。'],
  ])(
    '%s, a browser in %s: "%s" names a pledge\'s Taipei day: "%s"',
    async (language, zone, title, shown) => {
      browserClockIn(zone);
      openHome({ language });
      const section = await screen.findByRole('region', { name: title });
      expect(await within(section).findByText(shown)).toBeVisible();
    },
  );

  it('shows no section when the backend does not offer pledges', async () => {
    const config = testConfig();
    openHome({
      config: {
        ...config,
        api: { ...config.api, ...Object.fromEntries(PLEDGE_PURPOSES.map((p) => [p, ''])) },
      },
    });
    await screen.findByRole('region', { name: '奉獻摘要' });
    expect(screen.queryByRole('region', { name: '我的認獻' })).not.toBeInTheDocument();
  });

  it('makes a pledge to an open campaign not yet pledged; bad input keeps what was typed', async () => {
    const { api, user } = openHome();
    const added = { ...wangPledge, pledge_aid: 2, project_aid: 5, project_name: '管風琴基金' };
    api.ok('add_pledge', added);
    // The list is read again once the pledge is saved: unanswered, that call would fail after
    // the test and end the session of the next one.
    api.ok('get_pledge_list', [wangPledge, added]);
    const section = await screen.findByRole('region', { name: '我的認獻' });
    await user.click(await within(section).findByRole('button', { name: '新增認獻' }));
    const dialog = screen.getByRole('dialog', { name: '新增認獻' });
    expect(dialog).toHaveAccessibleDescription(
      '認獻是您的承諾，不是扣款：我們不會因為認獻向您收取任何款項，請依您的計畫奉獻。',
    );
    // Only the campaign without a pledge is offered, chosen already.
    const project = within(dialog).getByRole('combobox', { name: '認獻項目' });
    expect(
      within(project)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['管風琴基金']);
    const amount = within(dialog).getByRole('textbox', { name: '認獻總額（NT$）' });
    const months = within(dialog).getByRole('textbox', { name: '分幾個月奉獻' });
    await user.type(amount, '12000.5');
    await user.clear(months);
    await user.type(months, '40');
    await user.click(within(dialog).getByRole('button', { name: '確認認獻' }));
    expect(within(dialog).getByText('請輸入 1 至 36 的整數')).toBeVisible();
    expect(amount).toHaveValue('12000.5');
    expect(api.bodiesOf('add_pledge')).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '12000');
    await user.clear(months);
    await user.type(months, '6');
    expect(within(dialog).getByText('每月約 NT$ 2,000')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: '確認認獻' }));
    await waitFor(() =>
      expect(api.bodiesOf('add_pledge')).toEqual([
        { project_aid: 5, pledge_amount: 12000, pledge_months: 6 },
      ]),
    );
    expect(await screen.findByText('認獻已儲存')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(section).getByRole('heading', { name: '我的認獻' })).toHaveFocus();
    await waitFor(() => expect(api.bodiesOf('get_pledge_list')).toHaveLength(2));
  });

  it('opens the form for the campaign the project page linked to; Escape leaves focus on the section', async () => {
    const { api, user } = openHome({ pledges: [], route: '/member_center/home?pledge=2' });
    api.on('add_pledge', () => ({
      body: { RC: 422, RM: 'Unprocessable Entity', Result: [{ msg: 'this campaign has ended' }] },
    }));
    const dialog = await screen.findByRole('dialog', { name: '新增認獻' });
    expect(within(dialog).getByRole('combobox', { name: '認獻項目' })).toHaveValue('2');
    await user.type(within(dialog).getByRole('textbox', { name: '認獻總額（NT$）' }), '5000');
    await user.click(within(dialog).getByRole('button', { name: '確認認獻' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '這個募款已結束，無法新增或修改認獻。',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: '我的認獻' })).toHaveFocus();
  });

  it('says plainly when the server refuses a second pledge to the same campaign (RC 409)', async () => {
    const { api, user } = openHome({ pledges: [] });
    api.on('add_pledge', () => ({
      body: {
        RC: 409,
        RM: 'Conflict',
        Result: [{ msg: 'you have already pledged to this project: change that pledge instead' }],
      },
    }));
    await user.click(await screen.findByRole('button', { name: '新增認獻' }));
    const dialog = screen.getByRole('dialog', { name: '新增認獻' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '認獻項目' }), '2');
    await user.type(within(dialog).getByRole('textbox', { name: '認獻總額（NT$）' }), '5000');
    await user.click(within(dialog).getByRole('button', { name: '確認認獻' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '您已認獻過這個項目，請修改原有的認獻。',
    );
    expect(within(dialog).getByRole('textbox', { name: '認獻總額（NT$）' })).toHaveValue('5000');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('changes a pledge, and withdraws it after asking; focus goes back to the button', async () => {
    const { api, user } = openHome();
    api.ok('update_pledge', { ...wangPledge, pledge_amount: 300_000 });
    api.ok('get_pledge_list', [{ ...wangPledge, pledge_amount: 300_000 }]);
    api.ok('withdraw_pledge', { pledge_aid: 1 });
    api.ok('get_pledge_list', []);
    const change = await screen.findByRole('button', { name: '修改認獻：建堂基金' });
    await user.click(change);
    const dialog = await screen.findByRole('dialog', { name: '修改認獻：建堂基金' });
    const amount = within(dialog).getByRole('textbox', { name: '認獻總額（NT$）' });
    expect(amount).toHaveValue('240000');
    await user.clear(amount);
    await user.type(amount, '300000');
    await user.click(within(dialog).getByRole('button', { name: '儲存修改' }));
    await waitFor(() =>
      expect(api.bodiesOf('update_pledge')).toEqual([
        { pledge_aid: 1, pledge_amount: 300000, pledge_months: 24 },
      ]),
    );
    await waitFor(() => expect(change).toHaveFocus());

    await user.click(screen.getByRole('button', { name: '撤回認獻：建堂基金' }));
    const confirm = await screen.findByRole('alertdialog', { name: '撤回認獻' });
    expect(confirm).toHaveTextContent('確定要撤回對「建堂基金」的認獻嗎？已完成的奉獻不受影響。');
    await user.click(within(confirm).getByRole('button', { name: '撤回認獻' }));
    await waitFor(() => expect(api.bodiesOf('withdraw_pledge')).toEqual([{ pledge_aid: 1 }]));
    expect(await screen.findByText('已撤回認獻')).toBeVisible();
  });
});
