import { testSettings } from '../core/settings';
import type { Settings } from '../core/settings';
import { ROUTES } from '@eoffering/shared/routes';
import { appPageUrl } from '../core/request-origin';

// docs/screens/shell.md, docs/screens/giving.md: the pages the server sends the browser back to live under the app's base path.
describe('front-end URLs', () => {
  it('default to the app base path', () => {
    const settings = testSettings({ publicOrigin: 'https://give.example' });
    expect(
      appPageUrl(settings, settings.publicOrigin, ROUTES.givingResult.build({ offeringAid: 12 })),
    ).toBe('https://give.example/eoffering/order/result/12');
  });

  it.each([
    [
      (s: Settings) =>
        appPageUrl(s, s.publicOrigin, ROUTES.transferInfo.build({ orderInfoAid: 3 })),
      'https://give.example/church/order/payment/vacc/3',
    ],
    [
      (s: Settings) =>
        appPageUrl(s, s.publicOrigin, ROUTES.cardLinkError.build({ errorMsg: '卡片/失敗' })),
      'https://give.example/church/cardlink_error/%E5%8D%A1%E7%89%87%2F%E5%A4%B1%E6%95%97',
    ],
  ])('follow a configured base path (%#)', (url, expected) => {
    const settings = testSettings({ publicOrigin: 'https://give.example', basePath: '/church' });
    expect(url(settings)).toBe(expected);
  });
});
