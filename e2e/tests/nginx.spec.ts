import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import type { PaymentType, ProjectItem, RuntimeConfig } from '@eoffering/shared/contract';
import { checkAccessibility } from '../support/accessibility';
import { givableProject, readConfig } from '../support/backend';
import { e2ePort, repoRoot } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { BEHIND_NGINX, startNginx } from '../support/nginx';
import { startSeededServer, type SeededServer } from '../support/seeded-server';

// README, production hosting: the builds on Debian's nginx (`npm run serve:nginx`), the API and the
// main site proxied to mock-server, with the caching, gzip and security headers of mock-server.

const API_PORT = e2ePort + 15;
const NGINX_PORT = e2ePort + 16;
const NGINX = `http://127.0.0.1:${NGINX_PORT}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

let backend: SeededServer;
let stopNginx: () => void;

test.beforeAll(async () => {
  // Return URLs and gateway forms must lead back through nginx.
  backend = await startSeededServer(API_PORT, { PUBLIC_ORIGIN: NGINX, ...BEHIND_NGINX });
  stopNginx = await startNginx(NGINX_PORT, API_PORT);
});

test.afterAll(() => {
  stopNginx();
  backend.stop();
});

/** A file of a build whose name carries a content hash. */
const hashedFileOf = (app: string): string => {
  const file = readdirSync(join(repoRoot, app, 'dist')).find((name) =>
    /\.[0-9a-f]{8}\.js$/.test(name),
  );
  if (!file) throw new Error(`${app}/dist has no hashed chunk: run npm run build`);
  return file;
};

const headersOf = async (request: APIRequestContext, path: string, accept = '*/*') => {
  const response = await request.get(`${NGINX}${path}`, {
    headers: { Accept: accept, 'Accept-Encoding': 'gzip' },
  });
  return { status: response.status(), headers: response.headers(), text: await response.text() };
};

test('nginx sends the caching rule, gzip and the security headers of mock-server', async ({
  request,
}) => {
  const direct = await request.get(`${backend.origin}/eoffering/`, {
    headers: { Accept: 'text/html' },
  });
  const security = ['content-security-policy', 'x-content-type-options', 'referrer-policy'];
  const csp = direct.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'self'");

  const cases: Array<[string, string]> = [
    ['/eoffering/', 'no-cache'],
    ['/eoffering/embed.js', 'no-cache'],
    ['/eoffering/remotes/giving/remoteEntry.js', 'no-cache'],
    ['/eoffering/remotes/giving/mf-manifest.json', 'no-cache'],
    ['/eoffering/remotes/member-center/remoteEntry.js', 'no-cache'],
    ['/eoffering/config.json', 'no-cache'],
    [`/eoffering/${hashedFileOf('shell')}`, IMMUTABLE],
    [`/eoffering/remotes/giving/${hashedFileOf('mfe-giving')}`, IMMUTABLE],
  ];
  for (const [path, cache] of cases) {
    const { status, headers } = await headersOf(request, path);
    expect(status, path).toBe(200);
    expect(headers['cache-control'], path).toBe(cache);
    expect(headers['content-encoding'], `${path} gzip`).toBe('gzip');
    for (const name of security) {
      expect(headers[name], `${path} ${name}`).toBe(direct.headers()[name]);
    }
  }
  // config.json is mock-server's own, passed through.
  const config = JSON.parse(
    (await headersOf(request, '/eoffering/config.json')).text,
  ) as RuntimeConfig;
  expect(config.paymentOrigins).toEqual([NGINX]);
});

test('nginx answers app routes with the shell and a missing file with 404', async ({ request }) => {
  const shellIndex = readFileSync(join(repoRoot, 'shell', 'dist', 'index.html'), 'utf8');
  for (const path of [
    '/eoffering/',
    '/eoffering/project_detail/1',
    '/eoffering/member_center/home',
    '/eoffering/order/result_error/card.declined',
  ]) {
    const { status, headers, text } = await headersOf(request, path, 'text/html');
    expect(status, path).toBe(200);
    // The home page carries its project list (docs/decisions.md, 'The project list in the page').
    const [carried] = /<script type="application\/json" id="eo-page-read">.*?<\/script>/.exec(
      text,
    ) ?? [''];
    expect(carried !== '', `${path} carries the project list`).toBe(path === '/eoffering/');
    expect(text.replace(carried, ''), path).toBe(shellIndex);
    expect(headers['cache-control'], path).toBe('no-cache');
  }
  for (const path of [
    '/eoffering/missing.0123abcd.js',
    '/eoffering/remotes/giving/missing.js',
    '/eoffering/remotes/elsewhere/remoteEntry.js',
  ]) {
    expect((await headersOf(request, path)).status, path).toBe(404);
  }
  // The main site and the API come from mock-server.
  const home = await headersOf(request, '/', 'text/html');
  expect(home.text).toContain('<eoffering-giving');
});

test('a donor goes from the home page through a project to the gateway, all through nginx', async ({
  page,
  t,
  request,
}) => {
  const project = await givableProject(request);
  const config = await readConfig(request);
  const call = async <T>(path: string): Promise<T> => {
    const response = await request.post(`${NGINX}${config.apiBaseUrl}${path}`, {
      data: { project_aid: project.project_aid, if_ach: 0 },
    });
    return ((await response.json()) as { Result: T }).Result;
  };
  const [item] = await call<ProjectItem[]>(config.api.get_project_items);
  const card = (await call<PaymentType[]>(config.api.get_offering_types)).find(
    (type) => type.type_action === config.api.do_tra_type_crdo,
  );
  if (!item || !card) throw new Error('the demo project has an item and a payment method');

  await page.goto(`${NGINX}/eoffering/`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: t('giving:home.title') })).toBeVisible();
  await checkAccessibility(page, 'home through nginx');

  await main
    .getByRole('link', {
      name: t('giving:home.learnMoreAbout', { name: t.nameOf(project, 'project_name') }),
    })
    .click();
  await expect(page).toHaveURL(`${NGINX}/eoffering/project_detail/${project.project_aid}`);
  const detail = main.getByRole('article', { name: t.nameOf(project, 'project_name') });
  await expect(
    detail.getByRole('heading', { level: 1, name: t.nameOf(project, 'project_name') }),
  ).toBeVisible();
  await checkAccessibility(page, 'project through nginx');

  await detail.getByRole('button', { name: t('giving:home.startDonating'), exact: true }).click();
  await expect(page).toHaveURL(`${NGINX}/eoffering/order/express/${project.project_aid}`);
  await page.getByRole('button', { name: new RegExp(t.nameOf(item, 'item_name')) }).click();
  await page.keyboard.type('500');
  await page.getByRole('button', { name: t('common:actions.next'), exact: true }).click();
  await expect(page).toHaveURL(`${NGINX}/eoffering/order/payment_methods`);
  await checkAccessibility(page, 'payment methods through nginx');

  await page.getByRole('button', { name: t.nameOf(card, 'type_name'), exact: true }).click();
  await page
    .getByRole('alertdialog', {
      name: t('giving:payment.confirm.title', { method: t.nameOf(card, 'type_name') }),
    })
    .getByRole('button', { name: t('giving:payment.confirm.confirm') })
    .click();
  await expect(page).toHaveURL(new RegExp(`^${NGINX}/gateway/card`));
  await expect(page.getByLabel(/Card number/)).toBeVisible();
});
