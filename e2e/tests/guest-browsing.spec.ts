import { checkAccessibility } from '../support/accessibility';
import { projectList } from '../support/backend';
import { APP_HOME, appUrl, expect, test } from '../support/fixtures';
import { expectShellFrame } from '../support/shell';

test('a guest reads a project from the home page and goes back', async ({ page, t, request }) => {
  const projects = await projectList(request);
  expect(projects.length, 'the demo fixtures hold projects').toBeGreaterThan(0);
  const [first] = projects;
  if (!first) throw new Error('no project');

  await page.goto(appUrl('/'));
  await expectShellFrame(page, t);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: t('giving:home.title') })).toBeVisible();

  // docs/screens/giving.md: one card per project with icon, name, intro, 'learn more' and 'start donating'.
  const cards = main.getByRole('listitem').filter({ has: page.getByRole('article') });
  await expect(cards).toHaveCount(projects.length);
  for (const project of projects) {
    const card = main.getByRole('article', { name: t.nameOf(project, 'project_name') });
    // docs/screens/shell.md: the English intro when English is active.
    const intro = t.language === 'en' ? project.project_intro_en : project.project_intro;
    await expect(card.getByText(intro)).toBeVisible();
    await expect(
      card.getByRole('link', {
        name: t('giving:home.learnMoreAbout', { name: t.nameOf(project, 'project_name') }),
      }),
    ).toBeVisible();
    await expect(
      card.getByRole('button', {
        name: t('giving:home.startDonatingTo', { name: t.nameOf(project, 'project_name') }),
      }),
    ).toBeVisible();
  }
  await checkAccessibility(page, 'home');

  await main
    .getByRole('link', {
      name: t('giving:home.learnMoreAbout', { name: t.nameOf(first, 'project_name') }),
    })
    .click();
  await expect(page).toHaveURL(appUrl(`/project_detail/${first.project_aid}`));
  const detail = main.getByRole('article', { name: t.nameOf(first, 'project_name') });
  await expect(
    detail.getByRole('heading', { level: 1, name: t.nameOf(first, 'project_name') }),
  ).toBeVisible();
  if (first.contact_info1.trim() !== '') {
    const contact =
      first.contact_name1.trim() === ''
        ? t('giving:project.contactNoName', { info: first.contact_info1 })
        : t('giving:project.contact', {
            info: first.contact_info1,
            name: t.nameOf(first, 'contact_name1'),
          });
    await expect(detail.getByText(contact)).toBeVisible();
  }
  await expect(
    detail.getByRole('button', { name: t('giving:home.startDonating'), exact: true }),
  ).toBeVisible();
  await checkAccessibility(page, 'project detail');

  await detail.getByRole('button', { name: t('giving:project.back'), exact: true }).click();
  await expect(page).toHaveURL(APP_HOME);
  await expect(main.getByRole('heading', { level: 1, name: t('giving:home.title') })).toBeVisible();
  await expect(cards).toHaveCount(projects.length);
});
