import type { Page } from '@playwright/test';
import { checkAccessibility } from '../support/accessibility';
import { readConfig } from '../support/backend';
import { APP_HOME, appUrl, expect, stored, test } from '../support/fixtures';
import { openAppHome } from '../support/home-page';
import {
  MAIN_SITE_LOGIN,
  loginDialogOf,
  openLoginModal,
  shellOf,
  signInOnMainSite,
} from '../support/shell';
import type { Texts } from '../support/texts';

// Its tests use none of each other's data, so they spread over the workers: a long file no longer
// keeps one worker busy at the end of a run while the others wait (e2e/README.md, files and data).
test.describe.configure({ mode: 'parallel' });

// docs/screens/shell.md (session dialogs) and docs/decisions.md (typing counts as activity): a
// session that never loses a member, and tells them what happened when it ends.

/** Waits for the giving home with its project cards: nothing in flight before the clock jumps. */
const stayPrompt = (page: Page, t: Texts) =>
  page.getByRole('alertdialog', { name: t('common:session.stayTitle') });

/** The seconds the prompt's sentence shows now. */
const secondsShown = async (page: Page, t: Texts): Promise<number> => {
  const text = (await stayPrompt(page, t).textContent()) ?? '';
  const [before] = t('common:session.stayMessage', { count: 999 }).split('999');
  const match = new RegExp(`${before?.slice(-6) ?? ''}\\s*(\\d+)`).exec(text);
  return Number(match?.[1] ?? Number.NaN);
};

test.describe('a member', () => {
  // Its own token: an inactivity sign-out ends the sign-in on the server, which must not sign out
  // the tests after it that share the worker's token.
  test.use({ member: 'wang', ownToken: true });

  test('typing counts as activity; the prompt counts down live; staying puts focus back', async ({
    page,
    t,
  }) => {
    await page.clock.install();
    await openAppHome(page, t);
    // Time moves only when the test says, so the checks below take no seconds off the countdown.
    await page.clock.pauseAt(Date.now() + 5000);
    const menuButton = shellOf(page, t).menuButton;

    // At 200 s the member types: the prompt and the end move 200 s later (no prompt at 280 s).
    await page.clock.fastForward(200_000);
    await menuButton.focus();
    await page.keyboard.press('Shift');
    await page.clock.fastForward(100_000);
    await expect(stayPrompt(page, t)).toBeHidden();
    expect(await stored(page, 'id_token')).not.toBeNull();

    // 280 s after the typing the prompt opens, and its seconds go down while it is open.
    await page.clock.fastForward(181_000);
    await expect(stayPrompt(page, t)).toBeVisible();
    const first = await secondsShown(page, t);
    expect(first).toBeLessThanOrEqual(20);
    await page.clock.runFor(3000);
    await expect.poll(() => secondsShown(page, t)).toBe(first - 3);
    // Announced politely at 10 seconds, not every second.
    const announcer = stayPrompt(page, t).getByRole('status');
    await expect(announcer).toHaveText('');
    await page.clock.runFor((first - 3 - 10) * 1000);
    await expect(announcer).toHaveText(t('common:session.countdownAnnounce', { count: 10 }));

    // Staying puts focus back where it was before the prompt.
    await stayPrompt(page, t)
      .getByRole('button', { name: t('common:session.staySignedIn') })
      .click();
    await expect(stayPrompt(page, t)).toBeHidden();
    await expect(menuButton).toBeFocused();
    expect(await stored(page, 'id_token')).not.toBeNull();

    // axe needs the page's timers: with the clock running again, the next prompt is checked.
    await page.clock.resume();
    await page.clock.fastForward(281_000);
    await expect(stayPrompt(page, t)).toBeVisible();
    await checkAccessibility(page, 'stay-signed-in countdown');
  });

  test('signed out for inactivity on a member page: the main-site login says why', async ({
    page,
    t,
  }) => {
    await page.clock.install();
    await page.goto(appUrl('/member_center/home'));
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: t('member:pages.personal') }),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.clock.fastForward(301_000);
    await expect(page).toHaveURL(/\/login\?reason=inactive&lang=(zh-TW|en)$/);
    // The main-site login speaks the portal's language (docs/decisions.md).
    await expect(page.getByRole('status')).toContainText(
      t.language === 'en'
        ? 'You were signed out because there was no activity for 5 minutes.'
        : '由於 5 分鐘沒有操作，您已被登出。請重新登入。',
    );
    expect(await stored(page, 'preLocationPath')).toBe('/member_center/home');
  });
});

test.describe('signed out in another tab', () => {
  test.use({ member: 'wang', ownToken: true });

  test('the other tab says so instead of a silent move home', async ({ page, context, t }) => {
    const personal = (tab: Page) =>
      tab.getByRole('main').getByRole('heading', { level: 1, name: t('member:pages.personal') });
    await page.goto(appUrl('/member_center/home'));
    await expect(personal(page)).toBeVisible();
    const other = await context.newPage();
    await other.goto(appUrl('/member_center/home'));
    await expect(personal(other)).toBeVisible();

    const menu = await shellOf(page, t).openMenu();
    await menu.getByRole('button', { name: t('shell:menu.logout') }).click();
    await page
      .getByRole('alertdialog', { name: t('shell:menu.logoutTitle') })
      .getByRole('button', { name: t('shell:menu.logout') })
      .click();

    const told = other.getByRole('alertdialog', {
      name: t('common:session.signedOutElsewhereTitle'),
    });
    await expect(told).toBeVisible();
    await expect(told).toContainText(t('common:session.signedOutElsewhere'));
    // docs/screens/shell.md: no member page, no token, and no trip to the login page with a
    // return path: it was a logout, not an expiry.
    await expect(other).toHaveURL(APP_HOME);
    await expect(personal(other)).toHaveCount(0);
    expect(await stored(other, 'id_token')).toBeNull();
    expect(await stored(other, 'preLocationPath')).toBeNull();
    await checkAccessibility(other, 'signed out in another tab');
    await told.getByRole('button', { name: t('common:actions.confirm') }).click();
    await expect(told).toBeHidden();
    const otherMenu = await shellOf(other, t).openMenu();
    await expect(
      otherMenu.getByRole('button', { name: t('shell:menu.logIn'), exact: true }),
    ).toBeVisible();
  });
});

test.describe('one modal at a time', () => {
  test.use({ member: 'wang', ownToken: true });

  test("a 403 about another member's giving: its message, then the login dialog once it is closed", async ({
    page,
    t,
  }) => {
    // Giving 1201 is 陳美玲's (mock-server fixtures).
    await page.goto(appUrl('/member_center/order_detail/1201'));
    const message = page.getByRole('alertdialog', { name: t('common:errors.offeringMismatch') });
    await expect(message).toBeVisible();
    const login = loginDialogOf(page, t).dialog;
    // Past docs/screens/shell.md s dialog timer the session has ended, but the login waits.
    await expect.poll(() => stored(page, 'id_token'), { timeout: 5000 }).toBeNull();
    await expect(login).toBeHidden();
    await expect(page.locator('[aria-modal="true"]')).toHaveCount(1);
    await checkAccessibility(page, '403 message alone');

    await message.getByRole('button', { name: t('common:actions.confirm') }).click();
    await expect(login).toBeVisible();
    await expect(page.locator('[aria-modal="true"]')).toHaveCount(1);
  });
});

test.describe('a forced sign-in', () => {
  test.use({ member: 'wang', ownToken: true });

  test('keeps what was typed in the receipt form and gives it back after signing in', async ({
    page,
    t,
    request,
    memberToken,
  }) => {
    // 王小明's giving 1001: inside the edit window (mock-server fixtures).
    const form = appUrl('/order/receipt_form/1001');
    await page.goto(form);
    const title = page.getByLabel(t('giving:receiptForm.title'));
    const remarks = page.getByLabel(t('giving:receiptForm.remarks'));
    await page.getByRole('radio', { name: t('giving:receiptForm.withTitle') }).check();
    await title.fill('王小明');
    await remarks.fill(`請寄到辦公室 ${test.info().project.name}`);

    // The sign-in ends elsewhere; the submit is refused with 401 and the member must sign in.
    const config = await readConfig(request);
    await request.post(config.auth.logout, {
      data: {},
      headers: { Authorization: `Bearer ${memberToken}` },
    });
    // (docs/screens/shell.md's message shows for 1.5 s before the page leaves: session-hardening.spec.ts.)
    await page.getByRole('button', { name: t('giving:receiptForm.submit') }).click();
    await page.waitForURL(MAIN_SITE_LOGIN);
    await signInOnMainSite(page, 'wang');

    await expect(page).toHaveURL(new RegExp(`${form}$`));
    await expect(title).toHaveValue('王小明');
    await expect(remarks).toHaveValue(`請寄到辦公室 ${test.info().project.name}`);
    await expect(
      page.getByRole('radio', { name: t('giving:receiptForm.withTitle') }),
    ).toBeChecked();
    await expect(
      page
        .getByRole('status', { name: t('common:toast.region') })
        .getByText(t('common:session.draftRestored')),
    ).toBeVisible();
  });
});

test('a stale token in storage on a public page is dropped quietly and the guest goes on', async ({
  page,
  t,
}) => {
  await page.goto(appUrl('/faq'));
  // Decodes like a sign-in of this site, but no server signed it.
  const stale = [
    { alg: 'HS256', typ: 'JWT' },
    { sub: '1', member_name: '王小明', exp: Math.floor(Date.now() / 1000) + 3600 },
  ]
    .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
    .concat('not-a-signature')
    .join('.');
  await page.evaluate((token) => localStorage.setItem('id_token', token), stale);

  await openAppHome(page, t);
  await expect(page).toHaveURL(APP_HOME);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect.poll(() => stored(page, 'id_token')).toBeNull();
  const menu = await shellOf(page, t).openMenu();
  await expect(
    menu.getByRole('button', { name: t('shell:menu.logIn'), exact: true }),
  ).toBeVisible();
});

test('the login dialog links to the password reset, with 24 px links', async ({ page, t }) => {
  await page.goto(appUrl('/faq'));
  await openLoginModal(page, t);
  const { dialog } = loginDialogOf(page, t);
  const reset = dialog.getByRole('link', { name: t('shell:login.resetPassword') });
  const register = dialog.getByRole('link', { name: t('shell:login.signUp') });
  for (const link of [reset, register]) {
    const box = await link.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
  }
  await checkAccessibility(page, 'login dialog with its links');
  await reset.click();
  await expect(page).toHaveURL(new RegExp(`/password-reset\\?lang=${t.language}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('重設密碼');
});
