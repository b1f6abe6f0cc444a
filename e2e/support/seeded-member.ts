import type { APIRequestContext, Page } from '@playwright/test';
import { signInByApi, type DemoMember } from './backend';
import { appUrl, test } from './fixtures';
import { freePort, startSeededServer, type SeededServer } from './seeded-server';

export interface SeededMember {
  server: SeededServer;
  /** Calls the server as anyone (pass the token for a member call). */
  api: APIRequestContext;
  /** The member's id_token, from the server's own sign-in. */
  token: string;
  /** Opens `path` of the app on the seeded server, signed in as the member. */
  open: (page: Page, path: string) => Promise<void>;
}

/**
 * A demo member signed in on a freshly seeded server of the describe block's own, for journeys
 * that change the member's data for good (a print, a saved identity number) and must find the
 * fixtures unchanged in each language run. Call inside `test.describe`; the server starts before
 * the block's first test and stops after its last. Read the fields inside a test.
 */
export const useSeededMember = (member: DemoMember): SeededMember => {
  const seeded = {} as SeededMember;
  test.beforeAll(async ({ playwright }) => {
    seeded.server = await startSeededServer(await freePort());
    seeded.api = await playwright.request.newContext({ baseURL: seeded.server.origin });
    seeded.token = await signInByApi(seeded.api, member);
  });
  test.afterAll(async () => {
    await seeded.api.dispose();
    seeded.server.stop();
  });
  seeded.open = async (page, path) => {
    await page.addInitScript((value) => localStorage.setItem('id_token', value), seeded.token);
    await page.goto(`${seeded.server.origin}${appUrl(path)}`);
  };
  return seeded;
};
