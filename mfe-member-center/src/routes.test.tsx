import { PRE_LOCATION_KEY } from '@eoffering/shared';
import { screen, waitFor } from '@testing-library/react';
import { scriptEveryPage } from './testing/fixtures';
import { giving } from './features/giving-records/records-test-data';
import { renderApp, resetApp } from './testing/render-app';

afterEach(resetApp);

const MEMBER_ROUTES: Array<[route: string, heading: string]> = [
  ['/member_center', 'Personal data'],
  ['/member_center/', 'Personal data'],
  ['/member_center/home', 'Personal data'],
  ['/member_center/order_history', 'Giving records'],
  ['/member_center/order_detail/20240105001', 'Giving detail'],
  ['/member_center/order_ach', 'Recurring giving records'],
  ['/member_center/receipt', 'Receipt information'],
  ['/member_center/preferences', 'Reminder settings'],
  ['/cardlink/12', 'Card binding result'],
  ['/cardlink_error/declined', 'Card binding failure'],
];

describe('member-centre routes', () => {
  it.each(MEMBER_ROUTES)(
    'sends a guest on %s to the main site login, remembering the path',
    async (route) => {
      const { assigned } = renderApp(`${route}?tab=1`, { signedIn: false });
      await waitFor(() => expect(assigned).toEqual(['http://main.test/login?lang=en']));
      expect(localStorage.getItem(PRE_LOCATION_KEY)).toBe(`${route}?tab=1`);
      expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    },
  );

  it.each(MEMBER_ROUTES)('shows a signed-in member %s as "%s"', async (route, heading) => {
    const { assigned } = renderApp(route, {
      signedIn: true,
      script: (api) => scriptEveryPage(api).ok('get_tra_offering_detail', giving()),
    });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(assigned).toEqual([]);
    expect(localStorage.getItem(PRE_LOCATION_KEY)).toBeNull();
  });

  it.each(['/member_center/nowhere', '/member_center/home/extra', '/cardlink'])(
    'shows the not-found page for %s',
    async (route) => {
      renderApp(route, { signedIn: true });
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
      expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute(
        'href',
        '/eoffering',
      );
    },
  );
});
