import { checkAccessibility } from '../support/accessibility';
import { projectList } from '../support/backend';
import { appUrl, expect, expectSameDocument, markDocument, test } from '../support/fixtures';
import { shellOf } from '../support/shell';
import { otherLanguage, textsFor } from '../support/texts';

// docs/architecture.md, one of each in the page: one i18n instance. The toggle lives in the shell; the home page's
// strings belong to the giving remote. Both change at once, in the same document.
test('the language toggle re-renders shell and remote text at once', async ({
  page,
  t,
  request,
}) => {
  const [project] = await projectList(request);
  if (!project) throw new Error('no project');
  const other = textsFor(otherLanguage(t.language));
  const introIn = (language: string) =>
    language === 'en' ? project.project_intro_en : project.project_intro;

  await page.goto(appUrl('/'));
  const main = page.getByRole('main');
  const shell = shellOf(page, t);
  // docs/screens/shell.md: the browser language decides the first language; <html lang> follows it.
  await expect(page.locator('html')).toHaveAttribute('lang', t.language);
  await expect(main.getByRole('heading', { level: 1, name: t('giving:home.title') })).toBeVisible();
  await expect(main.getByText(introIn(t.language))).toBeVisible();
  await markDocument(page);

  await shell.languageToggle(other).click();

  await expect(page.locator('html')).toHaveAttribute('lang', other.language);
  await expect(
    main.getByRole('heading', { level: 1, name: other('giving:home.title') }),
  ).toBeVisible();
  await expect(main.getByText(introIn(other.language))).toBeVisible();
  await expect(shellOf(page, other).menuButton).toBeVisible();
  await expect(
    page.getByRole('contentinfo').getByText(other('shell:footer.copyright')),
  ).toBeVisible();
  await expect(page).toHaveTitle(other('shell:app.title'));
  await expectSameDocument(page);
  await checkAccessibility(page, `home after switching to ${other.language}`);

  // And back: the toggle now names the first language.
  await shellOf(page, other).languageToggle(t).click();
  await expect(page.locator('html')).toHaveAttribute('lang', t.language);
  await expect(main.getByRole('heading', { level: 1, name: t('giving:home.title') })).toBeVisible();
  await expectSameDocument(page);
});
