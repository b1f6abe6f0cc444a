import { ORDER_KEY, bus, orderDraft, setPageNavigation, type EventOf } from '@eoffering/shared';
import type { PaymentType } from '@eoffering/shared/contract';
import {
  type AnsweredDialogs,
  answerDialogs,
  type FakeApi,
  installFakeApi,
  testConfig,
} from '@eoffering/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderPage } from '../../testing/render-page';
import { PaymentMethodsPage } from './payment-methods-page';

const config = testConfig({ paymentOrigins: ['https://gateway.test'] });
const form = {
  action_url: 'https://gateway.test/card',
  data: '{"ONO":"1401"}',
  mac: 'ab12',
  ksn: '1',
};
const lines = [
  { item_aid: 1, item_name: '什一奉獻', package_amount: 1000 },
  { item_aid: 2, item_name: '感恩奉獻', package_amount: 500 },
];
const type = (overrides: Partial<PaymentType>): PaymentType => ({
  type_aid: 1,
  type_name: '信用卡',
  type_display_no: 1,
  type_img_url: '/media/pay/credit.svg',
  type_action: config.api.do_tra_type_crdo,
  ...overrides,
});
const card = type({});
const linePay = type({
  type_aid: 2,
  type_name: 'LINE Pay',
  type_display_no: 2,
  type_action: config.api.do_tra_type_linepay,
});
const transfer = type({
  type_aid: 3,
  type_name: '銀行轉帳',
  type_display_no: 3,
  type_action: config.api.do_tra_type_vacc,
});
const binding = type({
  type_aid: 0,
  type_name: '綁定新信用卡',
  type_display_no: 4,
  type_action: config.api.do_tra_type_cardlink,
});

let api: FakeApi;
let dialogs: AnsweredDialogs;
let submitted: { action: string; fields: Record<string, string> }[];
const assigned: string[] = [];

beforeEach(() => {
  api = installFakeApi(config);
  localStorage.clear();
  orderDraft.sync();
  submitted = [];
  assigned.length = 0;
  // The shell's dialog host answers confirmations; here the test does.
  dialogs = answerDialogs(true);
  // jsdom cannot leave the page: the hand-off's form post and navigation are recorded instead.
  jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function record(
    this: HTMLFormElement,
  ) {
    const fields = Object.fromEntries(
      [...this.querySelectorAll('input')].map((input) => [input.name, input.value]),
    );
    submitted.push({ action: this.action, fields });
  });
  setPageNavigation({ assign: (url) => assigned.push(url) });
});

afterEach(() => {
  dialogs.stop();
  jest.restoreAllMocks();
  setPageNavigation(null);
  api.uninstall();
  document.querySelectorAll('form').forEach((element) => element.remove());
});

const saveDraft = (draft: object) => {
  localStorage.setItem(
    ORDER_KEY,
    JSON.stringify({ project_aid: 7, view: 'express', if_ach: 0, item_package: lines, ...draft }),
  );
  orderDraft.sync();
};

const renderPayment = (options: { signedIn?: boolean; language?: 'en' | 'zh-TW' } = {}) =>
  renderPage('order/payment_methods', <PaymentMethodsPage />, {
    route: '/order/payment_methods',
    config: null,
    language: 'en',
    ...options,
  });

const method = (name: string) => screen.findByRole('button', { name });

describe('payment methods (/order/payment_methods)', () => {
  it.each([
    ['without a saved order', null],
    ['with a zero amount', { item_package: [] }],
  ])('goes home %s', (_case, draft) => {
    if (draft) saveDraft(draft);
    renderPayment();

    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/$/);
    expect(api.requests).toHaveLength(0);
  });

  it('shows the total and the project’s methods in display order, with a login for guests', async () => {
    saveDraft({});
    api.ok('get_offering_types', [transfer, card, linePay]);
    const { user } = renderPayment();
    const requested: EventOf<'session/login-requested'>[] = [];
    const subscription = bus.on('session/login-requested').subscribe((e) => requested.push(e));

    expect(screen.getByRole('heading', { level: 1, name: 'Payment method' })).toBeVisible();
    expect(screen.getByText('NT$ 1,500')).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Choose how to pay' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['信用卡', 'LINE Pay', '銀行轉帳']);
    expect(api.bodiesOf('get_offering_types')).toEqual([{ project_aid: 7, if_ach: 0 }]);

    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(requested).toEqual([
      { type: 'session/login-requested', allowClose: true, returnPath: '/order/payment_methods' },
    ]);
    subscription.unsubscribe();
  });

  it.each([
    ['a one-off order', {}, 'Total'],
    [
      'a recurring order',
      { view: 'recurring_records', if_ach: 1, ach_aid: 12 },
      'Amount per debit',
    ],
  ])('labels the amount of %s as %j', async (_case, draft, label) => {
    saveDraft(draft);
    api.ok('get_offering_types', [card]);
    renderPayment({ signedIn: true });

    expect(screen.getByText('NT$ 1,500').previousElementSibling).toHaveTextContent(label);
    await method('信用卡');
  });

  it('offers no login to a member', async () => {
    saveDraft({});
    api.ok('get_offering_types', [card]);
    renderPayment({ signedIn: true });

    await method('信用卡');
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('shows four steps with payment current, and Back to the order’s own page', async () => {
    saveDraft({ view: 'normal' });
    api.ok('get_offering_types', [card]);
    renderPayment();

    const steps = screen.getByRole('list', { name: 'Progress' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    expect(within(steps).getByText('Payment').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/eoffering/order/normal/7',
    );
    await method('信用卡');
  });

  it('asks, posts the order once and sends the card form to the gateway', async () => {
    saveDraft({});
    api.ok('get_offering_types', [card, linePay]);
    api.ok('do_tra_type_crdo', form);
    const { user } = renderPayment();

    await user.click(await method('信用卡'));

    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(dialogs.confirms.map((event) => [event.title, event.message])).toEqual([
      ['Pay with 信用卡?', 'You are giving NT$ 1,500. You will now go to the payment page.'],
    ]);
    expect(api.bodiesOf('do_tra_type_crdo')).toEqual([
      { project_aid: 7, item_package: lines, type_aid: 1, currency: 'TWD' },
    ]);
    expect(submitted[0]).toEqual({
      action: 'https://gateway.test/card',
      fields: { data: form.data, mac: 'ab12', ksn: '1' },
    });
    expect(orderDraft.get()).toMatchObject({ type_aid: 1, pay_method: 'CREDIT', amount: 1500 });
  });

  it('posts once on a double click', async () => {
    saveDraft({});
    api.ok('get_offering_types', [card]);
    api.ok('do_tra_type_crdo', form);
    const { user } = renderPayment();

    await user.dblClick(await method('信用卡'));

    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(dialogs.confirms).toHaveLength(1);
    expect(api.bodiesOf('do_tra_type_crdo')).toHaveLength(1);
  });

  it('posts nothing when the donor cancels', async () => {
    saveDraft({});
    api.ok('get_offering_types', [card]);
    dialogs.confirmWith(false);
    const { user } = renderPayment();

    await user.click(await method('信用卡'));

    await waitFor(() => expect(dialogs.confirms).toHaveLength(1));
    expect(await method('信用卡')).toBeEnabled();
    expect(api.bodiesOf('do_tra_type_crdo')).toHaveLength(0);
  });

  it('follows nothing and says so when the answer points to another host', async () => {
    saveDraft({});
    api.ok('get_offering_types', [card]);
    api.ok('do_tra_type_crdo', { ...form, action_url: 'https://evil.test/card' });
    const { user } = renderPayment();

    await user.click(await method('信用卡'));

    expect(
      await screen.findByText(/The payment page could not be opened because its address/),
    ).toBeVisible();
    expect(submitted).toHaveLength(0);
    expect(assigned).toHaveLength(0);
    expect(orderDraft.get().type_aid).toBe(-1);
    expect(await method('信用卡')).toBeEnabled();
  });

  it('shows the server’s refusal and stays', async () => {
    saveDraft({});
    api.ok('get_offering_types', [card]);
    api.fail('do_tra_type_crdo', 200, '一般奉獻: Maximum amount: NT$ 5000', 422);
    const { user } = renderPayment();

    await user.click(await method('信用卡'));

    expect(await screen.findByText(/The payment could not be started\./)).toHaveTextContent(
      '一般奉獻: the maximum amount is NT$ 5000.',
    );
    expect(submitted).toHaveLength(0);
  });

  it('goes to the transfer page of a virtual-account answer and keeps its id', async () => {
    // The transfer page is this app's own, on jsdom's http origin: allowed in development.
    api.uninstall();
    api = installFakeApi(testConfig({ paymentOrigins: ['https://gateway.test'], dev: true }));
    saveDraft({});
    api.ok('get_offering_types', [transfer]);
    const postUrl = `${window.location.origin}/eoffering/order/payment/vacc/5`;
    api.ok('do_tra_type_vacc', { post_url: postUrl });
    const { user } = renderPayment();

    await user.click(await method('銀行轉帳'));

    await waitFor(() => expect(assigned).toEqual([postUrl]));
    expect(orderDraft.get()).toMatchObject({ type_aid: 3, pay_method: 'VACC', order_info_aid: 5 });
  });

  it('binds a card after its notice: empty body, the return view kept, the bank form posted', async () => {
    saveDraft({});
    api.ok('get_offering_types', [card, binding]);
    api.ok('do_tra_type_cardlink', form);
    const { user } = renderPayment({ signedIn: true });

    await user.click(await method('綁定新信用卡'));

    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(dialogs.confirms.map((event) => event.title)).toEqual(['Bind a credit card']);
    expect(api.bodiesOf('do_tra_type_cardlink')).toEqual([{}]);
    expect(localStorage.getItem('cardLinkView')).toBe('payment');
  });

  it('posts only the plan and type of a recurring order, under three steps', async () => {
    saveDraft({ view: 'recurring_records', if_ach: 1, ach_aid: 12 });
    api.ok('get_offering_types', [card, binding]);
    api.ok('do_tra_type_crdo', form);
    const { user } = renderPayment({ signedIn: true });

    const steps = screen.getByRole('list', { name: 'Progress' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    await user.click(await method('信用卡'));

    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(api.bodiesOf('get_offering_types')).toEqual([{ project_aid: 7, if_ach: 1 }]);
    expect(api.bodiesOf('do_tra_type_crdo')).toEqual([{ ach_aid: 12, type_aid: 1 }]);
  });

  it('says the methods could not be loaded and offers a retry', async () => {
    saveDraft({});
    api.fail('get_offering_types', 200, 'no data', 404);
    api.ok('get_offering_types', [card]);
    const { user } = renderPayment();

    expect(await screen.findByText('Failed to load payment methods')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await method('信用卡')).toBeEnabled();
  });

  it('speaks Traditional Chinese', async () => {
    saveDraft({});
    api.ok('get_offering_types', [card]);
    renderPayment({ language: 'zh-TW' });

    expect(screen.getByRole('heading', { level: 1, name: '付款方式' })).toBeVisible();
    expect(screen.getByRole('button', { name: '登入' })).toBeVisible();
    await method('信用卡');
  });

  describe('another tab replaces the order (docs/decisions.md, one order per browser)', () => {
    const otherTabSaves = (draft: object | null) => {
      if (draft === null) localStorage.removeItem(ORDER_KEY);
      else
        localStorage.setItem(
          ORDER_KEY,
          JSON.stringify({ project_aid: 8, view: 'express', if_ach: 0, ...draft }),
        );
      act(() => {
        window.dispatchEvent(new StorageEvent('storage', { key: ORDER_KEY }));
      });
    };
    const building = [{ item_aid: 5, item_name: '建堂奉獻', package_amount: 3000 }];

    it.each([
      [
        'en',
        'Another tab started a new gift',
        'Another tab of this browser started a gift of 建堂奉獻, NT$ 3,000. This page was giving 什一奉獻, 感恩奉獻, NT$ 1,500. Which gift do you want to continue with?',
        "Continue with this page's gift (什一奉獻, 感恩奉獻, NT$ 1,500)",
        'Continue with the new gift (建堂奉獻, NT$ 3,000)',
      ],
      [
        'zh-TW',
        '另一個分頁開始了新的奉獻',
        '此瀏覽器的另一個分頁開始了一筆奉獻：建堂奉獻 NT$ 3,000。本頁原本的奉獻是：什一奉獻、感恩奉獻 NT$ 1,500。請問要繼續哪一筆奉獻？',
        '繼續本頁的奉獻（什一奉獻、感恩奉獻 NT$ 1,500）',
        '改為新的奉獻（建堂奉獻 NT$ 3,000）',
      ],
    ] as const)(
      '%s: stays with its own order, says what happened and offers both',
      async (language, title, message, keepOwn, takeNew) => {
        saveDraft({});
        api.ok('get_offering_types', [card]);
        renderPayment({ language });
        await method('信用卡');

        otherTabSaves({ item_package: building });

        const notice = screen.getByRole('alert', { name: title });
        expect(notice).toHaveTextContent(message);
        expect(within(notice).getByRole('button', { name: keepOwn })).toBeVisible();
        expect(within(notice).getByRole('button', { name: takeNew })).toBeVisible();
        expect(screen.queryByRole('status', { name: 'location' })).toBeNull();
        // Neither gift can be paid until the donor chose one.
        expect(screen.queryByRole('button', { name: '信用卡' })).toBeNull();
      },
    );

    it('continuing with its own gift puts it back for every tab and pays it', async () => {
      saveDraft({});
      api.ok('get_offering_types', [card]);
      const { user } = renderPayment();
      await method('信用卡');
      otherTabSaves({ item_package: building });

      await user.click(screen.getByRole('button', { name: /^Continue with this page's gift/ }));

      expect(screen.queryByRole('alert', { name: 'Another tab started a new gift' })).toBeNull();
      expect(JSON.parse(localStorage.getItem(ORDER_KEY) ?? '{}')).toMatchObject({
        project_aid: 7,
        item_package: lines,
      });
      api.ok('do_tra_type_crdo', form);
      await user.click(await method('信用卡'));
      await waitFor(() => expect(submitted).toHaveLength(1));
      expect(api.bodiesOf('do_tra_type_crdo')).toEqual([
        { project_aid: 7, item_package: lines, type_aid: 1, currency: 'TWD' },
      ]);
    });

    it('continuing with the new gift shows it and its project’s methods', async () => {
      saveDraft({});
      api.ok('get_offering_types', [card]).ok('get_offering_types', [card, transfer]);
      const { user } = renderPayment();
      await method('信用卡');
      otherTabSaves({ item_package: building });

      await user.click(screen.getByRole('button', { name: /^Continue with the new gift/ }));

      expect(screen.getByRole('list', { name: 'Items' })).toHaveTextContent('建堂奉獻 NT$ 3,000');
      expect(await method('銀行轉帳')).toBeVisible();
      expect(api.bodiesOf('get_offering_types').at(-1)).toEqual({ project_aid: 8, if_ach: 0 });
    });

    it('an order cleared in another tab is offered back, not silently left for home', async () => {
      saveDraft({});
      api.ok('get_offering_types', [card]);
      renderPayment();
      await method('信用卡');
      otherTabSaves(null);

      expect(
        screen.getByRole('alert', { name: 'Another tab started a new gift' }),
      ).toHaveTextContent(
        "Another tab of this browser finished or cleared this page's gift of 什一奉獻, 感恩奉獻, NT$ 1,500. Do you want to continue with it?",
      );
      expect(screen.queryByRole('button', { name: /new gift/ })).toBeNull();
    });
  });
});

describe('covering the fee (docs/api-contract.md, Covering the fee)', () => {
  const cardAtRate = { ...card, type_fee_rate: 250 };
  const transferAtFixed = { ...transfer, type_fee_amount: 15 };
  const coverFee = () =>
    screen.findByRole('checkbox', {
      name: 'Add the processing cost, so the church receives my whole gift',
    });

  it.each([
    ['no method declares a cost', {}, [card, transfer]],
    ['a recurring order', { view: 'recurring_records', if_ach: 1, ach_aid: 12 }, [cardAtRate]],
  ])('is not offered when %s', async (_case, draft, types) => {
    saveDraft(draft);
    api.ok('get_offering_types', types);
    renderPayment({ signedIn: true });

    await method('信用卡');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('is off at first; chosen, each method shows its cost', async () => {
    saveDraft({});
    api.ok('get_offering_types', [cardAtRate, linePay, transferAtFixed]);
    const { user } = renderPayment();

    const choice = await coverFee();
    expect(choice).not.toBeChecked();
    expect(choice).toHaveAccessibleDescription(
      'The cost depends on the payment method and is shown on each one below. It is added to your gift as its own line.',
    );
    await user.click(choice);

    // NT$ 1,500 at 2.5 % of the whole: 1500 × 250 / 9750 = 38.46, rounded up.
    expect(screen.getByRole('button', { name: '信用卡 + NT$ 39 cost' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'LINE Pay' })).toBeVisible();
    expect(screen.getByRole('button', { name: '銀行轉帳 + NT$ 15 cost' })).toBeVisible();
  });

  it('shows the cost as its own line before confirming and posts it with the order', async () => {
    saveDraft({});
    api.ok('get_offering_types', [cardAtRate]);
    api.ok('do_tra_type_crdo', form);
    const { user } = renderPayment();

    await user.click(await coverFee());
    await user.click(screen.getByRole('button', { name: '信用卡 + NT$ 39 cost' }));

    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(dialogs.confirms.map((event) => event.message)).toEqual([
      'Your gift: NT$ 1,500\nProcessing cost you add: NT$ 39\nTotal: NT$ 1,539\nYou will now go to the payment page.',
    ]);
    expect(api.bodiesOf('do_tra_type_crdo')).toEqual([
      { project_aid: 7, item_package: lines, type_aid: 1, currency: 'TWD', fee_amount: 39 },
    ]);
  });

  it('remembers the choice for the next gift in this browser, and its undoing', async () => {
    saveDraft({});
    api.ok('get_offering_types', [cardAtRate]);
    const first = renderPayment();
    await first.user.click(await coverFee());
    first.unmount();

    api.ok('get_offering_types', [cardAtRate]);
    const second = renderPayment();
    expect(await coverFee()).toBeChecked();
    await second.user.click(await coverFee());
    second.unmount();

    api.ok('get_offering_types', [cardAtRate]);
    renderPayment();
    expect(await coverFee()).not.toBeChecked();
  });

  it('speaks Traditional Chinese', async () => {
    saveDraft({});
    api.ok('get_offering_types', [cardAtRate]);
    dialogs.confirmWith(false);
    const { user } = renderPayment({ language: 'zh-TW' });

    await user.click(
      await screen.findByRole('checkbox', { name: '我願意負擔手續費，讓教會收到全額奉獻' }),
    );
    await user.click(screen.getByRole('button', { name: '信用卡 + 手續費 NT$ 39' }));

    await waitFor(() => expect(dialogs.confirms).toHaveLength(1));
    expect(dialogs.confirms[0]?.message).toBe(
      '奉獻金額：NT$ 1,500\n代付手續費：NT$ 39\n合計：NT$ 1,539\n接下來將前往付款頁面。',
    );
  });
});
