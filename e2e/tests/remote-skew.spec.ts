import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { checkAccessibility } from '../support/accessibility';
import { openFirstProject } from '../support/home-page';
import { e2ePort } from '../support/environment';
import { expect, test } from '../support/fixtures';
import {
  recordRequests,
  recordSharedVersion,
  sharedVersion,
  startReleasePortal,
  type ReleasePortal,
} from '../support/remote-releases';
import { expectShellFrame } from '../support/shell';

// docs/architecture.md, compatibility policy: a giving remote built against another
// @eoffering/shared than the page holds, loaded into the unchanged shell. Each skewed build is the
// real giving build published as a release of its own with its manifest recording the other
// library version: the manifest is all the shell reads before it decides, and those two fields
// are all a build against that version writes differently there (docs/deploying-a-remote.md).

const PORTAL_PORT = e2ePort + 1;

const [major = 0, minor = 0] = sharedVersion.split('.').map(Number);

/**
 * Giving releases built against each shared version; the release number is the test's own. A
 * page on the first minor of a major has no older minor to meet: the compatible build is then
 * one against the page's own minor.
 */
const BUILDS = {
  olderMinor: { release: '9.0.0', shared: `${major}.${Math.max(minor - 1, 0)}.0` },
  newerMinor: { release: '9.1.0', shared: `${major}.${minor + 1}.0` },
  newerMajor: { release: '10.0.0', shared: `${major + 1}.0.0` },
};

let portal: ReleasePortal;

test.beforeAll(async () => {
  portal = await startReleasePortal(PORTAL_PORT);
  for (const { release, shared } of Object.values(BUILDS)) {
    portal.publishGiving(release, (folder) => {
      recordSharedVersion(shared)(folder);
      // Should the entry script ever run, the page would show it.
      appendFileSync(
        join(folder, 'remoteEntry.js'),
        `\n;document.documentElement.setAttribute('data-giving-ran', '${release}');\n`,
      );
    });
  }
});

test.afterAll(() => portal.stop());

/** The page's uncaught errors: a half-mounted remote shows up here. */
const collectPageErrors = (page: Page): string[] => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};

test(`a giving remote built against an older or the same minor (${BUILDS.olderMinor.shared}) mounts and works`, async ({
  page,
  t,
  request,
}) => {
  const { release } = BUILDS.olderMinor;
  portal.goLive(release);
  const errors = collectPageErrors(page);
  const requests = recordRequests(page);

  await page.goto(`${portal.server.origin}/eoffering/`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: t('giving:home.title') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-giving-ran', release);
  expect(requests).toContain(
    `${portal.server.origin}/eoffering/remotes/giving/${release}/remoteEntry.js`,
  );

  await openFirstProject(main, request, t);
  await checkAccessibility(page, 'giving remote built against an older minor');
  expect(errors).toEqual([]);
});

for (const [which, build] of [
  ['a newer minor', BUILDS.newerMinor],
  ['a newer major', BUILDS.newerMajor],
] as const) {
  test(`a giving remote built against ${which} (${build.shared}) is not mounted: the page says to reload`, async ({
    page,
    t,
  }) => {
    portal.goLive(build.release);
    const errors = collectPageErrors(page);
    const requests = recordRequests(page);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });

    await page.goto(`${portal.server.origin}/eoffering/`);
    const failure = page
      .getByRole('main')
      .getByRole('alert')
      .filter({ hasText: t('shell:remote.outdatedTitle') });
    await expect(failure).toBeVisible();
    await expect(failure.getByText(t('shell:remote.outdatedMessage'))).toBeVisible();
    await expect(failure.getByRole('button', { name: t('shell:remote.reload') })).toBeVisible();
    await expectShellFrame(page, t);
    await checkAccessibility(page, `giving remote built against ${which}`);

    // Refused on its manifest: its entry script never ran (the entry script of the page may have
    // preloaded it early, docs/architecture.md, but a preload does not run anything).
    await expect(page.locator('html')).not.toHaveAttribute('data-giving-ran');
    const releaseFolder = `${portal.server.origin}/eoffering/remotes/giving/${build.release}/`;
    expect(requests).toContain(`${releaseFolder}mf-manifest.json`);
    expect(errors).toEqual([]);
    // What the console shows is the shell's own report of the refusal, naming the skew.
    expect(consoleErrors.length).toBeGreaterThan(0);
    for (const text of consoleErrors) expect(text).toContain('[eoffering shell]');
    expect(consoleErrors.join('\n')).toContain(`@eoffering/shared ${build.shared}`);

    // The way forward: once the matching release is live again, the reload shows the page.
    portal.goLive(BUILDS.olderMinor.release);
    await failure.getByRole('button', { name: t('shell:remote.reload') }).click();
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: t('giving:home.title') }),
    ).toBeVisible();
  });
}
