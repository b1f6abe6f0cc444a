import { checkAccessibility } from '../support/accessibility';
import { APP_HOME, appUrl, expect, test } from '../support/fixtures';
import { expectShellFrame } from '../support/shell';

// docs/screens/giving.md: an unknown path is the shell's not-found page; an unknown /order path is the giving
// remote's. Both offer a way home.
const UNKNOWN = [
  ['an unknown path', '/nope'],
  ['an unknown order path', '/order/nope'],
] as const;

for (const [what, path] of UNKNOWN) {
  test(`${what} shows the not-found page with a way home`, async ({ page, t }) => {
    await page.goto(appUrl(path));
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: t('common:notFound.title') }),
    ).toBeVisible();
    await expect(main.getByText(t('common:notFound.message'))).toBeVisible();
    await expectShellFrame(page, t);
    await checkAccessibility(page, `not found ${path}`);

    await main.getByRole('link', { name: t('common:actions.backToHome') }).click();
    await expect(page).toHaveURL(APP_HOME);
    await expect(
      main.getByRole('heading', { level: 1, name: t('giving:home.title') }),
    ).toBeVisible();
  });
}
