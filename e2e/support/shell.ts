import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, type DemoMember } from './backend';
import type { Texts } from './texts';

/** The parts of the page the shell owns (docs/screens/giving.md), found by role and accessible name. */
export const shellOf = (page: Page, t: Texts) => {
  const menu = page.getByRole('navigation', { name: t('shell:menu.label') });
  const menuButton = page.getByRole('banner').getByRole('button', { name: t('shell:header.menu') });
  return {
    header: page.getByRole('banner'),
    menuButton,
    menu,
    footer: page.getByRole('contentinfo'),
    main: page.getByRole('main'),
    /** The header toggle names the language it switches to (docs/screens/shell.md). */
    languageToggle: (to: Texts) =>
      page.getByRole('banner').getByRole('button', { name: to(`common:language.${to.language}`) }),
    openMenu: async (): Promise<Locator> => {
      await menuButton.click();
      await expect(menu).toBeVisible();
      return menu;
    },
  };
};

/** Expects the page frame of docs/screens/giving.md around whatever the main area shows. */
export const expectShellFrame = async (page: Page, t: Texts): Promise<void> => {
  const shell = shellOf(page, t);
  await expect(shell.header.getByRole('link', { name: t('shell:app.home') })).toBeVisible();
  await expect(shell.menuButton).toBeVisible();
  await expect(shell.footer.getByText(t('shell:footer.copyright'))).toBeVisible();
};

/** The shell's login modal (docs/screens/giving.md). */
export const loginDialogOf = (page: Page, t: Texts) => {
  const dialog = page.getByRole('dialog', { name: t('shell:login.title') });
  return {
    dialog,
    userid: dialog.getByLabel(t('shell:login.userid')),
    password: dialog.getByLabel(t('shell:login.password'), { exact: true }),
    submit: dialog.getByRole('button', { name: t('shell:login.submit'), exact: true }),
  };
};

/** Opens the login modal from the guest menu. */
export const openLoginModal = async (page: Page, t: Texts) => {
  const menu = await shellOf(page, t).openMenu();
  await menu.getByRole('button', { name: t('shell:menu.logIn'), exact: true }).click();
  const login = loginDialogOf(page, t);
  await expect(login.dialog).toBeVisible();
  return login;
};

/** Signs a demo member in through the open login modal and waits for the 'welcome' toast. */
export const submitLogin = async (page: Page, t: Texts, member: DemoMember): Promise<void> => {
  const login = loginDialogOf(page, t);
  await login.userid.fill(DEMO_ACCOUNTS[member].userid);
  await login.password.fill(DEMO_ACCOUNTS[member].password);
  await login.submit.click();
  await expect(login.dialog).toBeHidden();
  await expect(
    page
      .getByRole('status', { name: t('common:toast.region') })
      .getByText(t('common:success.welcome')),
  ).toBeVisible();
};

/**
 * The main website's login page as the portal sends a member there: with the page's language
 * (`lang`), and the reason when the session ended by itself (docs/screens/shell.md).
 */
export const MAIN_SITE_LOGIN = /\/login\?(reason=\w+&)?lang=(zh-TW|en)$/;

/** The main website's login page (mock-server's stand-in, in the language the portal passed). */
export const signInOnMainSite = async (page: Page, member: DemoMember): Promise<void> => {
  await expect(page).toHaveURL(MAIN_SITE_LOGIN);
  await page.getByLabel(/Phone or e-mail|手機或電子郵件/).fill(DEMO_ACCOUNTS[member].userid);
  await page.getByLabel(/^(Password|密碼)$/).fill(DEMO_ACCOUNTS[member].password);
  await page.getByRole('button', { name: /^(Log in|登入)$/ }).click();
};
