import { setConfig } from '../config/config-store';
import { setPageNavigation } from '../navigation/page-navigation';
import { testConfig } from '../testing/test-config';
import { PRE_LOCATION_KEY, goToMainSiteLogin, isSafeReturnPath } from './return-path';

describe('return path: only a path inside the app is followed', () => {
  beforeEach(() => localStorage.clear());

  it.each<[string | null, string]>([
    ['/member_center/home', '/member_center/home'],
    ['/order/result/12?from=gateway#top', '/order/result/12?from=gateway#top'],
    ['/', '/'],
    ['https://evil.example', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/\t/evil.example', '/'],
    ['/\n/evil.example', '/'],
    ['\\\\evil.example', '/'],
    // Resolved, these are //evil.example: a browser leaves for that host.
    ['/..//evil.example/steal', '/'],
    ['/./..//evil.example', '/'],
    ['/member_center/../..//evil.example', '/'],
    ['/%2e%2e//evil.example', '/'],
    ['/%2E%2E/%2Fevil.example', '/'],
    ['/%5Cevil.example', '/'],
    ['/%5c%5cevil.example', '/'],
    ['/member_center/./home', '/'],
    ['member_center/home', '/'],
    ['', '/'],
    [null, '/'],
  ])('%j leads to %j', (path, expected) => {
    expect(isSafeReturnPath(path) ? path : '/').toBe(expected);
  });

  it.each([42, undefined, {}])('isSafeReturnPath refuses %j', (value) => {
    expect(isSafeReturnPath(value)).toBe(false);
  });

  it('goToMainSiteLogin saves the path and sends the whole page to the main site login', () => {
    const assign = jest.fn();
    setConfig(testConfig());
    setPageNavigation({ assign });
    goToMainSiteLogin('/member_center/receipt');
    expect(localStorage.getItem(PRE_LOCATION_KEY)).toBe('/member_center/receipt');
    expect(assign).toHaveBeenCalledWith('http://main.test/login?lang=zh-TW');
    setPageNavigation(null);
    setConfig(null);
  });

  it.each([
    ['inactive', 'http://main.test/login?reason=inactive&lang=zh-TW'],
    ['expired', 'http://main.test/login?reason=expired&lang=zh-TW'],
  ] as const)('a session that ended as %s tells the login page why', (reason, url) => {
    const assign = jest.fn();
    setConfig(testConfig());
    setPageNavigation({ assign });
    goToMainSiteLogin('/member_center/home', reason);
    expect(assign).toHaveBeenCalledWith(url);
    setPageNavigation(null);
    setConfig(null);
  });
});
