import { screen } from '@testing-library/react';
import { renderApp, resetApp } from '../../testing/render-app';
import { recordsBackTarget } from './records-return';
import { giving, titles } from './records-test-data';

afterEach(resetApp);

describe("the detail's Back target (the list's page and filters kept)", () => {
  it.each<[string, unknown, string]>([
    [
      'the query it was opened from',
      { recordsSearch: '?page=2' },
      '/member_center/order_history?page=2',
    ],
    [
      'filters and page',
      { recordsSearch: '?method=VACC&page=3' },
      '/member_center/order_history?method=VACC&page=3',
    ],
    ['an empty query', { recordsSearch: '' }, '/member_center/order_history'],
    ['no state (opened from elsewhere)', null, '/member_center/order_history'],
    ['a state of another kind', { from: 'x' }, '/member_center/order_history'],
    [
      'a path in place of a query',
      { recordsSearch: '//evil.example/' },
      '/member_center/order_history',
    ],
    ['a query with a fragment', { recordsSearch: '?page=2#x' }, '/member_center/order_history'],
  ])('%s', (_, state, expected) => {
    expect(recordsBackTarget(state)).toBe(expected);
  });
});

const seven = Array.from({ length: 7 }, (_, index) => giving({ offering_aid: 1001 + index }));

describe('records list and detail', () => {
  it('takes the member to the top of the list on a new page, and the detail goes back to that page', async () => {
    const { api, user } = renderApp('/member_center/order_history?method=CREDIT', {
      signedIn: true,
      script: (fake) =>
        fake.ok('get_tra_offering_list', seven).ok('get_invoice_title_list', titles),
    });
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Givings' })).toHaveFocus();

    api.ok('get_tra_offering_detail', giving({ offering_aid: 1006 }));
    await user.click(screen.getByRole('link', { name: 'Giving no. 1006' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Giving detail' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/eoffering/member_center/order_history?method=CREDIT&page=2',
    );
  });
});
