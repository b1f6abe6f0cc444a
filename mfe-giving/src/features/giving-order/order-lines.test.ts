import { ORDER_KEY, emptyOrderDraft, orderDraft, type OrderDraft } from '@eoffering/shared';
import { tithe } from '../../testing/fixtures';
import { saveNewOrder, savedExpressChoice } from './order-lines';

const line = (amount: number) => ({ item_aid: 1, item_name: '什一奉獻', package_amount: amount });
const draft = (patch: Partial<OrderDraft>): OrderDraft => ({
  ...emptyOrderDraft(),
  project_aid: 7,
  view: 'express',
  item_package: [line(800)],
  ...patch,
});

beforeEach(() => {
  localStorage.clear();
  orderDraft.sync();
});

describe('saving a new one-off order', () => {
  it('forgets what an earlier order reached but keeps its payment attempt', () => {
    const attempt = { key: '3f2c9a1e-8b7d-4c6e-9f10-2a3b4c5d6e7f', body: '{"type_aid":1}' };
    localStorage.setItem(
      ORDER_KEY,
      JSON.stringify(
        draft({ offering_aid: 1301, order_info_aid: 5, type_aid: 3, payment_attempt: attempt }),
      ),
    );
    orderDraft.sync();

    const saved = saveNewOrder('normal', 8, [line(1200)]);

    expect(saved).toMatchObject({
      project_aid: 8,
      view: 'normal',
      if_ach: 0,
      amount: 1200,
      offering_aid: 0,
      order_info_aid: 0,
      type_aid: -1,
      payment_attempt: attempt,
    });
  });
});

describe('the express choice of a saved order (a reload, Back from the payment step)', () => {
  it.each<[string, Partial<OrderDraft>, number | null]>([
    ['this project’s express order', {}, 800],
    ['another project', { project_aid: 8 }, null],
    ['a normal order', { view: 'normal' }, null],
    ['a recurring order', { if_ach: 1 }, null],
    ['two lines', { item_package: [line(800), { ...line(300), item_aid: 2 }] }, null],
    ['an item the project no longer has', { item_package: [{ ...line(800), item_aid: 9 }] }, null],
    ['an amount now over the maximum starts at 0', { item_package: [line(9000)] }, 0],
    ['an item chosen, no amount yet', { item_package: [line(0)] }, 0],
    ['an amount still under the minimum', { item_package: [line(50)] }, 50],
    ['no item chosen', { item_package: [] }, null],
  ])('%s', (_case, patch, amount) => {
    expect(savedExpressChoice(draft(patch), 7, [tithe])?.amount ?? null).toBe(amount);
  });
});
