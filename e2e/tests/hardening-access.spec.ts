import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import type { ProjectItem, Purpose } from '@eoffering/shared/contract';
import { checkAccessibility } from '../support/accessibility';
import { givableProject, readConfig, signInByApi } from '../support/backend';
import { WANG_IDENTITY, memberCall } from '../support/member-calls';
import { appUrl, expect, test } from '../support/fixtures';
import { freePort, startSeededServer, type SeededServer } from '../support/seeded-server';
import type { Texts } from '../support/texts';

// docs/security-model.md, 'Giving access': a member's giving is its owner's. Guest lookups,
// edits and prints reach only guest givings, and without a token every giving-access answer is
// the one a missing number gets, so giving numbers tell a stranger nothing. Guests share one
// Idempotency-Key scope, so a replayed key and order hand out no guest pass.

/** mock-server/src/fixtures/demo-records.json: 王小明's credit card giving, today, titled. */
const MEMBER_GIVING = 1001;
/** A number no giving has. */
const MISSING = 999_999;

/** A server of this spec's own: its lookup misses count nowhere else. */
let server: SeededServer;
let api: APIRequestContext;

test.beforeAll(async ({ playwright }) => {
  server = await startSeededServer(await freePort());
  api = await playwright.request.newContext({ baseURL: server.origin });
});

test.afterAll(async () => {
  await api.dispose();
  server.stop();
});

/** POSTs one call of the catalogue from `request` (its own cookie jar), without a token. */
const post = async (request: APIRequestContext, purpose: Purpose, body: object) => {
  const config = await readConfig(request);
  return request.post(`${config.apiBaseUrl}${config.api[purpose]}`, { data: body });
};

/** What a stranger can compare: the HTTP status and the body. */
const answer = async (response: APIResponse) => ({
  status: response.status(),
  body: (await response.json()) as unknown,
});

const lookUp = async (page: Page, t: Texts, offeringAid: number, identity: string) => {
  await page.getByRole('textbox', { name: t('giving:lookup.number') }).fill(String(offeringAid));
  await page.getByRole('textbox', { name: t('giving:lookup.identity') }).fill(identity);
  await page.getByRole('button', { name: t('giving:lookup.search') }).click();
};

test("a stranger with a member's giving number and identity number gets 'no data', as for a number that does not exist", async ({
  page,
  t,
}) => {
  const token = await signInByApi(api, 'wang');
  const before = await memberCall(api, token, 'get_tra_offering_detail', {
    offering_aid: MEMBER_GIVING,
  });

  await page.goto(`${server.origin}${appUrl('/order_history')}`);
  await expect(
    page.getByRole('heading', { level: 1, name: t('giving:pages.lookup') }),
  ).toBeVisible();
  for (const offeringAid of [MEMBER_GIVING, MISSING]) {
    await lookUp(page, t, offeringAid, WANG_IDENTITY);
    await expect(page.getByRole('alert')).toHaveText(t('common:errors.noData'));
    await expect(page).toHaveURL(/\/order_history$/);
    await expect(page.getByRole('textbox', { name: t('giving:lookup.identity') })).toHaveValue(
      WANG_IDENTITY,
    );
  }
  await checkAccessibility(page, "guest lookup of a member's giving: no data");

  // The result page's read and the guest receipt edit answer a member giving and a missing
  // number alike (before: HTTP 403 for the member's, and the edit re-titled the member's receipt).
  const detail = await answer(await post(api, 'get_tra_detail', { offering_aid: MEMBER_GIVING }));
  expect(detail).toEqual(
    await answer(await post(api, 'get_tra_detail', { offering_aid: MISSING })),
  );
  expect(detail).toEqual({
    status: 200,
    body: { RC: 404, RM: 'Not Found', Result: [{ msg: 'no data' }] },
  });
  const retitle = (offeringAid: number) =>
    post(api, 'update_guest_receipt_info', {
      offering_aid: offeringAid,
      donor_sid: WANG_IDENTITY,
      invoice_title_aid: 0,
      invoice_title: '陌生人公司',
      invoice_tax_id: '22334451',
    });
  expect(await answer(await retitle(MEMBER_GIVING))).toEqual(detail);
  expect(await answer(await retitle(MISSING))).toEqual(detail);

  // The owner's token still opens it, unchanged.
  expect(
    await memberCall(api, token, 'get_tra_offering_detail', { offering_aid: MEMBER_GIVING }),
  ).toEqual(before);
});

test("replaying a guest's Idempotency-Key and order answers the same transfer but hands out no guest pass", async ({
  playwright,
}) => {
  const payer = await playwright.request.newContext({ baseURL: server.origin });
  const replayer = await playwright.request.newContext({ baseURL: server.origin });
  try {
    const config = await readConfig(payer);
    const { project_aid, item_aid, amount } = await givableItem(payer);
    const order = {
      project_aid,
      item_package: [{ item_aid, item_name: '', package_amount: amount }],
      type_aid: 3,
      currency: 'TWD',
    };
    const pay = (request: APIRequestContext) =>
      request.post(`${config.apiBaseUrl}${config.api.do_tra_type_vacc}`, {
        data: order,
        headers: { 'Idempotency-Key': 'e2e-hardening-access-replayed-key' },
      });

    const first = await pay(payer);
    const firstBody = (await first.json()) as { RC: number; Result: { post_url: string } };
    expect(firstBody.RC).toBe(101);
    expect(first.headers()['set-cookie']).toMatch(/^giving_pass_\d+=/);
    const offeringAid = Number(/giving_pass_(\d+)=/.exec(first.headers()['set-cookie'] ?? '')?.[1]);

    const replay = await pay(replayer);
    expect(((await replay.json()) as { Result: unknown }).Result).toEqual(firstBody.Result);
    expect(replay.headers()['set-cookie']).toBeUndefined();

    const read = (request: APIRequestContext) =>
      post(request, 'get_tra_detail', { offering_aid: offeringAid });
    expect(((await (await read(payer)).json()) as { RC: number }).RC).toBe(501);
    expect(await answer(await read(replayer))).toEqual(
      await answer(await post(replayer, 'get_tra_detail', { offering_aid: MISSING })),
    );
  } finally {
    await payer.dispose();
    await replayer.dispose();
  }
});

/** An item of a project that takes one-off gifts, with an amount it accepts. */
const givableItem = async (request: APIRequestContext) => {
  const config = await readConfig(request);
  const { project_aid } = await givableProject(request);
  const items = (await (
    await request.post(`${config.apiBaseUrl}${config.api.get_project_items}`, {
      data: { project_aid, if_ach: 0 },
    })
  ).json()) as { Result: ProjectItem[] };
  const item = items.Result[0];
  if (!item) throw new Error(`the demo project ${project_aid} has no item`);
  return { project_aid, item_aid: item.item_aid, amount: item.item_donation_min_num };
};
