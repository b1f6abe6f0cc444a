import { cardLinkReturnPath, rememberCardLinkView } from './card-link-view';

describe('card-binding return target (cardLinkView)', () => {
  afterEach(() => localStorage.clear());

  it.each<[string | null, string]>([
    ['member', '/member_center/home'],
    ['payment', '/order/payment_methods'],
    [null, '/member_center/home'],
    ['something else', '/member_center/home'],
  ])('a stored %j returns to %s', (view, path) => {
    if (view !== null) localStorage.setItem('cardLinkView', view);
    expect(cardLinkReturnPath()).toBe(path);
  });

  it('stores where the binding started under its documented storage key', () => {
    rememberCardLinkView('payment');
    expect(localStorage.getItem('cardLinkView')).toBe('payment');
  });
});
