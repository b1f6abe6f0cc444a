import type { Page } from '@playwright/test';
import { checkAccessibility } from '../support/accessibility';
import { givableProject, orderOptions, readConfig } from '../support/backend';
import { appUrl, expect, test } from '../support/fixtures';
import { shellOf, signInOnMainSite } from '../support/shell';
import { otherLanguage, textsFor, type Texts } from '../support/texts';
import { payOnCardPage } from '../support/card-page';

// Its tests use none of each other's data, so they spread over the workers: a long file no longer
// keeps one worker busy at the end of a run while the others wait (e2e/README.md, files and data).
test.describe.configure({ mode: 'parallel' });

// The donor's choice of language outlives a reload, the card page and the main site's login (which
// speaks it too), where the browser's language would otherwise take over again (docs/decisions.md,
// the language choice is remembered). Each project's browser speaks `t`; the donor picks the other
// language.

const chooseOther = async (page: Page, t: Texts): Promise<Texts> => {
  const other = textsFor(otherLanguage(t.language));
  await page.goto(appUrl('/'));
  await shellOf(page, t).languageToggle(other).click();
  await expect(page.locator('html')).toHaveAttribute('lang', other.language);
  return other;
};

test('a reload keeps the chosen language, not the browser’s', async ({ page, t }) => {
  const other = await chooseOther(page, t);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', other.language);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: other('giving:home.title') }),
  ).toBeVisible();
});

test('the card page’s return lands in the chosen language', async ({ page, t, request }) => {
  const config = await readConfig(request);
  const project = await givableProject(request);
  const { items, types } = await orderOptions(request, project.project_aid);
  const card = types.find((type) => type.type_action === config.api.do_tra_type_crdo);
  const [item] = items;
  if (!card || !item) throw new Error('the demo project takes cards for its first item');
  const other = await chooseOther(page, t);

  await page.goto(appUrl(`/order/express/${project.project_aid}`));
  await page.getByRole('button', { name: new RegExp(other.nameOf(item, 'item_name')) }).click();
  await page.keyboard.type('500');
  await page.getByRole('button', { name: other('common:actions.next'), exact: true }).click();
  await page.getByRole('button', { name: other.nameOf(card, 'type_name'), exact: true }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: other('giving:payment.confirm.confirm') })
    .click();
  await expect(page).toHaveURL(/\/gateway\/card/);
  await payOnCardPage(page);

  await expect(page).toHaveURL(/\/eoffering\/order\/result\/\d+$/);
  await expect(page.locator('html')).toHaveAttribute('lang', other.language);
  await expect(
    page.getByRole('heading', { level: 2, name: other('giving:result.title.success') }),
  ).toBeVisible();
});

test('the main site’s login speaks the chosen language and sends the member back in it', async ({
  page,
  t,
}) => {
  const other = await chooseOther(page, t);
  await page.goto(appUrl('/member_center/home'));
  await expect(page).toHaveURL(`/login?lang=${other.language}`);
  await expect(page.locator('html')).toHaveAttribute('lang', other.language);
  const heading = other.language === 'en' ? 'Log in' : '會員登入';
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await checkAccessibility(page, 'main-site login in the chosen language');
  await signInOnMainSite(page, 'wang');

  await expect(page).toHaveURL(appUrl('/member_center/home'));
  await expect(page.locator('html')).toHaveAttribute('lang', other.language);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: other('member:pages.personal') }),
  ).toBeVisible();
});

test('a lang parameter opens the portal in that language and is remembered', async ({
  page,
  t,
}) => {
  const other = textsFor(otherLanguage(t.language));
  await page.goto(appUrl(`/faq?lang=${other.language}`));
  await expect(page.locator('html')).toHaveAttribute('lang', other.language);
  // The parameter is taken out of the address: a later toggle is not undone by a reload.
  await expect(page).toHaveURL(appUrl('/faq'));
  await page.goto(appUrl('/'));
  await expect(page.locator('html')).toHaveAttribute('lang', other.language);
  await shellOf(page, other).languageToggle(t).click();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', t.language);
});
