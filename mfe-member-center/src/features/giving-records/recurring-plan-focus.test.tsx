import { screen, waitFor, within } from '@testing-library/react';
import { answerDialogs } from '@eoffering/shared/testing';
import { renderApp, resetApp } from '../../testing/render-app';
import { plan } from './records-test-data';

// docs/screens/member-centre.md, focus after an edit: a plan stopped from its card loses the
// button that stopped it, so focus goes to the plan's own heading rather than to the page.

let dialogs: ReturnType<typeof answerDialogs> | null = null;
afterEach(() => {
  dialogs?.stop();
  dialogs = null;
  resetApp();
});

describe('focus after stopping a recurring plan', () => {
  it.each([
    [
      'Terminate',
      plan({ ach_aid: 1, status: 0 }),
      plan({ ach_aid: 1, status: 2, stop_pay_date: 0, stopped_as: 'terminated' }),
    ],
    [
      'Cancel the setting',
      plan({ ach_aid: 4, status: 1, stop_pay_date: 202703, cardlink_exym: '202604' }),
      plan({ ach_aid: 4, status: 2, stop_pay_date: 0, stopped_as: 'cancelled' }),
    ],
  ])('after "%s" lands on the plan heading, not the page', async (action, before, after) => {
    dialogs = answerDialogs(true);
    const { api, user } = renderApp('/member_center/order_ach', {
      signedIn: true,
      script: (fake) => fake.ok('get_ach_list', [before]),
    });
    const heading = await screen.findByRole('heading', {
      name: `Recurring plan no. ${before.ach_aid}`,
    });
    api.ok('update_ach_setting', after).ok('get_ach_list', [after]);
    const card = heading.closest('li') as HTMLElement;
    await user.click(within(card).getByRole('button', { name: action }));

    await waitFor(() => expect(api.bodiesOf('get_ach_list')).toHaveLength(2));
    await waitFor(() => expect(within(card).queryByRole('button', { name: action })).toBeNull());
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: `Recurring plan no. ${before.ach_aid}` }),
    );
  });
});
