import type { Page } from '@playwright/test';
import { checkAccessibility } from '../support/accessibility';
import { appUrl, expect, test } from '../support/fixtures';
import type { Texts } from '../support/texts';

// docs/screens/member-centre.md: each state of a recurring plan has its own words and its own
// colour, so a plan that ran its course never looks like one that was stopped. The words are
// checked in the unit tests; the colour only a browser can show.

test.use({ member: 'wang' });

/** The colours a state's badge is drawn in: its text and its background. */
const badgeColours = async (page: Page, t: Texts, state: 'terminated' | 'ended') => {
  // Another journey may terminate a plan of the shared server: every terminated badge looks alike.
  const badge = page
    .getByRole('main')
    .getByText(t(`member:recurring.state.${state}`), { exact: true })
    .first();
  await expect(badge).toBeVisible();
  return badge.evaluate((element) => {
    const style = getComputedStyle(element);
    return { text: style.color, background: style.backgroundColor };
  });
};

test('a plan that ended is drawn in colours of its own, not those of a terminated one', async ({
  page,
  t,
}) => {
  await page.goto(appUrl('/member_center/order_ach'));
  const ended = await badgeColours(page, t, 'ended');
  const terminated = await badgeColours(page, t, 'terminated');
  expect(ended.text).not.toBe(terminated.text);
  expect(ended.background).not.toBe(terminated.background);
  await checkAccessibility(page, 'recurring plans in their states');
});
