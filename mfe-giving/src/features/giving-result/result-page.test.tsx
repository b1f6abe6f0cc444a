import {
  ORDER_KEY,
  ROUTES,
  orderDraft,
  parseOrderDraft,
  setPageNavigation,
} from '@eoffering/shared';
import {
  type AnsweredDialogs,
  answerDialogs,
  type FakeApi,
  installFakeApi,
} from '@eoffering/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { RESULT_CACHE_KEY, cacheResult } from '../../components/giving-access/result-cache';
import { aDonor, aGiving } from '../../testing/givings';
import { renderPage } from '../../testing/render-page';
import { ResultPage } from './result-page';

let api: FakeApi;
let dialogs: AnsweredDialogs;
const assigned: string[] = [];

beforeEach(() => {
  api = installFakeApi();
  localStorage.clear();
  orderDraft.sync();
  // The shell's dialog host answers confirmations; here the test does, with yes.
  dialogs = answerDialogs(true);
  // jsdom cannot leave the page: the shared docs/screens/giving.md handling's navigations are recorded instead.
  setPageNavigation({ assign: (url) => assigned.push(url) });
});

afterEach(() => {
  dialogs.stop();
  setPageNavigation(null);
  api.uninstall();
});

const renderResult = (
  offeringAid: string | number = 1401,
  signedIn = false,
  language: 'en' | 'zh-TW' = 'en',
) =>
  renderPage(ROUTES.givingResult.relative, <ResultPage />, {
    route: `/order/result/${offeringAid}`,
    signedIn,
    language,
    toasts: true,
  });

const fact = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('result page polling (3 tries, 0.5 s apart, while in progress)', () => {
  it('asks again while the giving is in progress and shows the final answer', async () => {
    api.ok('get_tra_detail', aGiving({ status: 1 })).ok('get_tra_detail', aGiving({ status: 0 }));
    renderResult();

    expect(
      await screen.findByRole('heading', { name: 'Your giving was successful. Thank you!' }),
    ).toBeVisible();
    expect(api.bodiesOf('get_tra_detail')).toEqual([
      { offering_aid: 1401 },
      { offering_aid: 1401 },
    ]);
  });

  it('still in progress after three tries: being confirmed, do not pay again, never abnormal', async () => {
    api
      .ok('get_tra_detail', aGiving({ status: 1, transaction_id: '' }))
      .ok('get_tra_detail', aGiving({ status: 1, transaction_id: '' }))
      .ok('get_tra_detail', aGiving({ status: 1, transaction_id: '' }));
    renderResult();

    expect(
      await screen.findByText(
        'Your payment is being confirmed with the bank. Please do not pay again: this page checks by itself and updates as soon as the result arrives.',
        {},
      ),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Your giving is being processed' })).toBeVisible();
    expect(screen.queryByText('The transaction result is abnormal')).toBeNull();
    expect(api.bodiesOf('get_tra_detail')).toHaveLength(3);
    expect(fact('Giving number')).toHaveTextContent('1401');
    expect(
      within(fact('Giving number')).getByRole('button', { name: 'Copy giving number' }),
    ).toBeVisible();
    expect(fact('Total')).toHaveTextContent('NT$ 1,500');
    expect(screen.queryByRole('link', { name: 'Fill in donor data' })).toBeNull();
  });

  it('keeps checking with backoff and updates by itself when the result arrives', async () => {
    jest.useFakeTimers();
    try {
      api
        .ok('get_tra_detail', aGiving({ status: 1 }))
        .ok('get_tra_detail', aGiving({ status: 1 }))
        .ok('get_tra_detail', aGiving({ status: 1 }))
        .ok('get_tra_detail', aGiving({ status: 1 }))
        .ok('get_tra_detail', aGiving({ status: 0 }));
      renderResult();
      await act(() => jest.advanceTimersByTimeAsync(1_000));
      expect(screen.getByRole('heading', { name: 'Your giving is being processed' })).toBeVisible();

      await act(() => jest.advanceTimersByTimeAsync(2_000));
      expect(api.bodiesOf('get_tra_detail')).toHaveLength(4);
      await act(() => jest.advanceTimersByTimeAsync(3_900));
      expect(api.bodiesOf('get_tra_detail')).toHaveLength(4);
      await act(() => jest.advanceTimersByTimeAsync(100));

      expect(
        await screen.findByRole('heading', { name: 'Your giving was successful. Thank you!' }),
      ).toBeVisible();
      expect(api.bodiesOf('get_tra_detail')).toHaveLength(5);
      expect(JSON.parse(localStorage.getItem(RESULT_CACHE_KEY) ?? '{}')).toMatchObject({
        status: 0,
      });
    } finally {
      jest.useRealTimers();
    }
  });

  it('back to the project from a giving still being confirmed asks first; staying keeps the page', async () => {
    dialogs.confirmWith(false);
    api
      .ok('get_tra_detail', aGiving({ status: 1 }))
      .ok('get_tra_detail', aGiving({ status: 1 }))
      .ok('get_tra_detail', aGiving({ status: 1 }));
    const { user } = renderResult();

    await user.click(await screen.findByRole('button', { name: 'Back to the project' }));

    expect(dialogs.confirms).toEqual([
      expect.objectContaining({
        title: 'Your payment may still go through',
        message:
          'Giving number 1401 has no final result yet. If you pay again now, you may be charged twice.',
        confirmLabel: 'Back to the project anyway',
        cancelLabel: 'Stay and wait',
      }),
    ]);
    expect(screen.getByRole('heading', { name: 'Your giving is being processed' })).toBeVisible();
  });

  it('shows the abnormal placeholder when the call gets no answer, and a guest stays', async () => {
    api.networkError('get_tra_detail');
    renderResult();

    expect(
      await screen.findByRole('heading', { name: 'The transaction result is abnormal' }),
    ).toBeVisible();
    expect(api.bodiesOf('get_tra_detail')).toHaveLength(1);
    expect(
      screen.getByText(
        "We could not confirm whether your card was charged. Please check your card statement or your bank's app before giving again, and call the church office, 02-1234-5678, with the giving number below.",
      ),
    ).toBeVisible();
    // docs/decisions.md: a sign-in would not bring the answer, so a guest is not sent to one.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(assigned).toEqual([]);
  });

  it('a refused read is the giving get failure: message, cached result cleared, home', async () => {
    cacheResult(aGiving({ offering_aid: 1400 }));
    api.fail('get_tra_detail', 200, 'no data', 404);
    renderResult();

    expect(
      await screen.findByText('offering data abnormal, will be redirected to the offering home'),
    ).toBeVisible();
    expect(localStorage.getItem(RESULT_CACHE_KEY)).toBeNull();
    expect(
      await screen
        .findByRole('status', { name: 'location' })
        .catch(() => screen.findByLabelText('location', {})),
    ).toHaveTextContent(/^\/$/);
  });

  it('a route number that is no giving number asks nothing and goes home', async () => {
    renderResult('abc');

    expect(
      await screen.findByText('offering data abnormal, will be redirected to the offering home'),
    ).toBeVisible();
    expect(api.requests).toHaveLength(0);
  });
});

describe('result page cache', () => {
  it('reuses a final result cached for the same giving number without asking', async () => {
    cacheResult(aGiving({ offering_aid: 1401, status: 2, tra_result: 'card declined' }));
    renderResult(1401);

    expect(await screen.findByRole('heading', { name: 'The transaction failed' })).toBeVisible();
    expect(fact('Remark')).toHaveTextContent('Card declined');
    expect(api.requests).toHaveLength(0);
  });

  it('shows a remark the backend wrote in English in the donor’s language', async () => {
    api.ok(
      'get_tra_detail',
      aGiving({
        status: 2,
        tra_result: 'Transaction failed: the card issuer declined the payment',
      }),
    );
    renderResult(1401, false, 'zh-TW');

    expect(await screen.findByRole('heading', { name: '交易失敗' })).toBeVisible();
    expect(fact('備註')).toHaveTextContent('交易失敗：發卡銀行拒絕授權');
  });

  it('asks the backend for another giving number, and caches its answer', async () => {
    cacheResult(aGiving({ offering_aid: 1400, status: 0 }));
    api.ok('get_tra_detail', aGiving({ offering_aid: 1401, status: 3 }));
    renderResult(1401);

    expect(
      await screen.findByRole('heading', { name: 'The transaction was cancelled' }),
    ).toBeVisible();
    expect(JSON.parse(localStorage.getItem(RESULT_CACHE_KEY) ?? '{}')).toMatchObject({
      offering_aid: 1401,
      status: 3,
    });
  });

  it('never shows a cached waiting giving as it was: the backend is asked again', async () => {
    cacheResult(aGiving({ offering_aid: 1401, status: 5, pay_method: 'VACC' }));
    api.ok('get_tra_detail', aGiving({ offering_aid: 1401, status: 5, pay_method: 'VACC' }));
    renderResult(1401);

    expect(await screen.findByRole('heading', { name: 'Waiting for your payment' })).toBeVisible();
    expect(api.bodiesOf('get_tra_detail')).toHaveLength(1);
  });

  it('a waiting transfer leads to its transfer information, the donor form and home', async () => {
    api.ok(
      'get_tra_detail',
      aGiving({ offering_aid: 1401, status: 5, pay_method: 'VACC', order_info_aid: 88 }),
    );
    renderResult(1401);

    expect(
      await screen.findByText(
        'We are waiting for your transfer. The transfer information shows the account and the deadline.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'See transfer information' })).toHaveAttribute(
      'href',
      '/eoffering/order/payment/vacc/88',
    );
    expect(screen.getByRole('link', { name: 'Fill in donor data' })).toHaveAttribute(
      'href',
      '/eoffering/order/receipt_form/1401',
    );
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute(
      'href',
      '/eoffering',
    );
    expect(screen.queryByRole('link', { name: 'Back to the project' })).toBeNull();
  });
});

describe('result page content and actions', () => {
  it('shows time, number, serial, items, total, method and no remark for tra_result 0', async () => {
    api.ok('get_tra_detail', aGiving());
    renderResult();

    await screen.findByRole('heading', { name: 'Your giving was successful. Thank you!' });
    expect(fact('Time')).toHaveTextContent('2026/11/20 10:15');
    expect(fact('Giving number')).toHaveTextContent('1401');
    expect(fact('Transaction serial number')).toHaveTextContent('EC000123');
    expect(
      within(fact('Items'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['什一奉獻 NT$ 1,000', '感恩奉獻 NT$ 500']);
    expect(fact('Total')).toHaveTextContent('NT$ 1,500');
    expect(fact('Payment method')).toHaveTextContent('Credit card');
    expect(fact('Remark')).toHaveTextContent('None');
    const steps = within(screen.getByRole('list', { name: 'Progress' })).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
  });

  it.each([
    ['en' as const, 'Time', 480, '2026/11/20 10:15 (Taipei time)'],
    ['en' as const, 'Time', -480, '2026/11/20 10:15'],
    ['zh-TW' as const, '時間', 0, '2026/11/20 10:15（台北時間）'],
    ['zh-TW' as const, '時間', -480, '2026/11/20 10:15'],
  ])(
    '%s: the giving time (%s), a Taipei time, on a clock %i minutes behind UTC reads "%s"',
    async (language, label, offset, shown) => {
      const clock = jest.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(offset);
      try {
        api.ok('get_tra_detail', aGiving({ offering_build_datetime: '2026-11-20 10:15:00' }));
        renderResult(1401, false, language);

        await screen.findByText(label, { selector: 'dt' });
        expect(fact(label).textContent).toBe(shown);
      } finally {
        clock.mockRestore();
      }
    },
  );

  it.each([
    ['en' as const, 'Processing cost you added', 'Total'],
    ['zh-TW' as const, '代付手續費', '總金額'],
  ])(
    'shows a covered fee as its own line of the whole total (%s)',
    async (language, fee, total) => {
      api.ok('get_tra_detail', aGiving({ amount: 1539, fee_amount: 39 }));
      renderResult(1401, false, language);

      await screen.findByText(fee, { selector: 'dt' });
      expect(fact(fee)).toHaveTextContent('NT$ 39');
      expect(fact(total)).toHaveTextContent('NT$ 1,539');
    },
  );

  it('shows no fee line for a giving without one', async () => {
    api.ok('get_tra_detail', aGiving());
    renderResult();

    await screen.findByText('Total', { selector: 'dt' });
    expect(screen.queryByText('Processing cost you added')).not.toBeInTheDocument();
  });

  it('a guest success offers the donor form and reminds once after 100 px of scrolling', async () => {
    api.ok('get_tra_detail', aGiving());
    renderResult();

    expect(await screen.findByRole('link', { name: 'Fill in donor data' })).toHaveAttribute(
      'href',
      '/eoffering/order/receipt_form/1401',
    );
    const reminder = 'Please fill in your donor data so that the church can issue your receipt.';
    act(() => {
      window.scrollY = 80;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.queryByText(reminder)).toBeNull();
    act(() => {
      window.scrollY = 150;
      window.dispatchEvent(new Event('scroll'));
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getAllByText(reminder)).toHaveLength(1);
  });

  it('a member success offers anonymous giving (confirmed, then the member call) and a receipt', async () => {
    api
      .ok('get_tra_detail', aGiving())
      .ok('get_member_donor_info', aDonor())
      .ok('tra_order_info_handle2', { offering_aid: 1401 });
    const { user } = renderResult(1401, true);

    expect(await screen.findByRole('link', { name: 'Request receipt' })).toHaveAttribute(
      'href',
      '/eoffering/order/receipt_form/1401',
    );
    await user.click(screen.getByRole('button', { name: 'Anonymous giving' }));

    expect(await screen.findByText('set to anonymous giving')).toBeVisible();
    expect(dialogs.confirms.map((event) => event.title)).toEqual(['Give anonymously?']);
    expect(api.bodiesOf('tra_order_info_handle2')).toEqual([
      {
        offering_aid: 1401,
        donor_name: '',
        donor_phone: '',
        donor_email: '',
        donor_sid: '',
        invoice_title_aid: -1,
        invoice_title: '',
        invoice_tax_id: '',
        comments: 'anonymous giving',
      },
    ]);
    expect(screen.queryByText('Fill in donor data')).toBeNull();
    // The button is gone: focus is on what replaced it, not on the page.
    const done = screen.getByText('This giving is anonymous: no receipt will be issued.');
    await waitFor(() => expect(document.activeElement).toBe(done));
  });

  it('a member without an identity number on file fills it in first, then gives anonymously', async () => {
    api
      .ok('get_tra_detail', aGiving({ pay_method: 'LINEPAY' }))
      .ok('get_member_donor_info', aDonor({ sid_status: -1, member_social_identity: '' }))
      .ok('update_member_identity', aDonor({ member_social_identity: 'C123456781' }))
      .ok('tra_order_info_handle2', { offering_aid: 1401 });
    const { user } = renderResult(1401, true);

    await user.click(await screen.findByRole('button', { name: 'Anonymous giving' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update personal data' });
    expect(api.bodiesOf('tra_order_info_handle2')).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'ID number' }), 'c123456781');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Save this number' }));

    expect(await screen.findByText('set to anonymous giving')).toBeVisible();
    // The page shows the new state: no second offer to give anonymously.
    expect(screen.getByText('This giving is anonymous: no receipt will be issued.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Anonymous giving' })).toBeNull();
    expect(api.bodiesOf('update_member_identity')).toEqual([
      { member_social_identity: 'C123456781' },
    ]);
    expect(api.bodiesOf('tra_order_info_handle2')).toEqual([
      expect.objectContaining({ invoice_title_aid: -1, comments: 'anonymous giving' }),
    ]);
  });

  it('a refused anonymous giving says why', async () => {
    api
      .ok('get_tra_detail', aGiving())
      .ok('get_member_donor_info', aDonor())
      .fail(
        'tra_order_info_handle2',
        200,
        'update failed: this giving can no longer be edited (only successful givings, until the 4th of the following month, before a receipt is issued or printed)',
        422,
      );
    const { user } = renderResult(1401, true);

    await user.click(await screen.findByRole('button', { name: 'Anonymous giving' }));

    expect(
      await screen.findByText(
        'Anonymous giving could not be set: This giving can no longer be changed: only a successful giving can, until the 4th of the following month and before its receipt is issued or printed.',
      ),
    ).toBeVisible();
  });

  it('a failed giving goes back to its project, keeping the items and forgetting the payment', async () => {
    localStorage.setItem(
      ORDER_KEY,
      JSON.stringify({
        project_aid: 1,
        view: 'express',
        item_package: [{ item_aid: 1, item_name: '什一奉獻', package_amount: 1000 }],
        offering_aid: 1401,
        type_aid: 2,
        pay_method: 'CREDIT',
      }),
    );
    orderDraft.sync();
    api.ok('get_tra_detail', aGiving({ status: 2 }));
    renderResult();

    expect(await screen.findByRole('link', { name: 'Back to the project' })).toHaveAttribute(
      'href',
      '/eoffering/order/express/1',
    );
    await waitFor(() =>
      expect(parseOrderDraft(localStorage.getItem(ORDER_KEY))).toMatchObject({
        offering_aid: 0,
        type_aid: -1,
        pay_method: '',
        item_package: [{ item_aid: 1, item_name: '什一奉獻', package_amount: 1000 }],
      }),
    );
  });
});
