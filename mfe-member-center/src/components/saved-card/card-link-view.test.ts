import { cardLinkReturn } from './card-link-view';

describe('card-binding return target (spec 2, cardLinkView)', () => {
  it.each<[string | null, string]>([
    ['member', '/member_center/home'],
    ['payment', '/order/payment_methods'],
    [null, '/member_center/home'],
    ['something else', '/member_center/home'],
  ])('%j returns to %s', (view, path) => {
    expect(cardLinkReturn(view)).toBe(path);
  });
});
