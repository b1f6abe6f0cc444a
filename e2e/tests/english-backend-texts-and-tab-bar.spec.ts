import { givableProject } from '../support/backend';
import { appUrl, expect, test } from '../support/fixtures';
import { textsFor } from '../support/texts';

// English all the way through (docs/decisions.md): backend texts reach the page in its language,
// statuses read as sentences, and the order tab bar shows that it scrolls. Each page is opened with
// its language in the address, so the browser's own language changes nothing here.
test.describe('王小明 in English', () => {
  test.use({ member: 'wang' });

  test('a remark the backend wrote reads in the page language, the status as a sentence', async ({
    page,
  }) => {
    const en = textsFor('en');
    await page.goto(appUrl('/member_center/order_detail/1007?lang=en'));
    const main = page.getByRole('main');
    await expect(
      main.getByText(en('common:backend.remark.cardDeclined'), { exact: true }),
    ).toBeVisible();
    await expect(main.getByText(en('common:status.giving.failed'), { exact: true })).toBeVisible();
    expect(en('common:status.giving.failed')).toBe('Failed');

    await page.goto(appUrl('/member_center/order_detail/1007?lang=zh-TW'));
    await expect(page.getByRole('main').getByText('刷卡失敗', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByText('card declined')).toHaveCount(0);
  });
});

test('the order tab bar at 390 px in English shows a shadow where more tabs scroll in', async ({
  page,
  request,
}) => {
  const en = textsFor('en');
  const project = await givableProject(request);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(appUrl(`/order/express/${project.project_aid}?lang=en`));
  const tabs = page.getByRole('navigation', { name: en('giving:order.tabsLabel') });
  await expect(
    tabs.getByRole('link', { name: en('giving:order.tabs.recurring_records') }),
  ).toBeAttached();
  const bar = await tabs.evaluate((nav) => ({
    overflows: nav.scrollWidth > nav.clientWidth,
    background: getComputedStyle(nav).backgroundImage,
    attachment: getComputedStyle(nav).backgroundAttachment,
  }));
  expect(bar.overflows, 'the English tabs are wider than a phone').toBe(true);
  expect(bar.background).toContain('radial-gradient');
  expect(bar.attachment).toContain('local');
  expect(bar.attachment).toContain('scroll');
});
