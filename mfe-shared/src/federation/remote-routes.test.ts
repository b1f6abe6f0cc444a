import { remoteForPath } from './remote-routes';

describe('remoteForPath', () => {
  it.each([
    ['/', 'giving'],
    ['', 'giving'],
    ['/project_detail/3', 'giving'],
    ['/order/express/1', 'giving'],
    ['/order/unknown/page', 'giving'],
    ['/order_history', 'giving'],
    ['/order_history/detail/20240101', 'giving'],
    ['/member_center', 'memberCenter'],
    ['/member_center/', 'memberCenter'],
    ['/member_center/home', 'memberCenter'],
    ['/member_center/order_detail/5', 'memberCenter'],
    ['/cardlink/9', 'memberCenter'],
    ['/cardlink_error/declined', 'memberCenter'],
    ['/faq', null],
    ['/nowhere', null],
    ['/Order/express/1', null],
    ['/orders', null],
    ['/member_centre/home', null],
  ])('%s belongs to %s', (pathname, remote) => {
    expect(remoteForPath(pathname)).toBe(remote);
  });
});
