import { createHash } from 'node:crypto';
import type { PaymentType, ProjectItem, RuntimeConfig } from '@eoffering/shared/contract';
import { checkAccessibility } from '../support/accessibility';
import { DEMO_ACCOUNTS } from '../support/backend';
import { e2ePort } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { postFromAddress } from '../../mock-server/test-support/from-address';
import { BEHIND_NGINX, startNginx } from '../support/nginx';
import { startSeededServer, type SeededServer } from '../support/seeded-server';
import { openLoginModal, submitLogin } from '../support/shell';

// docs/security-model.md, 'Client identity': behind the project's own nginx every request reaches
// mock-server from 127.0.0.1, so the limits must key on the client nginx names. One machine plays
// an attacker (127.0.0.2), another donor (127.0.0.3) and the browser (127.0.0.1). Shown failing:
// started without TRUST_PROXY (and serve-nginx's check removed), every client is 127.0.0.1 and
// the other donor and the member get 429.

const API_PORT = e2ePort + 17;
const NGINX_PORT = e2ePort + 18;
const NGINX = `http://127.0.0.1:${NGINX_PORT}`;
const ATTACKER = '127.0.0.2';
const OTHER = '127.0.0.3';

const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');

let backend: SeededServer;
let stopNginx: () => void;
let config: RuntimeConfig;

test.beforeAll(async () => {
  backend = await startSeededServer(API_PORT, { PUBLIC_ORIGIN: NGINX, ...BEHIND_NGINX });
  stopNginx = await startNginx(NGINX_PORT, API_PORT);
  config = (await (await fetch(`${NGINX}/eoffering/config.json`)).json()) as RuntimeConfig;
});

test.afterAll(() => {
  stopNginx();
  backend.stop();
});

const through = (path: string): string => `${NGINX}${config.apiBaseUrl}${path}`;

test('behind nginx, five bad guest lookups limit the one who made them and no one else', async () => {
  const lookup = (from: string, offeringAid: number) =>
    postFromAddress(from, through(config.api.get_tra_detail_nopg), {
      offering_aid: offeringAid,
      donor_sid: 'C123456781',
    });
  // A new giving number each time, so only the per-client count can stop them.
  for (let n = 0; n < 5; n += 1) {
    const miss = await lookup(ATTACKER, 910_000 + n);
    expect(miss.status).toBe(200);
    expect(miss.body.RC).toBe(404);
  }
  expect((await lookup(ATTACKER, 910_100)).status).toBe(429);

  const other = await lookup(OTHER, 910_200);
  expect(other.status).toBe(200);
  expect(other.body).toMatchObject({ RC: 404, Result: [{ msg: 'no data' }] });
});

test('behind nginx, strangers’ bad sign-ins neither block other clients nor lock the member out', async ({
  page,
  t,
}) => {
  // Each sign-in is a scrypt check on purpose (docs/security-model.md): 22 of them take a while.
  test.slow();
  const signIn = (from: string, userid: string, password: string) =>
    postFromAddress(from, through(config.auth.signin), { userid, password: sha256Hex(password) });

  // Ten invented user ids from one address: that address is refused, whatever it tries next.
  for (let n = 0; n < 10; n += 1) {
    expect((await signIn(ATTACKER, `09000000${10 + n}`, 'guess')).status).toBe(401);
  }
  const wang = DEMO_ACCOUNTS.wang;
  expect((await signIn(ATTACKER, wang.userid, wang.password)).status).toBe(429);

  // Ten guesses at the member's account, by phone and by e-mail, from the other address: the
  // account is one, and that address is locked out of it.
  for (let n = 0; n < 10; n += 1) {
    const userid = n % 2 === 0 ? wang.userid : 'member@example.org';
    expect((await signIn(OTHER, userid, 'guess')).status).toBe(401);
  }
  expect((await signIn(OTHER, 'member@example.org', wang.password)).status).toBe(429);

  // The member, from a browser that missed nothing, signs in through nginx.
  await page.goto(`${NGINX}/eoffering/`);
  await openLoginModal(page, t);
  await submitLogin(page, t, 'wang');
  await checkAccessibility(page, 'signed in through nginx after strangers’ misses');
});

test('behind nginx, anonymous givings are limited per client: 60 an hour', async () => {
  const post = <T>(from: string, path: string, body: unknown) =>
    postFromAddress<T>(from, through(path), body);
  const projects = await post<Array<{ project_aid: number; if_tra: number }>>(
    OTHER,
    config.api.get_project_info_list,
    { url_rewrite_id: config.churchRewriteId },
  );
  const project = projects.body.Result.find((candidate) => candidate.if_tra === 1);
  if (!project) throw new Error('the demo fixtures hold a givable project');
  const scope = { project_aid: project.project_aid, if_ach: 0 };
  const [item] = (await post<ProjectItem[]>(OTHER, config.api.get_project_items, scope)).body
    .Result;
  const transfer = (
    await post<PaymentType[]>(OTHER, config.api.get_offering_types, scope)
  ).body.Result.find((type) => type.type_action === config.api.do_tra_type_vacc);
  if (!item || !transfer) throw new Error('the demo project has an item and bank transfer');
  const order = {
    project_aid: project.project_aid,
    item_package: [
      {
        item_aid: item.item_aid,
        item_name: item.item_name,
        package_amount: Math.max(item.item_donation_min_num, 500),
      },
    ],
    type_aid: transfer.type_aid,
    currency: 'TWD',
  };
  for (let n = 0; n < 60; n += 1) {
    expect((await post(ATTACKER, config.api.do_tra_type_vacc, order)).status).toBe(200);
  }
  const refused = await post(ATTACKER, config.api.do_tra_type_vacc, order);
  expect(refused.status).toBe(429);
  expect(refused.body.RC).toBe(429);
  expect((await post(OTHER, config.api.do_tra_type_vacc, order)).status).toBe(200);
});

test('a GET to the merchant return only redirects', async ({ request }) => {
  const res = await request.get(`${NGINX}/gateway/merchant/return/NOPE`, { maxRedirects: 0 });
  expect(res.status()).toBe(303);
  expect(res.headers().location).toMatch(/\/eoffering\/order\/result_error\//);
});

test('DEV=1 on a public address keeps /dev/* closed', async ({ request }) => {
  const port = e2ePort + 19;
  const open = await startSeededServer(port, { DEV: '1', HOST: '0.0.0.0' });
  try {
    for (const path of ['/dev/db', '/dev/db/members']) {
      const res = await request.get(`${open.origin}${path}`);
      expect(res.status(), path).toBe(404);
      expect(await res.text(), path).not.toContain('password');
    }
    const run = await request.post(`${open.origin}/dev/run-debits`, { data: {} });
    expect(run.status()).toBe(404);
  } finally {
    open.stop();
  }
});
