import {
  ORDER_KEY,
  ROUTES,
  Route,
  Routes,
  ToastRegion,
  orderDraft,
  parseOrderDraft,
} from '@eoffering/shared';
import { installFakeApi, renderWithProviders, type FakeApi } from '@eoffering/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { aGiving, aTransfer } from '../../testing/givings';
import { TransferPage } from './transfer-page';

let api: FakeApi;

beforeEach(() => {
  api = installFakeApi();
  localStorage.clear();
  orderDraft.sync();
});

afterEach(() => api.uninstall());

const renderTransfer = (signedIn = false, route = '/order/payment/vacc/5') =>
  renderWithProviders(
    <>
      <Routes>
        <Route path={ROUTES.transferInfo.relative} element={<TransferPage />} />
      </Routes>
      <ToastRegion />
    </>,
    { route, signedIn, language: 'en' },
  );

const fact = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('transfer info page (/order/payment/vacc/{orderInfoAid})', () => {
  it('shows total, deadline, account with a copy button, bank, code, branch and holder', async () => {
    api.ok('vaccConfirm', aTransfer());
    const { user } = renderTransfer();

    expect(await screen.findByRole('heading', { name: 'Transfer information' })).toBeVisible();
    expect(api.bodiesOf('vaccConfirm')).toEqual([{ order_info_aid: 5 }]);
    expect(fact('Total')).toHaveTextContent('NT$ 2,000');
    expect(fact('Remittance deadline')).toHaveTextContent('2026/11/23 23:59');
    expect(fact('Account number')).toHaveTextContent('96871000001402');
    expect(fact('Bank name')).toHaveTextContent('玉山銀行');
    expect(fact('Bank code')).toHaveTextContent('808');
    expect(fact('Branch')).toHaveTextContent('營業部');
    expect(fact('Account holder')).toHaveTextContent('財團法人台北靈糧堂');

    await user.click(
      within(fact('Account number')).getByRole('button', { name: 'Copy account number' }),
    );
    // user-event stands in for the clipboard: what the page wrote can be read back.
    await expect(navigator.clipboard.readText()).resolves.toBe('96871000001402');
    expect(await screen.findByText('copied')).toBeVisible();
  });

  it('names the bank, branch and holder in English on an English page where the backend gives them', async () => {
    api.ok(
      'vaccConfirm',
      aTransfer({
        bank_name_en: 'E.SUN Commercial Bank',
        bank_branch_en: 'Business Department',
        bank_account_name_en: 'Bread of Life Christian Church in Taipei',
      }),
    );
    renderTransfer();

    expect(await screen.findByRole('heading', { name: 'Transfer information' })).toBeVisible();
    expect(fact('Bank name')).toHaveTextContent('E.SUN Commercial Bank');
    expect(fact('Branch')).toHaveTextContent('Business Department');
    expect(fact('Account holder')).toHaveTextContent('Bread of Life Christian Church in Taipei');
  });

  it('a guest is offered the donor form; the draft remembers this transfer for its back button', async () => {
    api.ok('vaccConfirm', aTransfer());
    renderTransfer();

    expect(await screen.findByRole('link', { name: 'Fill in donor data' })).toHaveAttribute(
      'href',
      '/eoffering/order/receipt_form/1402',
    );
    expect(screen.queryByRole('button', { name: 'Anonymous giving' })).toBeNull();
    await waitFor(() =>
      expect(parseOrderDraft(localStorage.getItem(ORDER_KEY))).toMatchObject({
        offering_aid: 1402,
        order_info_aid: 5,
      }),
    );
  });

  it('a member is offered anonymous giving and a receipt request', async () => {
    api.ok('vaccConfirm', aTransfer());
    renderTransfer(true);

    expect(await screen.findByRole('button', { name: 'Anonymous giving' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Request receipt' })).toHaveAttribute(
      'href',
      '/eoffering/order/receipt_form/1402',
    );
    expect(screen.queryByRole('link', { name: 'Fill in donor data' })).toBeNull();
  });

  it('shows the giving number with a copy button', async () => {
    api.ok('vaccConfirm', aTransfer());
    const { user } = renderTransfer();

    await screen.findByRole('heading', { name: 'Transfer information' });
    await user.click(
      within(fact('Giving number')).getByRole('button', { name: 'Copy giving number' }),
    );
    await expect(navigator.clipboard.readText()).resolves.toBe('1402');
  });

  it('keeps checking while it waits, then says the money arrived, with the next action', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const waiting = aGiving({ offering_aid: 1402, status: 5, pay_method: 'VACC' });
      api
        .ok('vaccConfirm', aTransfer())
        .ok('get_tra_detail', waiting)
        .ok('get_tra_detail', waiting)
        .ok('get_tra_detail', { ...waiting, status: 0 });
      renderTransfer();

      const intro =
        'Please transfer the total to the account below before the remittance deadline.';
      expect(await screen.findByText(intro)).toBeVisible();
      await act(() => jest.advanceTimersByTimeAsync(2_000));
      expect(screen.getByText(intro)).toBeVisible();
      await act(() => jest.advanceTimersByTimeAsync(4_000));

      expect(await screen.findByText('We have received your transfer. Thank you!')).toBeVisible();
      expect(screen.queryByText(intro)).toBeNull();
      expect(api.bodiesOf('get_tra_detail')).toEqual([
        { offering_aid: 1402 },
        { offering_aid: 1402 },
        { offering_aid: 1402 },
      ]);
      expect(screen.getByRole('link', { name: 'See the result' })).toHaveAttribute(
        'href',
        '/eoffering/order/result/1402',
      );
      expect(screen.getByRole('link', { name: 'Fill in donor data' })).toBeVisible();
    } finally {
      jest.useRealTimers();
    }
  });

  it('a transfer closed unpaid says so and leads to the result, without receipt actions', async () => {
    api
      .ok('vaccConfirm', aTransfer())
      .ok('get_tra_detail', aGiving({ offering_aid: 1402, status: 4, pay_method: 'VACC' }));
    renderTransfer();

    expect(
      await screen.findByText(
        'This transfer is no longer waiting for payment. The result shows what happened.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'See the result' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Fill in donor data' })).toBeNull();
  });

  it('a member’s anonymous transfer says so instead of offering it again', async () => {
    api
      .ok('vaccConfirm', aTransfer())
      .ok(
        'get_tra_detail',
        aGiving({ offering_aid: 1402, status: 5, pay_method: 'VACC', invoice_title_aid: -1 }),
      );
    renderTransfer(true);

    expect(
      await screen.findByText('This giving is anonymous: no receipt will be issued.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Anonymous giving' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Request receipt' })).toBeVisible();
  });

  it.each([
    ['a refused read', '/order/payment/vacc/5'],
    ['a number that is none', '/order/payment/vacc/x'],
  ])('%s is the giving get failure', async (_case, route) => {
    api.fail('vaccConfirm', 200, 'no data', 404);
    renderTransfer(false, route);

    expect(
      await screen.findByText('offering data abnormal, will be redirected to the offering home'),
    ).toBeVisible();
  });
});
