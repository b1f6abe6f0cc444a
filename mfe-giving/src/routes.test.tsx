import { PRE_LOCATION_KEY, orderDraft, setPageNavigation } from '@eoffering/shared';
import type { ProjectItem } from '@eoffering/shared/contract';
import { installFakeApi, renderWithProviders, type FakeApi } from '@eoffering/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { GivingRoutes } from './routes';
import { aProject, anItem } from './testing/fixtures';
import { aDonor } from './testing/givings';

let api: FakeApi;
const assign = jest.fn<void, [string]>();
const scrollIntoView = jest.fn();

beforeAll(() => {
  // jsdom has no layout, so no scrollIntoView: the test records which element asked for it.
  Element.prototype.scrollIntoView = scrollIntoView;
});

beforeEach(() => {
  api = installFakeApi();
  orderDraft.clear();
  setPageNavigation({ assign });
  assign.mockClear();
  scrollIntoView.mockClear();
});

afterEach(() => {
  jest.useRealTimers();
  api.uninstall();
  setPageNavigation(null);
  orderDraft.clear();
});

const renderAt = (route: string, signedIn = false) =>
  renderWithProviders(<GivingRoutes />, { route, signedIn, language: 'en' });

const oneOff = anItem({ item_aid: 1, if_ach: 0 });
const recurring = anItem({ id: 2, item_aid: 2, item_name: '感恩奉獻', if_ach: 1 });

const scriptOrder = (items: ProjectItem[], projectAid = 1) => {
  api.ok(
    'get_project_info_detail',
    aProject({ project_aid: projectAid, project_name: '一般奉獻' }),
  );
  api.ok('get_project_items', items);
};

const tabNames = () =>
  within(screen.getByRole('navigation', { name: 'Ways to give' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('giving routes: not found', () => {
  it.each([
    '/order',
    '/order/unknown',
    '/order/express/1/extra',
    '/order/payment/card/3',
    '/nowhere',
  ])('%s shows the shared not-found page with a way home', async (route) => {
    renderAt(route);

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute(
      'href',
      '/eoffering',
    );
    expect(api.requests).toHaveLength(0);
  });
});

describe('order screens', () => {
  it('show the project strip, the page indicator and the tabs for the route project', async () => {
    scriptOrder([oneOff, recurring], 3);
    renderAt('/order/normal/3');

    expect(await screen.findByRole('heading', { level: 1, name: '一般奉獻' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to other projects' })).toHaveAttribute(
      'href',
      '/eoffering',
    );
    const steps = within(screen.getByRole('list', { name: 'Progress' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      '1Amount',
      '2Payment',
      '3Result',
      '4Receipt',
    ]);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(api.bodiesOf('get_project_info_detail')).toEqual([{ project_aid: 3 }]);
    expect(api.bodiesOf('get_project_items')).toEqual([{ project_aid: 3, if_ach: 0 }]);
  });

  it('offer the recurring tab when an item allows recurring, and link each tab to its screen', async () => {
    scriptOrder([oneOff, recurring]);
    renderAt('/order/express/1');

    await screen.findByRole('heading', { level: 1, name: '一般奉獻' });
    expect(tabNames()).toEqual(['Express giving', 'Normal giving', 'Recurring giving']);
    expect(screen.getByRole('link', { name: 'Recurring giving' })).toHaveAttribute(
      'href',
      '/eoffering/order/recurring_records/1',
    );
  });

  it('hide the recurring tab when no item of the project has if_ach 1', async () => {
    scriptOrder([oneOff, anItem({ id: 3, item_aid: 3, if_ach: 0 })]);
    renderAt('/order/express/1');

    await screen.findByRole('heading', { level: 1, name: '一般奉獻' });
    expect(tabNames()).toEqual(['Express giving', 'Normal giving']);
  });

  it('mark the selected tab and scroll it into view', async () => {
    scriptOrder([oneOff, recurring]);
    renderAt('/order/normal/1');

    const selected = await screen.findByRole('link', { name: 'Normal giving' });
    expect(selected).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Express giving' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(scrollIntoView.mock.contexts).toContain(selected);
  });

  it.each([
    ['/order/express/1', 'Choose an item'],
    ['/order/normal/1', 'Tick the items and enter their amounts'],
  ])('%s holds its giving flow', async (route, first) => {
    scriptOrder([oneOff]);
    renderAt(route);

    expect(await screen.findByText(first)).toBeVisible();
  });

  it("use the saved order's project when the route has none", async () => {
    orderDraft.save({ project_aid: 5, view: 'normal' });
    scriptOrder([oneOff], 5);
    renderAt('/order/normal');

    await screen.findByRole('heading', { level: 1, name: '一般奉獻' });
    expect(api.bodiesOf('get_project_info_detail')).toEqual([{ project_aid: 5 }]);
  });

  it('go home when the route has no project and nothing is saved', async () => {
    api.ok('get_project_info_list', []);
    renderAt('/order/express');

    expect(await screen.findByText('There are no giving projects open right now.')).toBeVisible();
    expect(api.bodiesOf('get_project_info_detail')).toHaveLength(0);
  });

  it('on a project read failure say so, then go home', async () => {
    jest.useFakeTimers();
    api.on('get_project_info_detail', () => ({
      body: { RC: 404, RM: 'not found', Result: [{ msg: 'no such project' }] },
    }));
    api.ok('get_project_items', []);
    renderAt('/order/express/9');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('an error occurred');
    expect(alert).toHaveTextContent('redirecting to donation home');

    api.ok('get_project_info_list', []);
    act(() => jest.advanceTimersByTime(1500));

    expect(await screen.findByText('There are no giving projects open right now.')).toBeVisible();
  });
});

describe('recurring giving route (login required)', () => {
  it('shows a guest only the login button, staying on the page (docs/decisions.md)', async () => {
    scriptOrder([recurring]);
    renderAt('/order/recurring_records/1');

    expect(await screen.findByRole('button', { name: 'Please log in first' })).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows a member the three-step indicator', async () => {
    scriptOrder([recurring]);
    api
      .ok('get_member_donor_info', aDonor())
      .ok('get_project_items', [recurring])
      .ok('get_invoice_title_list', []);
    renderAt('/order/recurring_records/1', true);

    const steps = within(await screen.findByRole('list', { name: 'Progress' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.textContent)).toEqual([
      '1Amount',
      '2Payment',
      '3Setting result',
    ]);
    expect(screen.getByRole('link', { name: 'Recurring giving' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('warns a member when the project has no recurring items, then goes home', async () => {
    jest.useFakeTimers();
    scriptOrder([oneOff]);
    renderAt('/order/recurring_records/1', true);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This project has no recurring items.',
    );
    api.ok('get_project_info_list', []);
    act(() => jest.advanceTimersByTime(1500));

    expect(await screen.findByText('There are no giving projects open right now.')).toBeVisible();
  });
});

describe('recurring result route (login required)', () => {
  it("sends a guest to the main site's login after 'Oops..'", async () => {
    renderAt('/order/ach_result/12');

    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://main.test/login?lang=en'));
    expect(localStorage.getItem(PRE_LOCATION_KEY)).toBe('/order/ach_result/12');
    expect(api.requests).toHaveLength(0);
  });
});

describe('other order routes', () => {
  it.each([
    ['/order_history', 'Giving lookup', 'Giving number'],
    ['/order_history/detail/20240101001', 'Giving detail', 'Donor ID number'],
  ])('%s has its page, asking for what proves the giving', async (route, title, field) => {
    renderAt(route);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(screen.getByRole('textbox', { name: field })).toBeVisible();
    // Nothing that proves a giving goes out before the donor types it (the lookup page may ask
    // only which guest givings this browser holds the pass of).
    expect(api.requests.filter((call) => call.target !== 'get_guest_givings')).toEqual([]);
  });

  it('shows a transaction error route without its unknown text, with a way home', async () => {
    const message = '<img src=x onerror=alert(1)> card declined';
    renderAt(`/order/result_error/${encodeURIComponent(message)}`);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The transaction could not be completed.',
    );
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute(
      'href',
      '/eoffering',
    );
  });
});
