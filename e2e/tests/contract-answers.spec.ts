import { appUrl, expect, test } from '../support/fixtures';
import { expectShellFrame } from '../support/shell';

// docs/decisions.md, "Answers are read against the contract": an answer that breaks the contract
// is the generic error in the page's language, never a page built on it.
test('a project answer that breaks the contract shows the generic error and the shell stands', async ({
  page,
  t,
}) => {
  let broken = 0;
  await page.route('**/api/**', async (route) => {
    const response = await route.fetch();
    const envelope: unknown = await response.json().catch(() => null);
    const result: unknown =
      typeof envelope === 'object' && envelope !== null && 'Result' in envelope
        ? envelope.Result
        : null;
    const isProject = typeof result === 'object' && result !== null && 'donation_desc' in result;
    if (!isProject) return route.fulfill({ response });
    broken += 1;
    return route.fulfill({
      response,
      json: { RC: 501, RM: 'success', Result: { ...result, if_tra: 'yes' } },
    });
  });

  await page.goto(appUrl('/project_detail/1'));
  const dialog = page.getByRole('alertdialog', { name: t('common:errors.errorOccurred') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(t('common:http.unreadableAnswer'))).toBeVisible();
  expect(broken, 'the project detail was answered broken').toBeGreaterThan(0);
  await expectShellFrame(page, t);
});
