import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, resetApp } from '../../testing/render-app';
import { answerDialogs } from '@eoffering/shared/testing';
import { plan } from './records-test-data';

let dialogs: ReturnType<typeof answerDialogs> | null = null;
afterEach(() => {
  dialogs?.stop();
  dialogs = null;
  resetApp();
});

const open = (plans: ReturnType<typeof plan>[], confirmed = true) => {
  dialogs = answerDialogs(confirmed);
  return renderApp('/member_center/order_ach', {
    signedIn: true,
    script: (api) => api.ok('get_ach_list', plans),
  });
};

const card = (number: number) =>
  screen
    .getByRole('heading', { name: `Recurring plan no. ${number}` })
    .closest('li') as HTMLElement;

describe('recurring records page', () => {
  it('lists five settings a page with the record count', async () => {
    const { api, user } = open(
      Array.from({ length: 6 }, (_, index) => plan({ ach_aid: index + 1 })),
    );
    expect(await screen.findByText('6 records')).toBeVisible();
    expect(api.bodiesOf('get_ach_list')).toEqual([{}]);
    const headings = () =>
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings()).toEqual([
      'Recurring giving settings',
      ...[1, 2, 3, 4, 5].map((n) => `Recurring plan no. ${n}`),
    ]);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(headings()).toEqual(['Recurring giving settings', 'Recurring plan no. 6']);
  });

  it("says 'no data' when the member has no setting", async () => {
    open([]);
    expect(await screen.findByText('no data')).toBeVisible();
    expect(screen.getByText('0 records')).toBeVisible();
  });

  it('expands and collapses the payment and receipt section', async () => {
    const { user } = open([plan()]);
    const toggle = await screen.findByRole('button', { name: 'Payment and receipt' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('4311-95**-****-2222')).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const section = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(section).toBeVisible();
    expect(section).toHaveTextContent('4311-95**-****-2222');
    expect(section).toHaveTextContent('家用卡');
    expect(section).toHaveTextContent('2028/12');
    expect(section).toHaveTextContent('王小明');
    expect(section).toHaveTextContent('28479133');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(section).not.toBeVisible();
  });

  it('shows an active setting with its next debit date and terminates it after confirmation', async () => {
    const { api, user } = open([plan()]);
    await screen.findByText('1 records');
    const active = card(1);
    expect(active).toHaveTextContent('active');
    expect(active).toHaveTextContent('Next debit date2026/04/10');
    expect(active).toHaveTextContent('Every month');
    expect(active).toHaveTextContent('NT$ 2,500');

    api.ok('update_ach_setting', plan({ status: 2, stop_pay_date: 0 }));
    api.ok('get_ach_list', [
      plan({ status: 2, stop_pay_date: 0, last_mod_time: '2026-03-15 10:00:00' }),
    ]);
    await user.click(within(active).getByRole('button', { name: 'Terminate' }));
    expect(dialogs?.confirms.map(({ title }) => title)).toEqual([
      'terminate recurring giving setting',
    ]);
    expect(await screen.findByText('Recurring plan no. 1: setting terminated.')).toBeVisible();
    expect(api.bodiesOf('update_ach_setting')).toEqual([{ ach_aid: 1, stop_pay_date: 0 }]);
    expect(await screen.findByText('This setting was terminated on 2026/03/15.')).toBeVisible();
    expect(api.bodiesOf('get_ach_list')).toHaveLength(2);
    expect(within(card(1)).queryByRole('button', { name: 'Terminate' })).not.toBeInTheDocument();
  });

  it('sends nothing when the termination is not confirmed', async () => {
    const { api, user } = open([plan()], false);
    await user.click(await screen.findByRole('button', { name: 'Terminate' }));
    expect(dialogs?.confirms).toHaveLength(1);
    expect(api.bodiesOf('update_ach_setting')).toEqual([]);
  });

  it("says 'update failed' when the termination is refused", async () => {
    const { api, user } = open([plan()]);
    api.fail('update_ach_setting', 200, 'already processed', 409);
    await user.click(await screen.findByRole('button', { name: 'Terminate' }));
    await waitFor(() =>
      expect(dialogs?.alerts.map(({ message }) => message)).toEqual(['update failed']),
    );
    expect(api.bodiesOf('get_ach_list')).toHaveLength(1);
  });

  it('shows a terminated setting with its date and an ended one with its badge, neither with actions', async () => {
    open([
      plan({ ach_aid: 2, status: 2, stop_pay_date: 0, last_mod_time: '2025-12-20 21:40:00' }),
      plan({ ach_aid: 3, status: 3 }),
    ]);
    await screen.findByText('2 records');
    expect(card(2)).toHaveTextContent('terminated');
    expect(card(2)).toHaveTextContent('This setting was terminated on 2025/12/20.');
    expect(card(3)).toHaveTextContent('ended');
    for (const number of [2, 3]) {
      expect(
        within(card(number))
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Payment and receipt']);
    }
  });

  it("offers a setting whose card expires first to be cancelled or to end at the card's expiry", async () => {
    const adjust = plan({ ach_aid: 4, status: 1, stop_pay_date: 202703, cardlink_exym: '202604' });
    const { api, user } = open([adjust]);
    await screen.findByText('1 records');
    expect(card(4)).toHaveTextContent('needs adjustment');
    expect(card(4)).toHaveTextContent(
      "The card expires in 2026/04, before this plan's end in 2027/03.",
    );

    api.ok('update_ach_setting', { ...adjust, status: 0, stop_pay_date: 202604 });
    api.ok('get_ach_list', [{ ...adjust, status: 0, stop_pay_date: 202604 }]);
    await user.click(screen.getByRole('button', { name: 'Change the end date to 2026/04' }));
    expect(
      await screen.findByText('Recurring plan no. 4: the end date is now 2026/04.'),
    ).toBeVisible();
    expect(api.bodiesOf('update_ach_setting')).toEqual([{ ach_aid: 4, stop_pay_date: 202604 }]);
    expect(dialogs?.confirms).toEqual([]);
  });

  it('cancels a setting that needs adjustment after confirmation', async () => {
    const adjust = plan({ ach_aid: 4, status: 1, stop_pay_date: 202703, cardlink_exym: '202604' });
    const { api, user } = open([adjust]);
    api.ok('update_ach_setting', { ...adjust, status: 3, stop_pay_date: 0 });
    api.ok('get_ach_list', [{ ...adjust, status: 3, stop_pay_date: 0 }]);
    await user.click(await screen.findByRole('button', { name: 'Cancel the setting' }));
    expect(await screen.findByText('Recurring plan no. 4: setting cancelled.')).toBeVisible();
    expect(dialogs?.confirms.map(({ title }) => title)).toEqual(['Cancel the setting']);
    expect(api.bodiesOf('update_ach_setting')).toEqual([{ ach_aid: 4, stop_pay_date: 0 }]);
  });
});
