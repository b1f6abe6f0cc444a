import { readConfig } from '../support/backend';
import { APP_HOME, appUrl, expect, stored, test } from '../support/fixtures';
import { MAIN_SITE_LOGIN, shellOf } from '../support/shell';

// Each test ends its own sign-in, which must not sign out the tests after it.
test.use({ member: 'wang', ownToken: true });

test('a logout in one tab signs out the other tab of the browser', async ({ page, context, t }) => {
  const personal = (tab: typeof page) =>
    tab.getByRole('main').getByRole('heading', { level: 1, name: t('member:pages.personal') });
  await page.goto(appUrl('/member_center/home'));
  await expect(personal(page)).toBeVisible();
  const other = await context.newPage();
  await other.goto(appUrl('/member_center/home'));
  await expect(personal(other)).toBeVisible();

  const menu = await shellOf(page, t).openMenu();
  await menu.getByRole('button', { name: t('shell:menu.logout') }).click();
  const confirm = page.getByRole('alertdialog', { name: t('shell:menu.logoutTitle') });
  await confirm.getByRole('button', { name: t('shell:menu.logout') }).click();

  // docs/screens/shell.md: the other tab follows the logout: no member page, no token, and no trip to the
  // login page with a return path (it was a logout, not an expiry).
  await expect(other).toHaveURL(APP_HOME);
  await expect(personal(other)).toHaveCount(0);
  expect(await stored(other, 'id_token')).toBeNull();
  expect(await stored(other, 'preLocationPath')).toBeNull();
  // The other tab says why it changed (docs/screens/shell.md) before the member goes on.
  await other
    .getByRole('alertdialog', { name: t('common:session.signedOutElsewhereTitle') })
    .getByRole('button', { name: t('common:actions.confirm') })
    .click();
  const otherMenu = await shellOf(other, t).openMenu();
  await expect(
    otherMenu.getByRole('button', { name: t('shell:menu.logIn'), exact: true }),
  ).toBeVisible();
});

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

  // The sign-in ends on the server (another device logged out): the next call answers 401.
  const config = await readConfig(request);
  const revoked = await request.post(config.auth.logout, {
    data: {},
    headers: { Authorization: `Bearer ${memberToken}` },
  });
  expect(revoked.ok()).toBe(true);
  await page.reload();

  // docs/screens/shell.md: the message first, on the app's page, with the token already gone...
  const message = page.getByRole('alertdialog', { name: t('common:http.sessionExpired') });
  await expect(message).toBeVisible();
  expect(page.url()).toContain(appUrl('/member_center/home'));
  expect(await stored(page, 'id_token')).toBeNull();
  // No accessibility scan here: this message closes itself after the dialog timer, which a scan
  // on a busy machine outlasts, and the scan's own timers stop if the test stops the clock. The
  // same alert dialog is scanned where it waits for the member (session-trust.spec.ts, the 403).

  // ...then the main site's login, remembering where the member was.
  await expect(page).toHaveURL(MAIN_SITE_LOGIN);
  expect(await stored(page, 'preLocationPath')).toBe('/member_center/home');
});
