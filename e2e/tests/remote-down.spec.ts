import type { Route } from '@playwright/test';
import { checkAccessibility } from '../support/accessibility';
import { appUrl, expect, test } from '../support/fixtures';
import { expectShellFrame, shellOf } from '../support/shell';

// docs/screens/shell.md, a remote that fails: a remote that cannot load leaves the shell standing, with a message in the
// user's language and a retry that really loads again.
const MANIFEST = '**/eoffering/remotes/giving/mf-manifest.json';

const failures: Array<[string, (route: Route) => Promise<void>]> = [
  ['answers 500', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' })],
  ['cannot be reached', (route) => route.abort('connectionrefused')],
];

for (const [how, fail] of failures) {
  test(`when the giving remote's manifest ${how}, the shell shows a retry`, async ({ page, t }) => {
    let manifestRequests = 0;
    await page.route(MANIFEST, (route) => {
      manifestRequests += 1;
      return fail(route);
    });

    await page.goto(appUrl('/'));
    const main = page.getByRole('main');
    const failure = main.getByRole('alert').filter({ hasText: t('common:remote.failedTitle') });
    await expect(failure).toBeVisible();
    await expect(failure.getByText(t('common:remote.failedMessage'))).toBeVisible();
    const retry = failure.getByRole('button', { name: t('common:actions.retry') });
    await expect(retry).toBeVisible();
    expect(manifestRequests, 'the manifest was asked for').toBeGreaterThan(0);

    // Header, menu and footer stay, and the menu still works.
    await expectShellFrame(page, t);
    const menu = await shellOf(page, t).openMenu();
    await expect(menu.getByRole('link', { name: t('shell:menu.faq') })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await checkAccessibility(page, `remote fallback (${how})`);

    await page.unroute(MANIFEST);
    await retry.click();
    await expect(
      main.getByRole('heading', { level: 1, name: t('giving:home.title') }),
    ).toBeVisible();
    await expect(failure).toHaveCount(0);
  });
}

// docs/security-model.md: a manifest that moves the remote's files to a host config.json does not
// name is refused before anything loads from there; the fallback shows instead. The page's CSP is
// the second wall: an attempt it blocks shows up as a CSP violation and fails the test too.
test('a remote entry outside the configured remote is never loaded', async ({ page, t }) => {
  const outside: string[] = [];
  await page.context().route(/evil\.example/, (route) => {
    outside.push(route.request().url());
    return route.abort();
  });
  await page.route(MANIFEST, async (route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as { metaData: { publicPath: string } };
    manifest.metaData.publicPath = 'https://evil.example/remotes/giving/';
    await route.fulfill({ response, json: manifest });
  });

  await page.goto(appUrl('/'));
  const failure = page
    .getByRole('main')
    .getByRole('alert')
    .filter({ hasText: t('common:remote.failedTitle') });
  await expect(failure).toBeVisible();
  await expectShellFrame(page, t);
  expect(outside).toEqual([]);
});
