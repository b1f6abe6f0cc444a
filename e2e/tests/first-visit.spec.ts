import { readConfig } from '../support/backend';
import { appUrl, expect, test } from '../support/fixtures';

/** The shell's own scripts and styles (remotes live under `/eoffering/remotes/`). */
const isShellFile = (pathname: string): boolean => /^\/eoffering\/[^/]+\.(js|css)$/.test(pathname);

/** The page's own script tags: `main.js` and `early.js`, which the page loads `async` before it. */
const isScriptTag = (pathname: string): boolean => /^\/eoffering\/(main|early)\.js$/.test(pathname);

/** The giving remote's static first screen, beside its manifest. */
const isFirstScreenFile = (pathname: string): boolean => /\/first-screen\.(js|css)$/.test(pathname);

/**
 * A language's strings not bundled with the shell (`strings-<language>` chunks, docs/architecture.md
 * section 8) load at boot only for a browser in that language: the page cannot name them ahead.
 */
const isFetchedLanguage = (pathname: string): boolean =>
  /^\/eoffering\/strings-[\w-]+\.[0-9a-f]+\.js$/.test(pathname);

test("the page names every file the shell boots with, and the opening remote's, so they load alongside main.js, each once", async ({
  page,
  request,
}) => {
  const listPath = (await readConfig(request)).api.get_project_info_list;
  const requested: string[] = [];
  const remoteRequests: string[] = [];
  const configRequests: string[] = [];
  const listRequests: string[] = [];
  let remoteAsked = false;
  const bootFiles = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('/config.json')) configRequests.push(pathname);
    if (pathname === listPath) listRequests.push(pathname);
    if (pathname.startsWith('/eoffering/remotes/')) {
      // The first screen's files come with the page's answer (its Link header), not from the shell.
      remoteAsked ||= !isFirstScreenFile(pathname);
      remoteRequests.push(pathname);
    }
    if (!isShellFile(pathname)) return;
    requested.push(pathname);
    // The shell loads the opening page's remote once it runs: what it fetched before that is
    // what it boots with.
    if (!remoteAsked && !isScriptTag(pathname) && !isFetchedLanguage(pathname)) {
      bootFiles.add(pathname);
    }
  });

  const answer = await page.goto(appUrl('/'));
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

  // The boot styles are stylesheets from the start (the static first screen is drawn with them),
  // the scripts and config.json preloads.
  const preloaded = await page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"], link[rel="stylesheet"]'),
    ].map((link) => ({ path: new URL(link.href).pathname, as: link.as || link.rel })),
  );
  // The host names the opening files in its answer, so they are asked for with the page's own
  // (docs/decisions.md, 'The host names the opening files').
  const named = (answer?.headers().link ?? '').split(', ').map((link) => link.split(';')[0]);
  // The page's own stylesheets, as its HTML links them (the app adds a remote's later).
  const stylesheets = [
    ...((await answer?.text()) ?? '').matchAll(/<link rel="stylesheet" href="([^"]+)"/g),
  ].map(([, href]) => `<${href}>`);
  expect(named).toEqual([
    '</eoffering/early.js>',
    '</eoffering/config.json>',
    ...stylesheets,
    expect.stringMatching(/^<\/eoffering\/remotes\/giving\/(.+\/)?first-screen\.js>$/),
    expect.stringMatching(/^<\/eoffering\/remotes\/giving\/(.+\/)?first-screen\.css>$/),
  ]);
  const isRemoteFile = (path: string): boolean => path.startsWith('/eoffering/remotes/');
  const preloadedFiles = preloaded
    .filter((link) => link.as !== 'fetch' && !isRemoteFile(link.path))
    .map((link) => link.path);
  expect(bootFiles.size, 'the shell boots with chunks of its own').toBeGreaterThan(0);
  expect([...preloadedFiles].sort()).toEqual([...bootFiles].sort());
  // A preload the page did not match would show up as a second request for the same file.
  expect(requested.length).toBe(new Set(requested).size);
  // The entry script asks for the opening remote's manifest and may preload its files while the
  // shell's download (docs/architecture.md; whether it does depends on who is first); either way
  // the shell takes that manifest answer and nothing of the remote is fetched twice.
  expect(remoteRequests.length, remoteRequests.join(', ')).toBe(new Set(remoteRequests).size);
  // config.json is asked for by the page itself, while the scripts download, and read once.
  expect(preloaded.filter((link) => link.as === 'fetch').map((link) => link.path)).toEqual(
    configRequests.slice(0, 1),
  );
  expect(configRequests).toHaveLength(1);
  // The page carries the project list (docs/decisions.md, 'The project list in the page'): early.js
  // takes it, the shell's read-ahead takes that answer, and nobody asks for it.
  expect(listRequests).toHaveLength(0);
});
