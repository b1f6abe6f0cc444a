import { PRE_LOCATION_KEY, Route, Routes, setPageNavigation } from '@eoffering/shared';
import {
  type AnsweredDialogs,
  answerDialogs,
  type FakeApi,
  installFakeApi,
  renderWithProviders,
} from '@eoffering/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { resultView, type RecurringPlan } from './recurring-result-model';
import { RecurringResultPage } from './recurring-result-page';

const aPlan = (overrides: Partial<RecurringPlan> = {}): RecurringPlan => ({
  ach_aid: 41,
  project_aid: 3,
  status: 0,
  next_payment_date: '2026-02-10',
  frequency: 1,
  payment_date: 10,
  stop_pay_date: 202701,
  currency: 'TWD',
  item_package: [
    { item_aid: 1, item_name: '什一奉獻', package_amount: 1000 },
    { item_aid: 2, item_name: '感恩奉獻', package_amount: 500 },
  ],
  cardlink_no: '4311-95**-****-2222',
  cardlink_userlbl: 'VISA 2222',
  cardlink_exym: '202908',
  invoice_title_aid: 12,
  invoice_title: '恩典公司',
  invoice_tax_id: '87654322',
  build_datetime: '2026-01-10 09:30:00',
  last_mod_time: '2026-01-10 09:31:00',
  period_desc: '0/12',
  backend_comment: '',
  first_payment_date: '2026-02-10',
  total_periods: 12,
  paid_periods: 0,
  amount: 1500,
  cardlink_aid: 7,
  stopped_as: '',
  ...overrides,
});

let api: FakeApi;
let dialogs: AnsweredDialogs;
const assign = jest.fn<void, [string]>();

beforeEach(() => {
  api = installFakeApi();
  localStorage.clear();
  assign.mockClear();
  setPageNavigation({ assign });
  // The shell's dialog host answers; here the test does.
  dialogs = answerDialogs(true);
});

afterEach(() => {
  dialogs.stop();
  setPageNavigation(null);
  api.uninstall();
});

const renderResult = (signedIn = true, route = '/order/ach_result/41') =>
  renderWithProviders(
    <Routes>
      <Route path="/order/ach_result/:achAid" element={<RecurringResultPage />} />
    </Routes>,
    { route, signedIn, language: 'en' },
  );

const fact = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
};

describe('resultView (recurring setting status)', () => {
  it.each([
    [0, 202701, 'success'],
    [1, 202701, 'needsAdjustment'],
    [2, 202701, 'closed'],
    [2, 0, 'cancelled'],
    [3, 202701, 'cancelled'],
    [4, 202701, 'closed'],
    [5, 202701, 'closed'],
    [6, 202701, 'closed'],
    [9, 202701, 'closed'],
  ])('status %d, stop_pay_date %d, shows the %s view', (status, stopPayDate, view) => {
    expect(resultView({ status, stop_pay_date: stopPayDate })).toBe(view);
  });

  it('no answer is the closed (abnormal) view', () => {
    expect(resultView(null)).toBe('closed');
  });
});

describe('recurring result page', () => {
  it('shows a successful setting: dates, terms, items, card, receipt, home and the reminder', async () => {
    api.ok('get_ach_detail', aPlan());
    renderResult();

    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Your recurring giving is set up. Thank you!',
      }),
    ).toBeVisible();
    expect(api.bodiesOf('get_ach_detail')).toEqual([{ ach_aid: 41 }]);
    expect(fact('First debit date')).toBe('2026/02/10');
    expect(fact('Frequency')).toBe('Every month');
    expect(fact('End')).toBe('2027/01');
    expect(fact('Total periods')).toBe('12');
    expect(fact('Items')).toBe('什一奉獻 NT$ 1,000感恩奉獻 NT$ 500');
    expect(fact('Amount each period')).toBe('NT$ 1,500');
    expect(fact('Card number')).toBe('4311-95**-****-2222');
    expect(fact('Card name')).toBe('VISA 2222');
    expect(fact('Card expiry')).toBe('2029/08');
    expect(fact('Receipt title')).toBe('恩典公司');
    expect(fact('Tax ID')).toBe('87654322');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/eoffering');
    expect(screen.getByRole('link', { name: 'Set expiry reminder' })).toHaveAttribute(
      'href',
      '/eoffering/member_center/preferences',
    );
    const steps = within(screen.getByRole('list', { name: 'Progress' }));
    expect(steps.getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      '1Amount(completed)',
      '2Payment(completed)',
      '3Setting result',
    ]);
    expect(steps.getByText('Setting result').closest('[aria-current="step"]')).not.toBeNull();
  });

  it('says an anonymous plan has no receipt title or tax id', async () => {
    api.ok(
      'get_ach_detail',
      aPlan({ invoice_title_aid: -1, invoice_title: '', invoice_tax_id: '' }),
    );
    renderResult();

    await screen.findByRole('heading', { level: 2 });
    expect(fact('Receipt title')).toBe('Anonymous giving (no receipt)');
    expect(fact('Tax ID')).toBe('None');
  });

  it('polls while in progress (status 4), up to 3 tries, then shows the abnormal status', async () => {
    api
      .ok('get_ach_detail', aPlan({ status: 4 }))
      .ok('get_ach_detail', aPlan({ status: 4 }))
      .ok('get_ach_detail', aPlan({ status: 4 }));
    renderResult();

    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'The recurring giving could not be set up',
      }),
    ).toBeVisible();
    expect(api.bodiesOf('get_ach_detail')).toHaveLength(3);
    expect(screen.getByText('abnormal', { selector: 'p' })).toBeVisible();
  });

  it('shows the answer that follows an in-progress one', async () => {
    api.ok('get_ach_detail', aPlan({ status: 4 })).ok('get_ach_detail', aPlan());
    renderResult();

    expect(
      await screen.findByRole('heading', { name: 'Your recurring giving is set up. Thank you!' }),
    ).toBeVisible();
    expect(api.bodiesOf('get_ach_detail')).toHaveLength(2);
  });

  it.each([
    [2, 'Failed', 'Transaction failed: the card issuer declined the payment'],
    [5, 'Abnormal', 'Transaction error: the payment gateway reported an abnormal result'],
  ] as const)(
    'status %d (%s) shows the backend comment and a way back to the setup',
    async (status, label, comment) => {
      api.ok('get_ach_detail', aPlan({ status, backend_comment: comment }));
      renderResult();

      expect(
        await screen.findByRole('heading', { name: 'The recurring giving could not be set up' }),
      ).toBeVisible();
      expect(screen.getByText(label)).toBeVisible();
      expect(screen.getByText(comment)).toBeVisible();
      expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
        'href',
        '/eoffering/order/recurring_records/3',
      );
      expect(screen.queryByText('Card number')).toBeNull();
    },
  );

  it('a setting cancelled at the card page (status 3) says it was cancelled, not failed', async () => {
    api.ok(
      'get_ach_detail',
      aPlan({ status: 3, backend_comment: 'Transaction canceled by the card holder' }),
    );
    renderResult();

    expect(
      await screen.findByRole('heading', { name: 'This recurring giving setting was cancelled' }),
    ).toBeVisible();
    expect(screen.getByText('Cancelled')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Set up again' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Home' })).toBeVisible();
  });

  describe('needs adjustment (status 1: the card expires before the end)', () => {
    const expiring = aPlan({ status: 1, cardlink_exym: '202606', stop_pay_date: 202701 });

    it('shows the end against the card expiry with both actions', async () => {
      api.ok('get_ach_detail', expiring);
      renderResult();

      expect(
        await screen.findByRole('heading', {
          name: 'Your card expires before this setting ends',
        }),
      ).toBeVisible();
      expect(
        screen.getByText(
          "Your card expires in 2026/06, before the end of this setting in 2027/01. Cancel the setting, or change its end date to the card's expiry.",
        ),
      ).toBeVisible();
      expect(screen.getByRole('button', { name: 'Cancel the setting' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Change the end date to 2026/06' })).toBeEnabled();
    });

    it('changes the end to the card expiry, then reloads the detail', async () => {
      api
        .ok('get_ach_detail', expiring)
        .ok('update_ach_setting', aPlan({ stop_pay_date: 202606, total_periods: 5 }))
        .ok('get_ach_detail', aPlan({ stop_pay_date: 202606, total_periods: 5 }));
      const { user } = renderResult();

      await user.click(
        await screen.findByRole('button', { name: 'Change the end date to 2026/06' }),
      );

      expect(
        await screen.findByRole('heading', { name: 'Your recurring giving is set up. Thank you!' }),
      ).toBeVisible();
      expect(api.bodiesOf('update_ach_setting')).toEqual([{ ach_aid: 41, stop_pay_date: 202606 }]);
      expect(fact('End')).toBe('2026/06');
      expect(dialogs.confirms).toEqual([]);
    });

    it('cancels the setting only after confirming (stop_pay_date 0), then says it was cancelled', async () => {
      api
        .ok('get_ach_detail', expiring)
        .ok('update_ach_setting', aPlan({ status: 2, stop_pay_date: 0 }))
        .ok('get_ach_detail', aPlan({ status: 2, stop_pay_date: 0 }));
      const { user } = renderResult();

      dialogs.confirmWith(false);
      await user.click(await screen.findByRole('button', { name: 'Cancel the setting' }));
      expect(dialogs.confirms).toHaveLength(1);
      expect(api.bodiesOf('update_ach_setting')).toEqual([]);

      dialogs.confirmWith(true);
      await user.click(screen.getByRole('button', { name: 'Cancel the setting' }));
      expect(dialogs.confirms[1]).toMatchObject({
        title: 'Cancel the setting',
        message: 'Cancel recurring plan 41? Nothing will be charged.',
        confirmLabel: 'Cancel plan',
        cancelLabel: 'Keep plan',
      });
      await waitFor(() =>
        expect(api.bodiesOf('update_ach_setting')).toEqual([{ ach_aid: 41, stop_pay_date: 0 }]),
      );
      expect(
        await screen.findByRole('heading', { name: 'This recurring giving setting was cancelled' }),
      ).toBeVisible();
      expect(screen.queryByText('The recurring giving could not be set up')).toBeNull();
      expect(screen.getByText('Nothing will be charged for it.')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Set up again' })).toHaveAttribute(
        'href',
        '/eoffering/order/recurring_records/3',
      );
      expect(api.bodiesOf('get_ach_detail')).toHaveLength(2);
    });

    it('says an update the backend refused failed, and stays', async () => {
      api
        .ok('get_ach_detail', expiring)
        .fail(
          'update_ach_setting',
          200,
          'the card expires before the next debit; please terminate this setting instead',
          422,
        );
      const { user } = renderResult();

      await user.click(
        await screen.findByRole('button', { name: 'Change the end date to 2026/06' }),
      );

      expect(
        await screen.findByText(
          'update failed: The card expires before the next debit. Please terminate this setting instead.',
        ),
      ).toBeVisible();
      expect(screen.getByRole('button', { name: 'Cancel the setting' })).toBeEnabled();
    });
  });

  it("without a sign-in says 'Oops..' with the 401 message, then the main site's login", async () => {
    renderResult(false, '/order/ach_result/41?from=gateway');

    expect(screen.getByText('Your session is expired, please login again.')).toBeVisible();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://main.test/login?lang=en'));
    expect(dialogs.alerts).toEqual([
      expect.objectContaining({
        title: 'Oops..',
        message: 'Your session is expired, please login again.',
      }),
    ]);
    expect(localStorage.getItem(PRE_LOCATION_KEY)).toBe('/order/ach_result/41?from=gateway');
    expect(api.requests).toEqual([]);
  });

  it('says no data for a route number that is no plan number, asking nothing', async () => {
    renderResult(true, '/order/ach_result/abc');

    expect(await screen.findByText('no data')).toBeVisible();
    expect(api.requests).toEqual([]);
  });
});
