import { orderInfoVariant } from './order-info';

describe('orderInfoVariant (tra_order_info_handle and variants)', () => {
  it.each([
    [false, 'CREDIT', 'tra_order_info_handle'],
    [false, 'LINEPAY', 'tra_order_info_handle'],
    [false, 'VACC', 'tra_order_info_handle1'],
    [true, 'CREDIT', 'tra_order_info_handle2'],
    [true, 'LINEPAY', 'tra_order_info_handle2'],
    [true, 'VACC', 'tra_order_info_handle3'],
  ] as const)('member %s paying by %s saves with %s', (member, payMethod, variant) => {
    expect(orderInfoVariant({ member, payMethod })).toBe(variant);
  });
});
