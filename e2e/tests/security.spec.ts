import type { Page } from '@playwright/test';
import { checkAccessibility } from '../support/accessibility';
import { DEMO_ACCOUNTS, projectList, readConfig } from '../support/backend';
import { APP_HOME, appUrl, expect, stored, test } from '../support/fixtures';
import { openLoginModal, signInOnMainSite } from '../support/shell';

// Its tests use none of each other's data, so they spread over the workers: a long file no longer
// keeps one worker busy at the end of a run while the others wait (e2e/README.md, files and data).
test.describe.configure({ mode: 'parallel' });

/**
 * docs/security-model.md, open redirects: return paths that would leave the app, one of each kind
 * the browser treats apart: another host, a script URL (it would open a dialog), and a path that
 * becomes another host only once the browser decodes and resolves it. The main-site script's whole
 * table, every variant of these, is `mock-server/src/site/site-router.test.ts` ('login page: after
 * sign-in, finishSignIn leaves only for a path inside the app'): the same script under Node's
 * WHATWG URL, which resolves as Chromium does.
 */
const HOSTILE_RETURN_PATHS = [
  '//evil.example',
  'javascript:alert(1)',
  '/%2e%2e//evil.example/steal',
];

/** Records every attempt to reach evil.example and every script dialog, and stops both. */
const watchForEscape = async (page: Page) => {
  const escapes: string[] = [];
  await page.context().route(/evil\.example/, (route) => {
    escapes.push(route.request().url());
    return route.abort();
  });
  page.on('dialog', (dialog) => {
    escapes.push(`script dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return escapes;
};

test.describe('a hostile preLocationPath leads home after sign-in', () => {
  for (const hostile of HOSTILE_RETURN_PATHS) {
    test(`on the main-site login: ${hostile}`, async ({ page, t }) => {
      const escapes = await watchForEscape(page);
      await page.goto(`/login?lang=${t.language}`);
      await page.evaluate((path) => localStorage.setItem('preLocationPath', path), hostile);

      await signInOnMainSite(page, 'wang');

      await expect(page).toHaveURL(APP_HOME);
      await expect(
        page.getByRole('main').getByRole('heading', { level: 1, name: t('giving:home.title') }),
      ).toBeVisible();
      expect(await stored(page, 'preLocationPath')).toBeNull();
      expect(escapes).toEqual([]);
    });
  }

  // The modal returns to where the member signed in and forgets any stored path, whatever it
  // holds (mfe-shared's session.test.ts, 'takeReturnPath'): one hostile path proves it in a browser.
  test('in the login modal: a stored path, hostile or not, is forgotten', async ({ page, t }) => {
    const escapes = await watchForEscape(page);
    await page.goto(appUrl('/faq'));
    await expect(page.getByRole('heading', { level: 1, name: t('shell:faq.title') })).toBeVisible();
    await page.evaluate((path) => localStorage.setItem('preLocationPath', path), '//evil.example');

    const login = await openLoginModal(page, t);
    await login.userid.fill(DEMO_ACCOUNTS.wang.userid);
    await login.password.fill(DEMO_ACCOUNTS.wang.password);
    await login.submit.click();
    await expect(login.dialog).toBeHidden();
    await expect.poll(() => stored(page, 'id_token')).not.toBeNull();

    await expect(page).toHaveURL(appUrl('/faq'));
    await expect(page.getByRole('heading', { level: 1, name: t('shell:faq.title') })).toBeVisible();
    expect(await stored(page, 'preLocationPath')).toBeNull();
    expect(escapes).toEqual([]);
  });
});

test('markup and script URLs in a project description stay text', async ({ page, t, request }) => {
  // The fixtures hold a project whose description carries `<img onerror>`, `javascript:` and `data:`.
  const hostile = (await projectList(request)).find((project) =>
    project.donation_desc.includes('onerror'),
  );
  if (!hostile) throw new Error('the demo fixtures hold no project description with markup');
  const escapes = await watchForEscape(page);

  await page.goto(appUrl(`/project_detail/${hostile.project_aid}`));
  const detail = page
    .getByRole('main')
    .getByRole('article', { name: t.nameOf(hostile, 'project_name') });
  await expect(
    detail.getByRole('heading', { level: 1, name: t.nameOf(hostile, 'project_name') }),
  ).toBeVisible();

  // Shown as the characters they are.
  for (const fragment of hostile.donation_desc.match(/<img[^>]*>|javascript:\S+|data:\S+/g) ?? []) {
    await expect(detail.getByText(fragment, { exact: false })).toBeVisible();
  }
  // The description adds no element: the only image is the project's own picture.
  await expect(detail.locator('img')).toHaveCount(1);
  await expect(detail.locator('img')).toHaveAttribute('src', hostile.project_img_url);
  await expect(detail.locator('script')).toHaveCount(0);

  // Only the http(s) URLs became links, opened without opener or referrer.
  const httpUrls = hostile.donation_desc.match(/https?:\/\/[^\s<>"']+/g) ?? [];
  expect(httpUrls.length, 'the description holds an http(s) URL too').toBeGreaterThan(0);
  // The page's own links (a campaign's pledge link) sit outside the description.
  const description = detail.locator('p').filter({ hasText: 'javascript:' });
  const links = description.getByRole('link');
  await expect(links).toHaveCount(httpUrls.length);
  await expect(detail.locator('a[href^="javascript:"], a[href^="data:"]')).toHaveCount(0);
  for (const [index, url] of httpUrls.entries()) {
    const link = links.nth(index);
    await expect(link).toHaveAttribute('href', url);
    const rel = (await link.getAttribute('rel'))?.split(/\s+/) ?? [];
    expect(rel).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
  }
  await expect(detail.getByRole('button', { name: t('giving:project.back') })).toBeVisible();
  await checkAccessibility(page, 'project detail with hostile description');
  expect(escapes).toEqual([]);
});

/** Directives of a CSP header, each with its list of sources. */
const parseCsp = (header: string): Map<string, string[]> =>
  new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .flatMap(([name, ...sources]) => (name ? [[name.toLowerCase(), sources] as const] : [])),
  );

const HTML_PAGES = [
  appUrl('/'),
  appUrl('/project_detail/1'),
  appUrl('/member_center/home'),
  appUrl('/faq'),
  '/login',
];

test('every HTML page carries the security headers', async ({ request }) => {
  const config = await readConfig(request);
  const originOf = (url: string): string | null =>
    /^https?:\/\//i.test(url) ? new URL(url).origin : null;
  const remoteOrigins = Object.values(config.remotes)
    .map((remote) => originOf(remote.manifestUrl))
    .filter((origin): origin is string => origin !== null);

  for (const path of HTML_PAGES) {
    const response = await request.get(path, { headers: { Accept: 'text/html' } });
    expect(response.ok(), `${path} answers`).toBe(true);
    const headers = response.headers();
    const header = headers['content-security-policy'];
    expect(header, `${path}: Content-Security-Policy as a header`).toBeTruthy();
    const csp = parseCsp(header ?? '');

    expect(csp.get('object-src'), `${path}: object-src`).toEqual(["'none'"]);
    expect(csp.get('base-uri'), `${path}: base-uri`).toEqual(["'none'"]);
    const scripts = csp.get('script-src') ?? csp.get('default-src') ?? [];
    // Exactly the shell's own origin and the configured remotes: no inline script, no eval.
    expect(new Set(scripts), `${path}: script-src`).toEqual(new Set(["'self'", ...remoteOrigins]));
    expect(csp.get('frame-ancestors'), `${path}: frame-ancestors`).toBeDefined();
    expect(csp.get('frame-ancestors')).not.toContain('*');
    // Checklist 3: forms post only here and to the configured gateway.
    expect(new Set(csp.get('form-action')), `${path}: form-action`).toEqual(
      new Set(["'self'", ...config.paymentOrigins]),
    );

    expect(headers['x-content-type-options'], `${path}: nosniff`).toBe('nosniff');
    expect(headers['referrer-policy'], `${path}: Referrer-Policy`).toMatch(
      /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
    );
  }
});
