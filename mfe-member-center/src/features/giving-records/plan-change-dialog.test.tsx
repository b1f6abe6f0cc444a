import { screen, within } from '@testing-library/react';
import { addMonths, shiftDay, taipeiIsoToday } from '@eoffering/shared/rules';
import { browserClockIn, type BrowserZone } from '@eoffering/shared/testing';
import { renderApp, resetApp } from '../../testing/render-app';
import { plan } from './records-test-data';

afterEach(resetApp);

// The member's browser keeps Taipei's clock unless a test names another zone: the machine running
// the tests may be in any zone, and the '(Taipei time)' label has cases of its own.
let restoreClock = (): void => undefined;
beforeEach(() => {
  restoreClock = browserClockIn('Taipei');
});
afterEach(() => restoreClock());

// Dates from today, so the change window is open (a debit three weeks on) or closed (in two days).
const today = taipeiIsoToday();
const next = shiftDay(today, 21);
const soon = shiftDay(today, 2);
const date = (day: string) => day.replace(/-/g, '/');

const changeable = (overrides: Parameters<typeof plan>[0] = {}) =>
  plan({
    next_payment_date: next,
    payment_date: Number(next.slice(8, 10)),
    change_cutoff_days: 3,
    paused_until: 0,
    changes: [],
    ...overrides,
  });

const open = (plans: ReturnType<typeof plan>[], language: 'en' | 'zh-TW' = 'en') =>
  renderApp('/member_center/order_ach', {
    signedIn: true,
    language,
    script: (api) => api.ok('get_ach_list', plans),
  });

describe('changing a recurring plan in place', () => {
  it('offers no change when the backend does not declare it, as before', async () => {
    open([plan()]);
    await screen.findByText('1 record');
    expect(screen.queryByRole('button', { name: 'Change plan' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Terminate' })).toBeVisible();
  });

  it('previews a new amount, then confirms it and shows it in the history', async () => {
    const { api, user } = open([changeable()]);
    const opener = await screen.findByRole('button', { name: 'Change plan' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Change recurring plan no. 1' });
    const tithe = within(dialog).getByLabelText('什一奉獻 amount (NT$)');
    await user.clear(tithe);
    await user.type(tithe, '3000');
    const effect = {
      preview: true,
      next_payment_date: next,
      next_amount: 3500,
      total_amount: 80_000,
      last_payment_date: '2027-11-10',
      stop_pay_date: 202711,
    };
    api.ok('change_ach_plan', { ...effect, plan: changeable() });
    await user.click(within(dialog).getByRole('button', { name: 'See the result' }));
    const result = await within(dialog).findByRole('status');
    expect(result).toHaveTextContent(`Next debit${date(next)}, NT$ 3,500`);
    expect(result).toHaveTextContent('New totalNT$ 80,000');
    expect(result).toHaveTextContent('Last debit2027/11/10');
    expect(api.bodiesOf('change_ach_plan')).toEqual([
      {
        ach_aid: 1,
        preview: true,
        change: 'amounts',
        item_package: [
          { item_aid: 1, item_name: '什一奉獻', package_amount: 3000 },
          { item_aid: 4, item_name: '宣教奉獻', package_amount: 500 },
        ],
      },
    ]);

    const changed = changeable({
      amount: 3500,
      changes: [{ changed_at: '2026-03-15 10:00:00', change: 'amounts', from: '2500', to: '3500' }],
    });
    api.ok('change_ach_plan', { ...effect, preview: false, plan: changed });
    api.ok('get_ach_list', [changed]);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm change' }));
    expect(await screen.findByText('Recurring plan no. 1: the plan was changed.')).toBeVisible();
    expect(api.bodiesOf('change_ach_plan')[1]).toMatchObject({ preview: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Payment and receipt' }));
    expect(
      screen.getByText('2026/03/15 10:00 amount per debit changed from NT$ 2,500 to NT$ 3,500'),
    ).toBeVisible();
  });

  it('says when the plan can be changed within the cut-off days before a debit', async () => {
    const { api, user } = open([changeable({ next_payment_date: soon })]);
    await user.click(await screen.findByRole('button', { name: 'Change plan' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(
      `No change can be made within 3 days before a debit. You can change this plan from ${date(shiftDay(soon, 1))}; a change then applies from the debit of ${date(addMonths(soon, 1))}.`,
    );
    expect(within(dialog).queryByRole('button', { name: 'See the result' })).toBeNull();
    expect(api.bodiesOf('change_ach_plan')).toEqual([]);
  });

  it.each<['en' | 'zh-TW', BrowserZone, string, string]>([
    [
      'en',
      'Taipei',
      'Change plan',
      'You can change this plan from {reopens}; a change then applies from the debit of {effective}.',
    ],
    [
      'en',
      'UTC',
      'Change plan',
      'You can change this plan from {reopens} (Taipei time); a change then applies from the debit of {effective} (Taipei time).',
    ],
    [
      'en',
      'Los Angeles',
      'Change plan',
      'You can change this plan from {reopens} (Taipei time); a change then applies from the debit of {effective} (Taipei time).',
    ],
    [
      'zh-TW',
      'Taipei',
      '變更設定',
      '此設定可於 {reopens} 起變更，變更將自 {effective} 的扣款開始生效。',
    ],
    [
      'zh-TW',
      'UTC',
      '變更設定',
      '此設定可於 {reopens}（台北時間） 起變更，變更將自 {effective}（台北時間） 的扣款開始生效。',
    ],
    [
      'zh-TW',
      'Los Angeles',
      '變更設定',
      '此設定可於 {reopens}（台北時間） 起變更，變更將自 {effective}（台北時間） 的扣款開始生效。',
    ],
  ])(
    '%s, a browser in %s: "%s" names the Taipei days it reopens on: "%s"',
    async (language, zone, opener, shown) => {
      browserClockIn(zone);
      const { user } = open([changeable({ next_payment_date: soon })], language);
      await user.click(await screen.findByRole('button', { name: opener }));
      expect(screen.getByRole('dialog')).toHaveTextContent(
        shown
          .replace('{reopens}', date(shiftDay(soon, 1)))
          .replace('{effective}', date(addMonths(soon, 1))),
      );
    },
  );

  it('in zh-TW shows a paused plan, offers to resume it and sends the resume', async () => {
    const until = Number(addMonths(next, 2).slice(0, 7).replace('-', ''));
    const paused = changeable({ paused_until: until, next_payment_date: addMonths(next, 2) });
    const { api, user } = open([paused], 'zh-TW');
    expect(await screen.findByText('已暫停')).toBeVisible();
    expect(
      await screen.findByText(
        `已暫停扣款，將於 ${String(until).slice(0, 4)}/${String(until).slice(4)} 恢復，下次扣款日為 ${date(addMonths(next, 2))}。`,
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: '變更設定' }));
    const dialog = screen.getByRole('dialog', { name: '變更定期定額編號 1' });
    expect(within(dialog).queryByRole('radio', { name: '跳過下一次扣款' })).toBeNull();
    await user.click(within(dialog).getByRole('radio', { name: '恢復扣款' }));
    api.ok('change_ach_plan', {
      preview: true,
      next_payment_date: next,
      next_amount: 2500,
      total_amount: 60_000,
      last_payment_date: '2027-11-10',
      stop_pay_date: 202711,
      plan: paused,
    });
    await user.click(within(dialog).getByRole('button', { name: '查看變更結果' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      `下次扣款${date(next)}，NT$ 2,500`,
    );
    expect(api.bodiesOf('change_ach_plan')).toEqual([
      { ach_aid: 1, preview: true, change: 'resume' },
    ]);
  });
});
