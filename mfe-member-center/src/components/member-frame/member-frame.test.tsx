import { screen, within } from '@testing-library/react';
import { savedTitles, scriptEveryPage, scriptPersonalPage } from '../../testing/fixtures';
import { renderApp, resetApp } from '../../testing/render-app';

afterEach(resetApp);

/** Every page of these tests has its data (the giving detail answers 'no data'). */
const everyPage = (api: Parameters<typeof scriptEveryPage>[0]) =>
  scriptEveryPage(api).fail('get_tra_offering_detail', 200, 'no data', 404);

const TABS = ['Personal data', 'Giving records', 'Receipt information', 'Reminder settings'];

const tabsOf = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Member centre' });
  return within(nav).getAllByRole('link');
};

describe('member-centre frame', () => {
  it.each([
    ['/member_center/home', 'Personal data', 'page'],
    ['/member_center/order_history', 'Giving records', 'page'],
    ['/member_center/order_detail/20240105001', 'Giving records', 'true'],
    ['/member_center/order_ach', 'Giving records', 'true'],
    ['/member_center/receipt', 'Receipt information', 'page'],
    ['/member_center/preferences', 'Reminder settings', 'page'],
  ])('on %s marks the "%s" tab current (aria-current=%s)', async (route, current, marker) => {
    renderApp(route, { signedIn: true, script: everyPage });
    const tabs = await tabsOf();
    expect(tabs.map((tab) => tab.textContent)).toEqual(TABS);
    for (const tab of tabs) {
      if (tab.textContent === current) expect(tab).toHaveAttribute('aria-current', marker);
      else expect(tab).not.toHaveAttribute('aria-current');
    }
  });

  it('links each tab to its page', async () => {
    renderApp('/member_center/receipt', { signedIn: true, script: everyPage });
    const hrefs = (await tabsOf()).map((tab) => tab.getAttribute('href'));
    expect(hrefs).toEqual([
      '/eoffering/member_center/home',
      '/eoffering/member_center/order_history',
      '/eoffering/member_center/receipt',
      '/eoffering/member_center/preferences',
    ]);
  });

  // docs/screens/member-centre.md: back goes to the personal page from records, receipt and preferences, and to the
  // records list from the detail and recurring pages; the personal page leaves for the home page.
  it.each([
    ['/member_center/home', '/eoffering'],
    ['/member_center/order_history', '/eoffering/member_center/home'],
    ['/member_center/receipt', '/eoffering/member_center/home'],
    ['/member_center/preferences', '/eoffering/member_center/home'],
    ['/member_center/order_detail/20240105001', '/eoffering/member_center/order_history'],
    ['/member_center/order_ach', '/eoffering/member_center/order_history'],
  ])('the back button of %s goes to %s', async (route, target) => {
    renderApp(route, { signedIn: true, script: everyPage });
    expect(await screen.findByRole('link', { name: 'Back' })).toHaveAttribute('href', target);
  });

  it('takes the member from the detail page back to the records list, then to personal data', async () => {
    const { user } = renderApp('/member_center/order_detail/20240105001', {
      signedIn: true,
      // Each page on the way asks for its data: the detail, the records list, the personal page.
      script: (api) =>
        scriptPersonalPage(
          api
            .fail('get_tra_offering_detail', 200, 'no data', 404)
            .ok('get_tra_offering_list', [])
            .ok('get_invoice_title_list', savedTitles),
        ),
    });
    await user.click(await screen.findByRole('link', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Giving records' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Personal data' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'giving home /' })).toBeVisible();
  });
});
