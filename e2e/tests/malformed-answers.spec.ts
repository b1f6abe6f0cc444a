import type { Page } from '@playwright/test';
import { checkAccessibility } from '../support/accessibility';
import { projectList, readConfig } from '../support/backend';
import { e2eOrigin } from '../support/environment';
import { appUrl, expect, test } from '../support/fixtures';
import { textsFor } from '../support/texts';

// docs/decisions.md, answers checked where they enter: a success whose Result is not the kind of
// value the contract gives the call, or a project list the widget cannot draw, is a failed load
// the page says so about, never a crash or a card of `undefined`.

/** Answers every project-list request with `result` under the success RC, until unrouted. */
const answerProjectList = async (page: Page, listPath: string, result: unknown) => {
  await page.route(`**${listPath}`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ RC: 501, RM: 'success', Result: result }),
    }),
  );
};

test('a project list answered as one record shows the load failure, and retry recovers', async ({
  page,
  t,
  request,
}) => {
  const config = await readConfig(request);
  const listPath = config.api.get_project_info_list;
  const projects = await projectList(request);
  const [first] = projects;
  if (!first) throw new Error('the demo fixtures hold projects');
  await answerProjectList(page, listPath, first);
  // The page comes without the list its host would carry in it, so the app asks for it.
  await page.route(appUrl('/'), async (route) => {
    const answer = await route.fetch();
    const html = (await answer.text()).replace(
      /<script type="application\/json"[^]*?<\/script>/,
      '',
    );
    await route.fulfill({ response: answer, body: html });
  });

  await page.goto(appUrl('/'));
  const main = page.getByRole('main');
  const failure = main.getByRole('alert');
  await expect(failure).toContainText(t('giving:home.loadFailed'));
  await checkAccessibility(page, 'home, list malformed');

  await page.unroute(`**${listPath}`);
  await failure.getByRole('button', { name: t('common:actions.retry') }).click();
  await expect(main.getByRole('article')).toHaveCount(projects.length);
  await expect(main.getByRole('article', { name: t.nameOf(first, 'project_name') })).toBeVisible();
});

test('the giving widget says it cannot show the projects when one of them is malformed', async ({
  page,
  request,
}) => {
  const config = await readConfig(request);
  const projects = await projectList(request);
  const [first, ...others] = projects;
  if (!first) throw new Error('the demo fixtures hold projects');
  await answerProjectList(page, config.api.get_project_info_list, [
    { ...first, project_name: null },
    ...others,
  ]);

  // The main-site stand-in's home writes the widget in Traditional Chinese, whatever the browser.
  const widgetTexts = textsFor('zh-TW');
  await page.goto(`${e2eOrigin}/`);
  const widget = page.locator('eoffering-giving');
  await expect(widget.getByRole('alert')).toHaveText(widgetTexts('giving:home.loadFailed'));
  await expect(widget.getByRole('article')).toHaveCount(0);
  await expect(widget).not.toContainText('undefined');
  await checkAccessibility(page, 'main-site home, widget list malformed');
});
