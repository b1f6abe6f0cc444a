import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, resetApp } from '../../testing/render-app';
import { answerDialogs, browserClockIn, type BrowserZone } from '@eoffering/shared/testing';
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

// The member's browser keeps Taipei's clock unless a test names another zone: the machine running
// the tests may be in any zone, and the '(Taipei time)' label has cases of its own.
let restoreClock = (): void => undefined;
beforeEach(() => {
  restoreClock = browserClockIn('Taipei');
});
afterEach(() => restoreClock());

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

  it.each<['en' | 'zh-TW', BrowserZone, string, string]>([
    ['en', 'Taipei', 'Next debit date', '2026/04/10'],
    ['en', 'UTC', 'Next debit date', '2026/04/10 (Taipei time)'],
    ['en', 'Los Angeles', 'Next debit date', '2026/04/10 (Taipei time)'],
    ['zh-TW', 'Taipei', '下次扣款日', '2026/04/10'],
    ['zh-TW', 'UTC', '下次扣款日', '2026/04/10（台北時間）'],
    ['zh-TW', 'Los Angeles', '下次扣款日', '2026/04/10（台北時間）'],
  ])(
    '%s, a browser in %s: the plan\'s %s, a Taipei day, reads "%s"',
    async (language, zone, label, shown) => {
      browserClockIn(zone);
      renderApp('/member_center/order_ach', {
        signedIn: true,
        language,
        script: (api) => api.ok('get_ach_list', [plan()]),
      });
      const term = await screen.findByText(label, { selector: 'dt' });
      expect(term.nextElementSibling?.textContent).toBe(shown);
    },
  );

  it.each<['en' | 'zh-TW', BrowserZone, string]>([
    ['en', 'Taipei', 'This setting was terminated on 2025/12/20.'],
    ['en', 'Los Angeles', 'This setting was terminated on 2025/12/20 (Taipei time).'],
    ['zh-TW', 'Taipei', '此設定已於 2025/12/20 終止。'],
    ['zh-TW', 'UTC', '此設定已於 2025/12/20（台北時間） 終止。'],
  ])('%s, a browser in %s: a terminated plan says "%s"', async (language, zone, shown) => {
    browserClockIn(zone);
    renderApp('/member_center/order_ach', {
      signedIn: true,
      language,
      script: (api) =>
        api.ok('get_ach_list', [
          plan({
            status: 2,
            stop_pay_date: 0,
            stopped_as: 'terminated',
            last_mod_time: '2025-12-20 09:00:00',
          }),
        ]),
    });
    expect(await screen.findByText(shown)).toBeVisible();
  });

  it('shows an active setting with its next debit date and terminates it after confirmation', async () => {
    const { api, user } = open([plan()]);
    await screen.findByText('1 record');
    const active = card(1);
    expect(active).toHaveTextContent('Active');
    expect(active).toHaveTextContent('Next debit date2026/04/10');
    expect(active).toHaveTextContent('Every month');
    expect(active).toHaveTextContent('NT$ 2,500');

    api.ok('update_ach_setting', plan({ status: 2, stop_pay_date: 0, stopped_as: 'terminated' }));
    api.ok('get_ach_list', [
      plan({
        status: 2,
        stop_pay_date: 0,
        stopped_as: 'terminated',
        last_mod_time: '2026-03-15 10:00:00',
      }),
    ]);
    await user.click(within(active).getByRole('button', { name: 'Terminate' }));
    expect(
      dialogs?.confirms.map(({ title, confirmLabel, cancelLabel }) => [
        title,
        confirmLabel,
        cancelLabel,
      ]),
    ).toEqual([['terminate recurring giving setting', 'Terminate plan', 'Keep plan']]);
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

  it("says 'update failed' for a refusal it has no words for, and reads the list again", async () => {
    const { api, user } = open([plan()]);
    api.fail('update_ach_setting', 200, 'already processed', 409);
    // The list read again answers too: unanswered, it would raise an alert of its own.
    api.ok('get_ach_list', [plan()]);
    await user.click(await screen.findByRole('button', { name: 'Terminate' }));
    await waitFor(() => expect(api.bodiesOf('get_ach_list')).toHaveLength(2));
    await waitFor(() =>
      expect(dialogs?.alerts.map(({ message }) => message)).toEqual(['update failed']),
    );
  });

  // A stale second tab: the plan was cancelled elsewhere, the page still offers its old actions.
  it.each([
    [
      'en',
      'Change the end date to 2026/04',
      'This recurring giving setting is no longer active.',
      'Cancelled',
    ],
    ['zh-TW', '將結束日期改為 2026/04', '此定期定額設定已不在生效中。', '已取消'],
  ] as const)(
    'in %s says why a change to a plan stopped elsewhere is refused, then shows the plan as it is',
    async (language, changeEnd, reason, badge) => {
      dialogs = answerDialogs(true);
      const adjust = plan({
        ach_aid: 4,
        status: 1,
        stop_pay_date: 202703,
        cardlink_exym: '202604',
      });
      const { api, user } = renderApp('/member_center/order_ach', {
        signedIn: true,
        language,
        script: (fake) => fake.ok('get_ach_list', [adjust]),
      });
      api.fail('update_ach_setting', 200, 'this recurring giving setting is not active', 409);
      api.ok('get_ach_list', [{ ...adjust, status: 2, stop_pay_date: 0, stopped_as: 'cancelled' }]);
      await user.click(await screen.findByRole('button', { name: changeEnd }));
      await waitFor(() => expect(dialogs?.alerts.map(({ message }) => message)).toEqual([reason]));
      expect(await screen.findByText(badge, { exact: true })).toBeVisible();
      expect(screen.queryByRole('button', { name: changeEnd })).not.toBeInTheDocument();
    },
  );

  // Each state's colour only repeats its words (docs/screens/member-centre.md); the colours
  // themselves are checked in a browser (e2e/tests/plan-state-badges.spec.ts).
  it.each<[string, Partial<ReturnType<typeof plan>>, string, string]>([
    [
      'terminated',
      { status: 2, stop_pay_date: 0, stopped_as: 'terminated' },
      'Terminated',
      'This setting was terminated on 2025/12/20.',
    ],
    [
      'cancelled',
      { status: 2, stop_pay_date: 0, stopped_as: 'cancelled' },
      'Cancelled',
      'This setting was cancelled on 2025/12/20.',
    ],
    ['ended', { status: 3, stop_pay_date: 202511 }, 'Ended', ''],
  ])(
    'shows a %s setting in its own words, with its end date and no actions',
    async (_name, fields, label, notice) => {
      open([plan({ ach_aid: 2, last_mod_time: '2025-12-20 21:40:00', ...fields })]);
      await screen.findByText('1 record');
      expect(within(card(2)).getByText(label, { exact: true })).toBeVisible();
      expect(card(2)).toHaveTextContent(
        `End date${fields.status === 2 ? '2025/12/20' : '2025/11'}`,
      );
      expect(card(2)).not.toHaveTextContent('End datenone');
      if (notice) expect(card(2)).toHaveTextContent(notice);
      expect(
        within(card(2))
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Payment and receipt']);
    },
  );

  it('names ended, terminated and cancelled settings each in words of its own', async () => {
    open([
      plan({ ach_aid: 2, status: 2, stop_pay_date: 0, stopped_as: 'terminated' }),
      plan({ ach_aid: 3, status: 3 }),
      plan({ ach_aid: 4, status: 2, stop_pay_date: 0, stopped_as: 'cancelled' }),
    ]);
    await screen.findByText('3 records');
    for (const [number, label, others] of [
      [2, 'Terminated', ['Ended', 'Cancelled']],
      [3, 'Ended', ['Terminated', 'Cancelled']],
      [4, 'Cancelled', ['Terminated', 'Ended']],
    ] as const) {
      expect(within(card(number)).getByText(label, { exact: true })).toBeVisible();
      for (const other of others) {
        expect(within(card(number)).queryByText(other, { exact: true })).toBeNull();
      }
    }
  });

  it('offers a setting whose card expires first a move to another card', async () => {
    open([plan({ ach_aid: 4, status: 1, stop_pay_date: 202703, cardlink_exym: '202604' })]);
    await screen.findByText('1 record');
    expect(card(4)).toHaveTextContent('Move the plan to another card');
    expect(within(card(4)).getByRole('link', { name: 'Move to another card' })).toHaveAttribute(
      'href',
      '/eoffering/member_center/home',
    );
  });

  it('moves the end to the card expiry only after confirming the new number of debits', async () => {
    const adjust = plan({
      ach_aid: 4,
      status: 1,
      first_payment_date: '2025-12-10',
      stop_pay_date: 202611,
      total_periods: 12,
      paid_periods: 4,
      cardlink_exym: '202604',
    });
    const { api, user } = open([adjust]);
    await screen.findByText('1 record');
    expect(card(4)).toHaveTextContent('Needs adjustment');
    expect(card(4)).toHaveTextContent(
      "The card expires in 2026/04, before this plan's end in 2026/11.",
    );

    api.ok('update_ach_setting', { ...adjust, status: 0, stop_pay_date: 202604 });
    api.ok('get_ach_list', [{ ...adjust, status: 0, stop_pay_date: 202604 }]);
    await user.click(screen.getByRole('button', { name: 'Change the end date to 2026/04' }));
    expect(
      await screen.findByText('Recurring plan no. 4: the end date is now 2026/04.'),
    ).toBeVisible();
    expect(
      dialogs?.confirms.map(({ message, confirmLabel, cancelLabel }) => [
        message,
        confirmLabel,
        cancelLabel,
      ]),
    ).toEqual([
      [
        'Recurring plan no. 4 will make its last debit in 2026/04: 5 debits in all (4 made, 1 still to come) instead of 12.',
        'End in 2026/04',
        'Keep the current end',
      ],
    ]);
    expect(api.bodiesOf('update_ach_setting')).toEqual([{ ach_aid: 4, stop_pay_date: 202604 }]);
  });

  it('sends no end change that is not confirmed, and none the card cannot reach', async () => {
    const adjust = plan({
      ach_aid: 4,
      status: 1,
      first_payment_date: '2025-12-10',
      next_payment_date: '2026-05-10',
      paid_periods: 5,
      cardlink_exym: '202604',
    });
    const { api, user } = open([adjust], false);
    await user.click(await screen.findByRole('button', { name: 'Change the end date to 2026/04' }));
    await waitFor(() =>
      expect(dialogs?.alerts.map(({ message }) => message)).toEqual([
        'The card expires in 2026/04, before the next debit of recurring plan no. 4, so only moving the end will not do. Move the plan to another card, or cancel the setting.',
      ]),
    );
    expect(dialogs?.confirms).toEqual([]);
    expect(api.bodiesOf('update_ach_setting')).toEqual([]);
  });

  // docs/decisions.md, "Recurring plans changed in place": a pause or a skip moves the debits
  // off the first debit's calendar, so the count runs from the debits made and the next one.
  it.each<[string, Parameters<typeof plan>[0], string, 'confirm' | 'alert', string]>([
    [
      'after a pause until 2026/06',
      { paid_periods: 4, next_payment_date: '2026-06-10', cardlink_exym: '202607' },
      '2026/07',
      'confirm',
      'Recurring plan no. 4 will make its last debit in 2026/07: 6 debits in all (4 made, 2 still to come) instead of 24.',
    ],
    [
      'after a skipped debit',
      {
        first_payment_date: '2026-02-10',
        paid_periods: 1,
        next_payment_date: '2026-04-10',
        cardlink_exym: '202605',
      },
      '2026/05',
      'confirm',
      'Recurring plan no. 4 will make its last debit in 2026/05: 3 debits in all (1 made, 2 still to come) instead of 24.',
    ],
    [
      'every two months, after a pause until 2026/07',
      { frequency: 2, paid_periods: 2, next_payment_date: '2026-07-10', cardlink_exym: '202611' },
      '2026/11',
      'confirm',
      'Recurring plan no. 4 will make its last debit in 2026/11: 5 debits in all (2 made, 3 still to come) instead of 24.',
    ],
    [
      'after its first debit was skipped, leaving one debit before the card expires',
      {
        first_payment_date: '2026-03-10',
        paid_periods: 0,
        next_payment_date: '2026-04-10',
        cardlink_exym: '202604',
      },
      '2026/04',
      'alert',
      'Ending recurring plan no. 4 when the card expires in 2026/04 would leave it a single debit, and a plan makes at least 2. Move the plan to another card, or cancel the setting.',
    ],
  ])(
    'counts the debits of an end at the card expiry %s',
    async (_case, course, expiry, asked, message) => {
      const adjust = plan({ ach_aid: 4, status: 1, stop_pay_date: 202711, ...course });
      const { api, user } = open([adjust], false);
      await user.click(
        await screen.findByRole('button', { name: `Change the end date to ${expiry}` }),
      );
      const shown = asked === 'confirm' ? dialogs?.confirms : dialogs?.alerts;
      await waitFor(() => expect(shown?.map((dialog) => dialog.message)).toEqual([message]));
      expect(api.bodiesOf('update_ach_setting')).toEqual([]);
    },
  );

  it('refuses an end at the card expiry that would leave a single debit, sending nothing', async () => {
    // The first debit is in 2026/04 and the card expires then: one debit, below the two a plan makes.
    const adjust = plan({
      ach_aid: 4,
      status: 1,
      first_payment_date: '2026-04-10',
      stop_pay_date: 202703,
      total_periods: 12,
      paid_periods: 0,
      cardlink_exym: '202604',
    });
    const { api, user } = open([adjust]);
    await user.click(await screen.findByRole('button', { name: 'Change the end date to 2026/04' }));
    await waitFor(() =>
      expect(dialogs?.alerts.map(({ title, message }) => [title, message])).toEqual([
        [
          'Change the end date',
          'Ending recurring plan no. 4 when the card expires in 2026/04 would leave it a single debit, and a plan makes at least 2. Move the plan to another card, or cancel the setting.',
        ],
      ]),
    );
    expect(dialogs?.confirms).toEqual([]);
    expect(api.bodiesOf('update_ach_setting')).toEqual([]);
  });

  it.each([
    ['en', 'Cancel the setting', ['Cancel this plan?', 'Cancel plan', 'Keep plan']],
    ['zh-TW', '取消設定', ['取消這項設定？', '取消設定', '保留設定']],
  ] as const)(
    'in %s asks about a cancellation in the words of its button, %p',
    async (language, button, wording) => {
      dialogs = answerDialogs(false);
      const adjust = plan({
        ach_aid: 4,
        status: 1,
        stop_pay_date: 202703,
        cardlink_exym: '202604',
      });
      const { api, user } = renderApp('/member_center/order_ach', {
        signedIn: true,
        language,
        script: (fake) => fake.ok('get_ach_list', [adjust]),
      });
      await user.click(await screen.findByRole('button', { name: button }));
      await waitFor(() =>
        expect(
          dialogs?.confirms.map(({ title, confirmLabel, cancelLabel }) => [
            title,
            confirmLabel,
            cancelLabel,
          ]),
        ).toEqual([wording]),
      );
      expect(api.bodiesOf('update_ach_setting')).toEqual([]);
    },
  );

  it('cancels a setting that needs adjustment after a confirmation with unambiguous buttons', async () => {
    const adjust = plan({ ach_aid: 4, status: 1, stop_pay_date: 202703, cardlink_exym: '202604' });
    const { api, user } = open([adjust]);
    api.ok('update_ach_setting', {
      ...adjust,
      status: 2,
      stop_pay_date: 0,
      stopped_as: 'cancelled',
    });
    api.ok('get_ach_list', [{ ...adjust, status: 2, stop_pay_date: 0, stopped_as: 'cancelled' }]);
    await user.click(await screen.findByRole('button', { name: 'Cancel the setting' }));
    expect(await screen.findByText('Recurring plan no. 4: setting cancelled.')).toBeVisible();
    expect(
      dialogs?.confirms.map(({ title, confirmLabel, cancelLabel }) => [
        title,
        confirmLabel,
        cancelLabel,
      ]),
    ).toEqual([['Cancel this plan?', 'Cancel plan', 'Keep plan']]);
    expect(api.bodiesOf('update_ach_setting')).toEqual([{ ach_aid: 4, stop_pay_date: 0 }]);
    expect(await within(card(4)).findByText('Cancelled', { exact: true })).toBeVisible();
  });
});
