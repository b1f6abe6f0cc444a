import { accessOfPath } from './route-access';

describe('accessOfPath (access column)', () => {
  it.each([
    ['/', 'public'],
    ['/project_detail/3', 'public'],
    ['/order/express', 'public'],
    ['/order/receipt_form/12?from=gateway', 'public'],
    ['/order_history/detail/5#top', 'public'],
    ['/faq', 'public'],
    ['/no/such/page', 'public'],
    ['/order/recurring_records/3', 'member'],
    ['/member_center/home', 'member'],
    ['/member_center/order_detail/7?page=2', 'member'],
    ['/cardlink/4', 'member'],
  ])('%s is %s', (path, access) => {
    expect(accessOfPath(path)).toBe(access);
  });
});
