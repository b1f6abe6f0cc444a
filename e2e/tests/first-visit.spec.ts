import { appUrl, expect, test } from '../support/fixtures';

/** The shell's own scripts and styles (remotes live under `/eoffering/remotes/`). */
const isShellFile = (pathname: string): boolean => /^\/eoffering\/[^/]+\.(js|css)$/.test(pathname);

test('the page names every file the shell boots with, so they load alongside main.js, each once', async ({
  page,
}) => {
  const requested: string[] = [];
  let configAsked = false;
  const bootFiles = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('/config.json')) configAsked = true;
    if (!isShellFile(pathname)) return;
    requested.push(pathname);
    // The shell reads config.json once it runs: what it fetched before that is what it boots with.
    if (!configAsked && !pathname.endsWith('/main.js')) bootFiles.add(pathname);
  });

  await page.goto(appUrl('/'));
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map(
      (link) => new URL(link.href).pathname,
    ),
  );
  expect(bootFiles.size, 'the shell boots with chunks of its own').toBeGreaterThan(0);
  expect([...preloaded].sort()).toEqual([...bootFiles].sort());
  // A preload the page did not match would show up as a second request for the same file.
  expect(requested.length).toBe(new Set(requested).size);
});
