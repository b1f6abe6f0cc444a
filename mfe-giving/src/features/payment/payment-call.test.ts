import { emptyOrderDraft, type OrderDraft } from '@eoffering/shared';
import type { PaymentType } from '@eoffering/shared/contract';
import { testConfig } from '@eoffering/shared/testing';
import {
  cardBindingBody,
  orderBody,
  paymentMethods,
  paymentPurposeOf,
  transferInfoAidOf,
} from './payment-call';

const config = testConfig();
const type = (overrides: Partial<PaymentType>): PaymentType => ({
  type_aid: 1,
  type_name: '信用卡',
  type_display_no: 1,
  type_img_url: '/media/pay/credit.svg',
  type_action: config.api.do_tra_type_crdo,
  ...overrides,
});
const lines = [{ item_aid: 1, item_name: '什一奉獻', package_amount: 1000 }];
const oneOff: OrderDraft = {
  ...emptyOrderDraft(),
  project_aid: 7,
  item_package: lines,
  amount: 1000,
  view: 'express',
};
const recurring: OrderDraft = { ...oneOff, if_ach: 1, ach_aid: 12, view: 'recurring_records' };

describe('payment calls', () => {
  it.each<[string, string, string | null]>([
    ['the card path', config.api.do_tra_type_crdo, 'do_tra_type_crdo'],
    ['the LINE Pay path', config.api.do_tra_type_linepay, 'do_tra_type_linepay'],
    ['the transfer path', config.api.do_tra_type_vacc, 'do_tra_type_vacc'],
    ['the card-binding path', config.api.do_tra_type_cardlink, 'do_tra_type_cardlink'],
    ['the full card URL', `${config.apiBaseUrl}${config.api.do_tra_type_crdo}`, 'do_tra_type_crdo'],
    ['a path that is no payment call', config.api.get_tra_detail, null],
    ['an unknown path', '/api/tra/type-bitcoin', null],
  ])('maps %s to its call', (_case, action, purpose) => {
    expect(paymentPurposeOf(action, config)).toBe(purpose);
  });

  it('orders the methods by type_display_no and leaves out those no call pays', () => {
    const methods = paymentMethods(
      [
        type({
          type_aid: 3,
          type_name: '轉帳',
          type_display_no: 3,
          type_action: config.api.do_tra_type_vacc,
        }),
        type({ type_aid: 9, type_name: '未知', type_display_no: 0, type_action: '/api/unknown' }),
        type({ type_aid: 1, type_name: '信用卡', type_display_no: 1 }),
        type({
          type_aid: 2,
          type_name: 'LINE Pay',
          type_display_no: 2,
          type_action: config.api.do_tra_type_linepay,
        }),
      ],
      config,
    );
    expect(methods.map((method) => [method.type.type_name, method.purpose])).toEqual([
      ['信用卡', 'do_tra_type_crdo'],
      ['LINE Pay', 'do_tra_type_linepay'],
      ['轉帳', 'do_tra_type_vacc'],
    ]);
  });

  it('posts a one-off order as project, items, type and currency', () => {
    expect(orderBody(oneOff, 1)).toEqual({
      project_aid: 7,
      item_package: lines,
      type_aid: 1,
      currency: 'TWD',
    });
  });

  it('posts a recurring order as only its plan and type', () => {
    expect(orderBody(recurring, 1)).toEqual({ ach_aid: 12, type_aid: 1 });
    expect(cardBindingBody(recurring, 0)).toEqual({ ach_aid: 12, type_aid: 0 });
  });

  it('binds a card with an empty body', () => {
    expect(cardBindingBody(oneOff, 0)).toEqual({});
  });

  it.each<[string, string | undefined, number]>([
    ['the app’s transfer page', 'https://app.test/eoffering/order/payment/vacc/5', 5],
    ['a relative transfer page', '/eoffering/order/payment/vacc/12', 12],
    ['no post_url', undefined, 0],
    ['another host', 'https://evil.test/eoffering/order/payment/vacc/5', 0],
    ['another page', 'https://app.test/eoffering/order/result/5', 0],
    ['no number', 'https://app.test/eoffering/order/payment/vacc/abc', 0],
    ['not a URL', 'http://[', 0],
  ])('keeps the transfer-info id of %s', (_case, postUrl, aid) => {
    expect(transferInfoAidOf(postUrl, 'https://app.test')).toBe(aid);
  });
});
