import { checkAccessibility } from '../support/accessibility';
import { DEMO_ACCOUNTS, givableProject } from '../support/backend';
import {
  appUrl,
  expect,
  expectSameDocument,
  markDocument,
  stored,
  test,
} from '../support/fixtures';
import {
  loginDialogOf,
  openLoginModal,
  shellOf,
  signInOnMainSite,
  submitLogin,
} from '../support/shell';

// Its tests use none of each other's data, so they spread over the workers: a long file no longer
// keeps one worker busy at the end of a run while the others wait (e2e/README.md, files and data).
test.describe.configure({ mode: 'parallel' });

test('a guest opening a member page goes to the main-site login and comes back signed in', async ({
  page,
  t,
}) => {
  await page.goto(appUrl('/member_center/home'));

  // docs/screens/giving.md, docs/security-model.md: the path is saved under preLocationPath, then the whole page leaves.
  await expect(page).toHaveURL(`/login?lang=${t.language}`);
  expect(await stored(page, 'preLocationPath')).toBe('/member_center/home');
  expect(await stored(page, 'id_token')).toBeNull();
  await checkAccessibility(page, 'main-site login');

  await signInOnMainSite(page, 'wang');

  await expect(page).toHaveURL(appUrl('/member_center/home'));
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: t('member:pages.personal') }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: t('member:donor.title') }).getByText(DEMO_ACCOUNTS.wang.name),
  ).toBeVisible();
  expect(await stored(page, 'id_token')).not.toBeNull();
  expect(await stored(page, 'preLocationPath')).toBeNull();
});

test('signing in through the login modal reaches both remotes at once', async ({
  page,
  t,
  request,
}) => {
  const project = await givableProject(request);

  // The member-centre remote is loaded while still a guest (its not-found page needs no login),
  // so a second session instance inside it would still believe the visitor is a guest.
  await page.goto(appUrl('/member_center/no_such_page'));
  await expect(
    page.getByRole('main').getByRole('heading', { name: t('common:notFound.title') }),
  ).toBeVisible();
  await markDocument(page);

  const login = await openLoginModal(page, t);
  await checkAccessibility(page, 'login modal');

  // docs/screens/giving.md: both fields are required, each with its own message.
  await login.submit.click();
  await expect(login.dialog.getByText(t('common:validation.enterUserid'))).toBeVisible();
  await login.userid.fill(DEMO_ACCOUNTS.wang.userid);
  await login.submit.click();
  await expect(login.dialog.getByText(t('common:validation.enterPassword'))).toBeVisible();
  await expect(login.password).toBeFocused();

  await submitLogin(page, t, 'wang');

  // The shell's menu shows the member variant with the name from the token (docs/screens/giving.md).
  const shell = shellOf(page, t);
  const menu = await shell.openMenu();
  await expect(
    menu.getByText(t('shell:menu.greeting', { name: DEMO_ACCOUNTS.wang.name })),
  ).toBeVisible();
  await expect(menu.getByRole('button', { name: t('shell:menu.logout') })).toBeVisible();
  await checkAccessibility(page, 'member menu');

  // The member-centre remote, loaded before the sign-in, lets the member in without a reload.
  await menu.getByRole('link', { name: t('shell:menu.personalData') }).click();
  await expect(page).toHaveURL(appUrl('/member_center/home'));
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: t('member:pages.personal') }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: t('member:donor.title') })
      .getByText(DEMO_ACCOUNTS.wang.userid),
  ).toBeVisible();
  await expectSameDocument(page);

  // The giving remote reads the same session: a member starts at normal giving (docs/screens/giving.md).
  await (await shell.openMenu()).getByRole('link', { name: t('shell:menu.givingHome') }).click();
  await page
    .getByRole('main')
    .getByRole('button', {
      name: t('giving:home.startDonatingTo', { name: t.nameOf(project, 'project_name') }),
    })
    .click();
  await expect(page).toHaveURL(appUrl(`/order/normal/${project.project_aid}`));
  await expectSameDocument(page);
  await checkAccessibility(page, 'normal giving');
  await expect(loginDialogOf(page, t).dialog).toBeHidden();
});

test('a guest starting to give goes to express giving', async ({ page, t, request }) => {
  const project = await givableProject(request);
  await page.goto(appUrl('/'));
  await page
    .getByRole('main')
    .getByRole('button', {
      name: t('giving:home.startDonatingTo', { name: t.nameOf(project, 'project_name') }),
    })
    .click();
  // docs/screens/giving.md: the start-giving target of a guest.
  await expect(page).toHaveURL(appUrl(`/order/express/${project.project_aid}`));
  await expect(
    page.getByRole('main').getByRole('heading', { name: t.nameOf(project, 'project_name') }),
  ).toBeVisible();
  await checkAccessibility(page, 'express giving');
});
