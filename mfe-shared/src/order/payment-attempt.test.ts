import { callApi } from '../api/call-api';
import type { Purpose } from '../contract/catalogue';
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

describe('payment attempt key (docs/security-model.md: one pending giving per attempt)', () => {
  let api: FakeApi;
  const pay = async (purpose: Purpose = 'do_tra_type_crdo', body: unknown = order) => {
    api.ok(purpose, { redirect_url: 'https://pay.test/x' });
    await call(purpose, body);
    return api.requests.at(-1)?.headers['Idempotency-Key'];
  };

  beforeEach(() => {
    localStorage.clear();
    orderDraft.sync();
    api = installFakeApi();
  });
  afterEach(() => api.uninstall());

  it.each<Purpose>([
    'do_tra_type_crdo',
    'do_tra_type_linepay',
    'do_tra_type_vacc',
    'do_tra_type_cardlink',
  ])('%s carries a random Idempotency-Key', async (purpose) => {
    expect(await pay(purpose)).toMatch(UUID);
  });

  it.each<Purpose>(['get_project_items', 'tra_order_info_handle', 'get_tra_detail'])(
    '%s carries none',
    async (purpose) => {
      api.ok(purpose, []);
      await call(purpose, { project_aid: 3 });
      expect(api.requests[0]?.headers).not.toHaveProperty('Idempotency-Key');
    },
  );

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
