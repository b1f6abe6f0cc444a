import type { Locator, Page } from '@playwright/test';
import { checkAccessibility } from '../support/accessibility';
import { givableProject } from '../support/backend';
import { appUrl, expect, test } from '../support/fixtures';
import { loginDialogOf, openLoginModal, shellOf } from '../support/shell';

// docs/screens/shell.md: focus after a route change, the skip link, target sizes (WCAG 2.4.3,
// 2.4.1, 2.5.8) and the share dialog's controls.

/** Every visible link and button inside `area` that is smaller than `min` px either way. */
const smallTargets = async (area: Locator, min: number): Promise<string[]> =>
  area.evaluate((root, size) => {
    const small: string[] = [];
    root.querySelectorAll<HTMLElement>('a[href], button, [role="button"]').forEach((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) return;
      if (box.width < size || box.height < size) {
        small.push(
          `${element.textContent?.trim() ?? ''} ${Math.round(box.width)}x${Math.round(box.height)}`,
        );
      }
    });
    return small;
  }, min);

const heading = (page: Page, name: string) =>
  page.getByRole('main').getByRole('heading', { level: 1, name });

test('after a route change focus is on the new page heading, and the page is at its top', async ({
  page,
  t,
}) => {
  await page.goto(appUrl('/faq'));
  await expect(heading(page, t('shell:faq.title'))).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));

  const menu = await shellOf(page, t).openMenu();
  await menu.getByRole('link', { name: t('shell:menu.givingLookup') }).click();
  const lookup = heading(page, t('giving:pages.lookup'));
  await expect(lookup).toBeFocused();
  await expect(shellOf(page, t).menuButton).not.toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // The next Tab goes on from the heading, inside the page, not through the header again.
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(
    () => document.querySelector('main')?.contains(document.activeElement) ?? false,
  );
  expect(inMain).toBe(true);
  await checkAccessibility(page, 'lookup page after a route change');
});

test('the skip link is the first stop and goes to the page heading', async ({ page, t }) => {
  const project = await givableProject(page.request);
  await page.goto(appUrl(`/project_detail/${project.project_aid}`));
  const title = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(title).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: t('shell:app.skipToContent') });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(title).toBeFocused();
});

test('every target of the shell is at least 24 px, its primary actions 44 px', async ({
  page,
  t,
}) => {
  await page.goto(appUrl('/faq'));
  const shell = shellOf(page, t);
  await expect(heading(page, t('shell:faq.title'))).toBeVisible();
  expect(await smallTargets(shell.header, 24)).toEqual([]);
  expect(await smallTargets(shell.footer, 24)).toEqual([]);
  const menu = await shell.openMenu();
  await expect(menu.getByRole('link', { name: t('shell:menu.faq') })).toBeVisible();
  expect(await smallTargets(menu, 24)).toEqual([]);
  expect(
    await smallTargets(menu.getByRole('button', { name: t('shell:menu.logIn'), exact: true }), 44),
  ).toEqual([]);
  await page.keyboard.press('Escape');

  await openLoginModal(page, t);
  const login = loginDialogOf(page, t);
  expect(await smallTargets(login.dialog, 24)).toEqual([]);
  const submit = await login.submit.boundingBox();
  expect(submit?.height ?? 0).toBeGreaterThanOrEqual(44);
});

test.describe('share dialog', () => {
  test.beforeEach(async ({ page }) => {
    // Chromium on Linux has no share sheet: a stand-in records what the page hands over.
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { e2eShared: shared });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          shared.push(data);
          return Promise.resolve();
        },
      });
    });
  });

  test('copy says so beside the button, the QR code saves as a PNG, the share sheet gets the link', async ({
    page,
    t,
  }) => {
    const project = await givableProject(page.request);
    await page.goto(appUrl(`/project_detail/${project.project_aid}`));
    await page.getByRole('button', { name: t('giving:share.open') }).click();
    const dialog = page.getByRole('dialog', {
      name: t('giving:share.title', { project: t.nameOf(project, 'project_name') }),
    });
    const link = dialog.getByRole('textbox', { name: t('giving:share.link') });
    await expect(link).toBeVisible();
    const url = await link.inputValue();

    // 'copied' beside the copy button; nothing lies over the dialog's Close.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await dialog.getByRole('button', { name: t('giving:share.copy') }).click();
    await expect(dialog.getByRole('status')).toHaveText(t('common:success.copied'));
    const close = dialog.getByRole('button', { name: t('common:actions.close'), exact: true });
    await close.scrollIntoViewIfNeeded();
    const box = await close.boundingBox();
    if (!box) throw new Error('Close is on screen');
    const onTop = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? '',
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(onTop).toBe(t('common:actions.close'));

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: t('giving:share.saveQr') }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^giving-qr-\d+-\d+\.png$/);
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    const png = readFileSync(path);
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');

    await dialog.getByRole('button', { name: t('giving:share.shareSheet') }).click();
    const shared = await page.evaluate(
      () => (window as unknown as { e2eShared: ShareData[] }).e2eShared,
    );
    expect(shared).toEqual([
      { title: t('giving:share.shareText', { project: t.nameOf(project, 'project_name') }), url },
    ]);
    await checkAccessibility(page, 'share dialog');
  });
});
