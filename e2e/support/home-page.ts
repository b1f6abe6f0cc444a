import { expect, type APIRequestContext, type Locator } from '@playwright/test';
import { projectList } from './backend';
import type { Texts } from './texts';

/**
 * From the giving home in `main`, opens the first listed project's introduction by its
 * 'learn more' link and waits for its heading: a route change that loads the remote's next chunk.
 */
export const openFirstProject = async (
  main: Locator,
  request: APIRequestContext,
  t: Texts,
): Promise<void> => {
  const [first] = await projectList(request);
  if (!first) throw new Error('the demo fixtures hold projects');
  const name = t.nameOf(first, 'project_name');
  await main.getByRole('link', { name: t('giving:home.learnMoreAbout', { name }) }).click();
  await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
};
