import { execFileSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { runReleaseCommand } from '../../scripts/releases';
import { projectList } from '../support/backend';
import { e2ePort, repoRoot } from '../support/environment';
import { freePort } from '../support/seeded-server';
import { expect, test } from '../support/fixtures';
import {
  recordRequests,
  releaseFolder,
  startReleasePortal,
  type ReleasePortal,
} from '../support/remote-releases';

// docs/deploying-a-remote.md: a release of the giving remote is published next to the earlier
// one, made live by configuration, and rolled back the same way; nothing is rebuilt, and a donor
// whose page started on the old release keeps going on it.

const OLD = '1.0.0';
const NEW = '1.1.0';

// The same journey on mock-server, and behind `npm run serve:nginx` (README, production hosting):
// nginx serves the releases folder itself, and config.json, proxied to mock-server, names the
// live release.
for (const via of ['mock-server', 'nginx'] as const) {
  test.describe(`through ${via}`, () => {
    let portal: ReleasePortal;

    /**
     * `npm run release:<command> -- <args>` on this portal's releases folder, run in this process:
     * each `npm run` costs a second and a half of CPU on the two-core machine (e2e/README.md). The
     * journey's last command goes through npm (`releaseByNpm`), so the script the README names is
     * proven to be this one.
     */
    const release = (command: string, ...args: string[]): string =>
      runReleaseCommand([command, ...args], { ...process.env, RELEASES_DIR: portal.releasesDir });
    const releaseByNpm = (command: string, ...args: string[]): string =>
      execFileSync('npm', ['run', '--silent', `release:${command}`, '--', ...args], {
        cwd: repoRoot,
        env: { ...process.env, RELEASES_DIR: portal.releasesDir },
        encoding: 'utf8',
      });

    test.beforeAll(async () => {
      portal =
        via === 'nginx'
          ? await startReleasePortal(await freePort(), { nginxPort: await freePort() })
          : await startReleasePortal(e2ePort + 2);
      release('publish', 'giving', OLD);
      release('publish', 'giving', NEW);
      // The new release's entry marks the page, so the page shows which release it runs.
      appendFileSync(
        join(releaseFolder(portal.releasesDir, 'giving', NEW), 'remoteEntry.js'),
        `\n;document.documentElement.setAttribute('data-giving-release', '${NEW}');\n`,
      );
    });

    test.afterAll(() => portal.stop());

    test('release, switch and roll back the giving remote by configuration alone', async ({
      page,
      context,
      t,
      request,
    }) => {
      test.setTimeout(120_000);
      const origin = portal.origin;
      const folderOf = (version: string) => `${origin}/eoffering/remotes/giving/${version}/`;
      const homeHeading = (on: typeof page) =>
        on.getByRole('main').getByRole('heading', { level: 1, name: t('giving:home.title') });
      const [first] = await projectList(request);
      if (!first) throw new Error('the demo fixtures hold projects');
      /** The home page as the live release draws it: its heading and the projects it lists. */
      const expectHome = async (on: typeof page) => {
        await expect(homeHeading(on)).toBeVisible();
        await expect(
          on.getByRole('main').getByRole('link', {
            name: t('giving:home.learnMoreAbout', { name: t.nameOf(first, 'project_name') }),
          }),
        ).toBeVisible();
        // The app's page, not the static first screen painted before it.
        await expect(on.locator('#eo-first-screen')).toHaveCount(0);
      };

      // The old release is live: a donor starts on it.
      expect(release('live', 'giving', OLD)).toContain(`giving: live ${OLD}`);
      const donorRequests = recordRequests(page);
      await page.goto(`${origin}/eoffering/`);
      await expectHome(page);
      // The cards may be the static first screen's, painted before the app loads the remote.
      await expect.poll(() => donorRequests).toContain(`${folderOf(OLD)}remoteEntry.js`);
      await expect(page.locator('html')).not.toHaveAttribute('data-giving-release');

      // Release: the new one goes live while the donor is mid-journey.
      release('live', 'giving', NEW);
      expect(release('list')).toContain(`giving: ${OLD} *${NEW}`);
      const newcomer = await context.newPage();
      const newcomerRequests = recordRequests(newcomer);
      await newcomer.goto(`${origin}/eoffering/`);
      await expectHome(newcomer);
      await expect(newcomer.locator('html')).toHaveAttribute('data-giving-release', NEW);
      await expect.poll(() => newcomerRequests).toContain(`${folderOf(NEW)}remoteEntry.js`);
      expect(newcomerRequests.filter((url) => url.startsWith(folderOf(OLD)))).toEqual([]);

      // The donor on the old release moves on: its chunks are still served, from its own folder.
      const before = donorRequests.length;
      await page
        .getByRole('main')
        .getByRole('link', {
          name: t('giving:home.learnMoreAbout', { name: t.nameOf(first, 'project_name') }),
        })
        .click();
      await expect(
        page
          .getByRole('main')
          .getByRole('heading', { level: 1, name: t.nameOf(first, 'project_name') }),
      ).toBeVisible();
      const later = donorRequests.slice(before).filter((url) => url.includes('/remotes/giving/'));
      expect(later.length).toBeGreaterThan(0);
      for (const url of later) expect(url.startsWith(folderOf(OLD))).toBe(true);

      // Roll back: the old release is live again on the next page load, nothing rebuilt.
      release('live', 'giving', OLD);
      await newcomer.reload();
      await expectHome(newcomer);
      await expect
        .poll(() => newcomerRequests.filter((url) => url.startsWith(folderOf(OLD))))
        .toContain(`${folderOf(OLD)}remoteEntry.js`);
      await expect(newcomer.locator('html')).not.toHaveAttribute('data-giving-release');
      expect(releaseByNpm('list')).toContain(`giving: *${OLD} ${NEW}`);
    });
  });
}
