import { screen, waitFor, within } from '@testing-library/react';
import { session } from '@eoffering/shared';
import { aProject, testConfig } from '@eoffering/shared/testing';
import { fakeLoader, renderShell, setUpShellTests, textRemote } from '../testing/render-shell';

const projects = [
  aProject({ project_aid: 1, project_name: '一般奉獻' }),
  aProject({ project_aid: 7, project_name: '建堂基金' }),
];

const api = setUpShellTests();

const remotes = () =>
  fakeLoader({
    giving: () => Promise.resolve(textRemote('giving page')),
    memberCenter: () => Promise.resolve(textRemote('member page')),
  });

const openMenu = async (user: ReturnType<typeof renderShell>['user']) => {
  await user.click(screen.getByRole('button', { name: '選單' }));
  return screen.findByRole('navigation', { name: '主選單' });
};

describe('header', () => {
  it('has a menu button that controls the side menu, a home link and the language toggle', async () => {
    api().ok('get_project_info_list', projects);
    const { user } = renderShell(remotes(), { route: '/faq' });
    const menuButton = screen.getByRole('button', { name: '選單' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    // The menu's code comes when it is first opened; the button names it from then on.
    expect(menuButton).not.toHaveAttribute('aria-controls');
    expect(screen.getByRole('link', { name: '線上奉獻首頁' })).toHaveAttribute(
      'href',
      '/eoffering',
    );
    expect(screen.queryByRole('navigation', { name: '主選單' })).not.toBeInTheDocument();

    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('navigation', { name: '主選單' })).toHaveAttribute(
      'id',
      'eo-side-menu',
    );
    expect(menuButton).toHaveAttribute('aria-controls', 'eo-side-menu');
  });

  it('switches every text and <html lang> between 中文 and English', async () => {
    const { user } = renderShell(remotes(), { route: '/faq' });
    expect(document.documentElement.lang).toBe('zh-TW');
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(document.documentElement.lang).toBe('en');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '中文' })).toHaveAttribute('lang', 'zh-TW');
    expect(document.title).toBe('Online Giving');

    await user.click(screen.getByRole('button', { name: '中文' }));
    expect(document.documentElement.lang).toBe('zh-TW');
    expect(screen.getByRole('heading', { level: 1, name: '常見問題' })).toBeInTheDocument();
  });
});

describe('side menu', () => {
  it('guest: log in, sign up on the main site, giving lookup, giving home, projects, FAQ', async () => {
    api().ok('get_project_info_list', projects);
    const { user } = renderShell(remotes(), { route: '/faq' });
    const menu = await openMenu(user);

    expect(within(menu).getByRole('button', { name: '登入' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: '註冊' })).toHaveAttribute(
      'href',
      `${testConfig().mainSite.register}?lang=zh-TW`,
    );
    expect(within(menu).getByRole('link', { name: '奉獻查詢' })).toHaveAttribute(
      'href',
      '/eoffering/order_history',
    );
    expect(within(menu).getByRole('link', { name: '奉獻首頁' })).toHaveAttribute(
      'href',
      '/eoffering',
    );
    expect(within(menu).getByRole('link', { name: '常見問題' })).toHaveAttribute(
      'href',
      '/eoffering/faq',
    );
    expect(within(menu).queryByRole('heading', { name: '會員中心' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: '登出' })).not.toBeInTheDocument();

    const group = within(menu).getByRole('region', { name: '專案介紹' });
    expect(await within(group).findByRole('link', { name: '建堂基金' })).toHaveAttribute(
      'href',
      '/eoffering/project_detail/7',
    );
    expect(within(group).getByRole('link', { name: '一般奉獻' })).toHaveAttribute(
      'href',
      '/eoffering/project_detail/1',
    );
    expect(api().bodiesOf('get_project_info_list')).toEqual([{ url_rewrite_id: 'test-church' }]);
  });

  it('asks for the project list only when the menu first opens', async () => {
    api().ok('get_project_info_list', projects);
    const { user } = renderShell(remotes(), { route: '/faq' });
    expect(api().requests).toHaveLength(0);
    await openMenu(user);
    await screen.findByRole('link', { name: '建堂基金' });
    await user.keyboard('{Escape}');
    await openMenu(user);
    expect(api().bodiesOf('get_project_info_list')).toHaveLength(1);
  });

  it('member: greeting with member_name and the member-centre group, no log in or lookup', async () => {
    api().ok('get_project_info_list', projects);
    const { user } = renderShell(remotes(), { route: '/faq', signedIn: { member_name: '陳美玲' } });
    const menu = await openMenu(user);

    expect(within(menu).getByText('陳美玲，您好')).toBeInTheDocument();
    const group = within(menu).getByRole('region', { name: '會員中心' });
    expect(
      within(group)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['個人資料', '/eoffering/member_center/home'],
      ['奉獻紀錄', '/eoffering/member_center/order_history'],
      ['收據資訊', '/eoffering/member_center/receipt'],
      ['提醒設定', '/eoffering/member_center/preferences'],
    ]);
    expect(within(menu).queryByRole('button', { name: '登入' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: '奉獻查詢' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: '奉獻首頁' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: '常見問題' })).toBeInTheDocument();
    await within(menu).findByRole('link', { name: '建堂基金' });
  });

  it('logs out only after confirmation, clears browser storage and goes home', async () => {
    api().ok('get_project_info_list', projects);
    const { user } = renderShell(remotes(), { route: '/member_center/home', signedIn: true });
    await screen.findByText('member page');
    localStorage.setItem('orderObject', '{"project_aid":1}');
    let menu = await openMenu(user);

    await user.click(within(menu).getByRole('button', { name: '登出' }));
    const confirm = screen.getByRole('alertdialog', { name: '確定要登出嗎？' });
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('id_token')).not.toBeNull();

    await user.click(within(menu).getByRole('button', { name: '登出' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: '確定要登出嗎？' })).getByRole('button', {
        name: '登出',
      }),
    );
    expect(localStorage.length).toBe(0);
    expect(await screen.findByText('giving page')).toBeInTheDocument();
    menu = await openMenu(user);
    expect(within(menu).getByRole('button', { name: '登入' })).toBeInTheDocument();
  });

  it('log in opens the login modal; Escape closes the menu and returns focus to its button', async () => {
    api().ok('get_project_info_list', projects);
    const { user } = renderShell(remotes(), { route: '/faq' });
    let menu = await openMenu(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: '主選單' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '選單' })).toHaveFocus();

    menu = await openMenu(user);
    await user.click(within(menu).getByRole('button', { name: '登入' }));
    expect(await screen.findByRole('dialog', { name: '會員登入' })).toBeInTheDocument();
  });

  it('following a link closes the menu and loads the page', async () => {
    api().ok('get_project_info_list', projects);
    const { user } = renderShell(remotes(), { route: '/faq' });
    const menu = await openMenu(user);
    await user.click(await within(menu).findByRole('link', { name: '建堂基金' }));
    expect(await screen.findByText('giving page')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '主選單' })).not.toBeInTheDocument();
  });
});

describe('footer', () => {
  it('shows the office details of config.json and the FAQ, privacy and main-site links', async () => {
    const { user } = renderShell(remotes(), { route: '/faq' });
    const footer = screen.getByRole('contentinfo');
    const { office, mainSite } = testConfig();
    for (const text of [
      office.phone,
      office.fax,
      office.mailbox,
      office.address['zh-TW'],
      office.hours['zh-TW'],
    ]) {
      expect(within(footer).getByText(text)).toBeInTheDocument();
    }
    // The post-office box is an address to write to, not an e-mail address.
    expect(within(footer).getByText(office.mailbox).closest('a')).toBeNull();
    expect(within(footer).getByRole('link', { name: '常見問題' })).toHaveAttribute(
      'href',
      '/eoffering/faq',
    );
    expect(within(footer).getByRole('link', { name: '隱私權政策' })).toHaveAttribute(
      'href',
      `${mainSite.privacy}?lang=zh-TW`,
    );
    expect(within(footer).getByRole('link', { name: '教會官網' })).toHaveAttribute(
      'href',
      `${mainSite.home}?lang=zh-TW`,
    );
    // The Chinese footer says it in Chinese alone (docs/decisions.md, a route walk for the other language).
    expect(within(footer).getByText('© 2022 線上奉獻 版權所有')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(within(footer).getByText(office.address.en)).toBeInTheDocument();
    expect(within(footer).getByText(office.hours.en)).toBeInTheDocument();
    expect(within(footer).getByText('P.O. Box 1-234, Taipei').closest('a')).toBeNull();
    expect(within(footer).queryByText(office.mailbox)).toBeNull();
    expect(
      within(footer).getByText('Copyright © 2022 Online Giving. All rights reserved.'),
    ).toBeInTheDocument();
  });

  it('scroll-to-top scrolls the page up and brings keyboard focus to the top', async () => {
    const { user } = renderShell(remotes(), { route: '/faq' });
    jest.mocked(window.scrollTo).mockClear();
    await user.click(screen.getByRole('button', { name: '回到頂端' }));
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(document.getElementById('eo-top')).toHaveFocus();
  });
});

describe('route changes', () => {
  it('scroll to the top and record session activity on every navigation', async () => {
    api().ok('get_project_info_list', projects);
    const activity = jest.spyOn(session, 'recordActivity');
    const { user } = renderShell(remotes(), { route: '/faq' });
    jest.mocked(window.scrollTo).mockClear();
    activity.mockClear();

    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('link', { name: '奉獻首頁' }));
    await screen.findByText('giving page');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(activity).toHaveBeenCalledTimes(1);
  });

  it('leave scrolling to the app, not to the browser restoring a reloaded page', async () => {
    window.history.scrollRestoration = 'auto';
    api().ok('get_project_info_list', projects);
    renderShell(remotes(), { route: '/faq' });
    await screen.findByRole('heading', { level: 1 });
    expect(window.history.scrollRestoration).toBe('manual');
  });
});

describe('focus after a route change (docs/screens/shell.md)', () => {
  const pages = () =>
    fakeLoader({
      giving: () =>
        Promise.resolve({
          default: function GivingPage() {
            return (
              <>
                <h1>Giving home</h1>
                <a href="#projects">a project</a>
              </>
            );
          },
        }),
      memberCenter: () =>
        Promise.resolve({
          default: function MemberPage() {
            return (
              <>
                <h1>Personal data</h1>
                {/* A page that opens on a field of its own. */}
                <input aria-label="Name" autoFocus />
              </>
            );
          },
        }),
    });

  it('goes to the new page heading, not back to the Menu button', async () => {
    api().ok('get_project_info_list', projects);
    const { user } = renderShell(pages(), { route: '/faq' });
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('link', { name: '奉獻首頁' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Giving home' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('leaves focus where the new page put it', async () => {
    api().ok('get_project_info_list', projects);
    const { user } = renderShell(pages(), { route: '/faq', signedIn: true });
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('link', { name: '個人資料' }));
    await screen.findByRole('heading', { level: 1, name: 'Personal data' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
  });

  it('the first page of a visit moves nothing; the skip link is the first stop and goes to the heading', async () => {
    const { user } = renderShell(pages(), { route: '/faq' });
    const heading = await screen.findByRole('heading', { level: 1, name: '常見問題' });
    expect(document.body).toHaveFocus();
    await user.tab();
    const skip = screen.getByRole('link', { name: '跳到主要內容' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(heading).toHaveFocus();
    expect(window.location.hash).toBe('');
  });
});

describe('not-found', () => {
  it('an unknown path shows the not-found page with a way home, inside the frame', async () => {
    const { user } = renderShell(remotes(), { route: '/no-such-page' });
    expect(screen.getByRole('heading', { level: 1, name: '找不到頁面' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '回首頁' }));
    expect(await screen.findByText('giving page')).toBeInTheDocument();
  });
});
