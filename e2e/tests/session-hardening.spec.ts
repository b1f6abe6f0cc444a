import { readConfig } from '../support/backend';
import { appUrl, expect, stored, test } from '../support/fixtures';
import { MAIN_SITE_LOGIN } from '../support/shell';

// Each test ends its own sign-in, which must not sign out the tests after it.
test.use({ member: 'wang', ownToken: true });

test('a token the server refuses: the 401 message shows on the page, then the main-site login', async ({
  page,
  t,
  request,
  memberToken,
}) => {
  await page.goto(appUrl('/member_center/home'));
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: t('member:pages.personal') }),
  ).toBeVisible();

  // The page is left before the sign-in ends, so no read of it still in flight meets the 401 and
  // drops the token before the page is opened again.
  await page.goto('about:blank');
  // The sign-in ends on the server (another device logged out): the next call answers 401.
  const config = await readConfig(request);
  const revoked = await request.post(config.auth.logout, {
    data: {},
    headers: { Authorization: `Bearer ${memberToken}` },
  });
  expect(revoked.ok()).toBe(true);
  // The message closes itself after the dialog timer (1.5 s), which a busy machine may spend
  // before the test looks: the page's clock stands still from the visit until the test has read it.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto(appUrl('/member_center/home'));

  // docs/screens/shell.md: the message first, on the app's page, with the token already gone...
  const message = page.getByRole('alertdialog', { name: t('common:http.sessionExpired') });
  await expect(message).toBeVisible();
  expect(page.url()).toContain(appUrl('/member_center/home'));
  expect(await stored(page, 'id_token')).toBeNull();
  // No accessibility scan here: axe-core's own timers stop with the page's clock. The same alert
  // dialog is scanned where it waits for the member (session-activity-and-sign-out-reasons.spec.ts, the 403).

  // ...then, once the dialog timer has run, the main site's login, remembering where the member was.
  await page.clock.resume();
  await expect(page).toHaveURL(MAIN_SITE_LOGIN);
  expect(await stored(page, 'preLocationPath')).toBe('/member_center/home');
});
