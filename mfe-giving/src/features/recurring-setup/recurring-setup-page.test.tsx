import { ORDER_KEY, Route, Routes, bus, orderDraft, type EventOf } from '@eoffering/shared';
import { installFakeApi, renderWithProviders, type FakeApi } from '@eoffering/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { aProject, anItem } from '../../testing/fixtures';
import { aDonor, aTitle } from '../../testing/givings';
import { ShowLocation } from '../../testing/show-location';
import { RecurringSetupPage } from './recurring-setup-page';

// Only the date is fixed: the user events and the shared dialogs keep their real timers. The day is
// the 10th of January both in Taipei (11:30) and in UTC (03:30).
const TODAY = new Date('2026-01-10T03:30:00Z');
const REAL_TIMERS = [
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
  'setImmediate',
  'clearImmediate',
  'queueMicrotask',
  'nextTick',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'performance',
  'hrtime',
] as const;

const oneOff = anItem({ item_aid: 1, item_name: '什一奉獻', if_ach: 0 });
const tithe = anItem({ id: 2, item_aid: 2, item_name: '感恩奉獻', if_ach: 1 });
const missions = anItem({
  id: 3,
  item_aid: 3,
  item_name: '宣教奉獻',
  item_donation_min_num: 500,
  item_donation_max_num: 20000,
  if_ach: 1,
});
const company = aTitle({
  invoice_title_aid: 12,
  invoice_title: '恩典公司',
  invoice_tax_id: '87654322',
});

let api: FakeApi;

beforeEach(() => {
  jest.useFakeTimers({ now: TODAY, doNotFake: [...REAL_TIMERS] });
  api = installFakeApi();
  localStorage.clear();
  orderDraft.sync();
});

afterEach(() => {
  api.uninstall();
  jest.useRealTimers();
});

const scriptFrame = () =>
  api
    .ok('get_project_info_detail', aProject({ project_aid: 1 }))
    .ok('get_project_items', [oneOff, tithe, missions]);

const scriptMember = (donor = aDonor()) =>
  api
    .ok('get_member_donor_info', donor)
    .ok('get_project_items', [tithe, missions])
    .ok('get_invoice_title_list', [company]);

const renderSetup = (signedIn: boolean) =>
  renderWithProviders(
    <Routes>
      <Route path="/order/recurring_records/:projectAid" element={<RecurringSetupPage />} />
      <Route path="/order/payment_methods" element={<ShowLocation />} />
    </Routes>,
    { route: '/order/recurring_records/1', signedIn, language: 'en' },
  );

const preview = () => within(screen.getByRole('region', { name: 'Your recurring giving' }));
const previewValue = (label: string) =>
  preview().getByText(label).nextElementSibling?.textContent ?? '';

describe('recurring setup, a guest (docs/decisions.md)', () => {
  it('says the setting charges nothing and offers only the login, which opens the dialog', async () => {
    const requests: EventOf<'session/login-requested'>[] = [];
    const subscription = bus
      .on('session/login-requested')
      .subscribe((event) => requests.push(event));
    scriptFrame();
    const { user } = renderSetup(false);

    await user.click(await screen.findByRole('button', { name: 'Please log in first' }));

    expect(screen.getByText(/makes no charge by itself/)).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(requests).toEqual([{ type: 'session/login-requested', allowClose: true }]);
    expect(api.bodiesOf('get_member_donor_info')).toEqual([]);
    subscription.unsubscribe();
  });
});

describe('recurring setup, a member', () => {
  it('reads the donor info on entry and the project items with if_ach 1', async () => {
    scriptFrame();
    scriptMember();
    renderSetup(true);

    expect(await screen.findByRole('checkbox', { name: '宣教奉獻' })).toBeVisible();
    expect(screen.queryByRole('checkbox', { name: '什一奉獻' })).toBeNull();
    expect(api.bodiesOf('get_member_donor_info')).toEqual([{}]);
    expect(api.bodiesOf('get_project_items')).toContainEqual({ project_aid: 1, if_ach: 1 });
    expect(screen.getByText(/makes no charge by itself/)).toBeVisible();
  });

  it('opens the identity dialog when no identity number is on file (sid_status -1)', async () => {
    scriptFrame();
    scriptMember(aDonor({ sid_status: -1, member_social_identity: '' }));
    const { user } = renderSetup(true);

    expect(await screen.findByRole('dialog', { name: 'Update personal data' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Recurring giving needs your ID number on file.')).toBeVisible();

    // Setup needs the number: submitting asks for it again and sends nothing.
    await user.type(screen.getByRole('textbox', { name: /Total periods/ }), '12');
    await user.click(screen.getByRole('checkbox', { name: '感恩奉獻' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Amount for 感恩奉獻 each period' }),
      '1000',
    );
    await user.click(screen.getByRole('radio', { name: 'Anonymous giving (no receipt)' }));
    await user.click(screen.getByRole('button', { name: 'Set up and choose how to pay' }));
    expect(await screen.findByRole('dialog', { name: 'Update personal data' })).toBeVisible();
    expect(api.bodiesOf('ach_setting_handle1')).toEqual([]);
  });

  it('shows the schedule (first and last debit, debits, per period, in all) as the member types', async () => {
    scriptFrame();
    scriptMember();
    const { user } = renderSetup(true);

    // docs/screens/giving.md: the default payment day is tomorrow, so the first debit is tomorrow.
    expect(await screen.findByRole('combobox', { name: 'Payment day' })).toHaveValue('11');
    expect(previewValue('First debit date')).toBe('2026/01/11');
    expect(previewValue('Last debit')).toBe('Shown once the total periods are entered');
    expect(previewValue('Number of debits')).toBe('Shown once the total periods are entered');
    expect(previewValue('Amount each period')).toBe('NT$ 0');

    await user.type(screen.getByRole('textbox', { name: /Total periods/ }), '12');
    expect(previewValue('Last debit')).toBe('2026/12/11');
    expect(previewValue('Number of debits')).toBe('12 debits');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment day' }), '5');
    await user.click(screen.getByRole('radio', { name: 'Every 3 months' }));
    expect(previewValue('First debit date')).toBe('2026/02/05');
    expect(previewValue('Last debit')).toBe('2028/11/05');

    await user.click(screen.getByRole('checkbox', { name: '感恩奉獻' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Amount for 感恩奉獻 each period' }),
      '1000',
    );
    await user.click(screen.getByRole('checkbox', { name: '宣教奉獻' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Amount for 宣教奉獻 each period' }),
      '2500',
    );
    expect(previewValue('Amount each period')).toBe('NT$ 3,500');
    expect(previewValue('Total over the plan')).toBe('NT$ 42,000');
  });

  it('refuses an incomplete form with the validation messages, keeping what was typed', async () => {
    scriptFrame();
    scriptMember();
    const { user } = renderSetup(true);

    await user.click(await screen.findByRole('button', { name: 'Set up and choose how to pay' }));
    expect(await screen.findByText('please enter periods')).toBeVisible();
    expect(screen.getByText('Please tick at least one item')).toBeVisible();
    expect(screen.getByText('please select receipt info')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Total periods/ })).toHaveFocus();

    const periods = screen.getByRole('textbox', { name: /Total periods/ });
    await user.type(periods, '1');
    expect(screen.getByText('total periods cannot be lower than 2')).toBeVisible();
    await user.type(periods, '01');
    expect(screen.getByText('cannot be higher than 100')).toBeVisible();
    expect(periods).toHaveValue('101');

    await user.click(screen.getByRole('checkbox', { name: '宣教奉獻' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Amount for 宣教奉獻 each period' }),
      '100',
    );
    expect(screen.getByText('Minimum amount: NT$ 500')).toBeVisible();
    await user.clear(screen.getByRole('textbox', { name: 'Amount for 宣教奉獻 each period' }));
    expect(screen.getByText('please enter amount')).toBeVisible();
    expect(api.bodiesOf('ach_setting_handle1')).toEqual([]);
  });

  it('creates the plan, saves the recurring draft and goes to the payment methods', async () => {
    scriptFrame();
    scriptMember();
    api.ok('ach_setting_handle1', { ach_aid: 41 });
    const { user } = renderSetup(true);

    await user.type(await screen.findByRole('textbox', { name: /Total periods/ }), '12');
    await user.click(screen.getByRole('checkbox', { name: '感恩奉獻' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Amount for 感恩奉獻 each period' }),
      '1000',
    );
    await user.click(screen.getByRole('radio', { name: 'Receipt with a title' }));
    expect(screen.getByRole('combobox', { name: 'Saved receipt titles' })).toHaveValue('12');
    await user.click(screen.getByRole('button', { name: 'Set up and choose how to pay' }));

    expect(await screen.findByRole('status', { name: 'location' })).toHaveTextContent(
      '/order/payment_methods',
    );
    expect(api.bodiesOf('ach_setting_handle1')).toEqual([
      {
        item_package: [{ item_aid: 2, item_name: '感恩奉獻', package_amount: 1000 }],
        currency: 'TWD',
        frequency: 1,
        payment_date: 11,
        stop_pay_date: 202612,
        invoice_title_aid: 12,
        invoice_title: '恩典公司',
        invoice_tax_id: '87654322',
      },
    ]);
    expect(JSON.parse(localStorage.getItem(ORDER_KEY) ?? '{}')).toMatchObject({
      project_aid: 1,
      view: 'recurring_records',
      if_ach: 1,
      ach_aid: 41,
      next_date: '2026-01-11',
      amount: 1000,
    });
  });

  it("shows the server's refusal and keeps the form as typed", async () => {
    scriptFrame();
    scriptMember();
    api.fail('ach_setting_handle1', 200, 'total periods cannot be higher than 100', 422);
    const { user } = renderSetup(true);

    await user.type(await screen.findByRole('textbox', { name: /Total periods/ }), '24');
    await user.click(screen.getByRole('checkbox', { name: '感恩奉獻' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Amount for 感恩奉獻 each period' }),
      '800',
    );
    await user.click(screen.getByRole('radio', { name: 'Anonymous giving (no receipt)' }));
    await user.click(screen.getByRole('button', { name: 'Set up and choose how to pay' }));

    await waitFor(() =>
      expect(
        screen.getByText('The setting could not be saved: total periods cannot be higher than 100'),
      ).toBeVisible(),
    );
    expect(screen.getByRole('textbox', { name: /Total periods/ })).toHaveValue('24');
    expect(orderDraft.get().ach_aid).toBe(0);
  });
});
