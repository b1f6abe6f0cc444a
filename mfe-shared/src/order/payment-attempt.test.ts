import { callApi } from '../api/call-api';
import type { ResultOf } from '../contract';
import type { Purpose } from '../contract/catalogue';
import { aGiving, anItem } from '../testing/contract-fixtures';
import { installFakeApi, type FakeApi } from '../testing/fake-api';
import { ORDER_KEY, parseOrderDraft } from './order-draft';
import { orderDraft } from './order-store';
import { endPaymentAttempt, paymentAttemptKey } from './payment-attempt';

// Bodies as the payment step builds them; their exact types are the contract's business.
const call = callApi as (purpose: Purpose, body: unknown) => Promise<unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const order = {
  project_aid: 3,
  item_package: [{ item_aid: 1, item_name: '什一', package_amount: 500 }],
  type_aid: 2,
  currency: 'TWD',
};

type PaymentPurpose =
  'do_tra_type_crdo' | 'do_tra_type_linepay' | 'do_tra_type_vacc' | 'do_tra_type_cardlink';
const cardForm = { action_url: 'https://pay.test/card', data: 'd', mac: 'm', ksn: 'k' };
const PAYMENT_ANSWERS: { [P in PaymentPurpose]: ResultOf<P> } = {
  do_tra_type_crdo: cardForm,
  do_tra_type_linepay: { redirect_url: 'https://pay.test/x' },
  do_tra_type_vacc: { post_url: '/order/transfer/7' },
  do_tra_type_cardlink: cardForm,
};

describe('payment attempt key (docs/security-model.md: one pending giving per attempt)', () => {
  let api: FakeApi;
  const pay = async (purpose: PaymentPurpose = 'do_tra_type_crdo', body: unknown = order) => {
    api.ok(purpose, PAYMENT_ANSWERS[purpose]);
    // Card binding posts no order (docs/api-contract.md).
    await call(purpose, purpose === 'do_tra_type_cardlink' ? {} : body);
    return api.requests.at(-1)?.headers['Idempotency-Key'];
  };

  beforeEach(() => {
    localStorage.clear();
    orderDraft.sync();
    api = installFakeApi();
  });
  afterEach(() => api.uninstall());

  it.each<PaymentPurpose>([
    'do_tra_type_crdo',
    'do_tra_type_linepay',
    'do_tra_type_vacc',
    'do_tra_type_cardlink',
  ])('%s carries a random Idempotency-Key', async (purpose) => {
    expect(await pay(purpose)).toMatch(UUID);
  });

  it.each<[Purpose, (fake: FakeApi) => FakeApi, unknown]>([
    [
      'get_project_items',
      (fake) => fake.ok('get_project_items', [anItem()]),
      { project_aid: 3, if_ach: 0 },
    ],
    [
      'tra_order_info_handle',
      (fake) => fake.ok('tra_order_info_handle', { offering_aid: 7 }),
      {
        offering_aid: 7,
        donor_name: '王小明',
        donor_phone: '0912345678',
        donor_email: 'member@example.org',
        donor_sid: 'A123456789',
        invoice_title_aid: -1,
        invoice_title: '',
        invoice_tax_id: '',
        comments: '',
      },
    ],
    ['get_tra_detail', (fake) => fake.ok('get_tra_detail', aGiving()), { offering_aid: 7 }],
  ])('%s carries none', async (purpose, answer, body) => {
    answer(api);
    await call(purpose, body);
    expect(api.requests[0]?.headers).not.toHaveProperty('Idempotency-Key');
  });

  it('a second post of the same order (double click, Back from the gateway) sends the same key', async () => {
    const first = await pay();
    expect(await pay()).toBe(first);
  });

  it('keeps the key across a reload: it lives in the stored order draft', async () => {
    const first = await pay();
    expect(parseOrderDraft(localStorage.getItem(ORDER_KEY)).payment_attempt?.key).toBe(first);
    localStorage.setItem(ORDER_KEY, localStorage.getItem(ORDER_KEY) ?? '');
    orderDraft.sync();
    expect(await pay()).toBe(first);
  });

  it.each([
    ['another method', { ...order, type_aid: 5 }],
    [
      'another amount',
      { ...order, item_package: [{ ...order.item_package[0], package_amount: 800 }] },
    ],
  ])('%s is a new attempt with a new key', async (_case, changed) => {
    const first = await pay();
    const second = await pay('do_tra_type_crdo', changed);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
  });

  it('a result page ends the attempt: the next payment gets a new key', async () => {
    const first = await pay();
    endPaymentAttempt();
    expect(orderDraft.get().payment_attempt).toBeNull();
    expect(await pay()).not.toBe(first);
  });

  it('a new order ends the attempt', async () => {
    const first = await pay();
    orderDraft.clear();
    expect(paymentAttemptKey(order)).not.toBe(first);
  });

  it('drops a stored key that is not one of ours', () => {
    localStorage.setItem(
      ORDER_KEY,
      JSON.stringify({ payment_attempt: { key: 'x\r\nInjected: 1', body: '{}' } }),
    );
    expect(parseOrderDraft(localStorage.getItem(ORDER_KEY)).payment_attempt).toBeNull();
  });
});
