import type { Page } from '@playwright/test';
import { appUrl, expect, test } from './fixtures';
import { confirmPrint, printConfirmButton } from './print-dialog';
import { freePort, startSeededServer, type SeededServer } from './seeded-server';
import type { Texts } from './texts';

/** mock-server/src/fixtures/demo-records.json: guest 林志豪's identity number. */
export const GUEST_IDENTITY = 'B123456780';

/** Fills in the lookup form (docs/screens/guest-lookup.md) and sends it. */
export const lookUp = async (
  page: Page,
  t: Texts,
  offeringAid: number,
  identity: string,
): Promise<void> => {
  await page.getByRole('textbox', { name: t('giving:lookup.number') }).fill(String(offeringAid));
  await page.getByRole('textbox', { name: t('giving:lookup.identity') }).fill(identity);
  await page.getByRole('button', { name: t('giving:lookup.search') }).click();
};

/** Prints from the detail page after docs/screens/guest-lookup.md countdown and returns the download. */
export const printReceipt = async (page: Page, t: Texts, action: 'print' | 'reprint') => {
  const name = t(`common:print.action.${action}`);
  await page.getByRole('button', { name }).click();
  const dialog = page.getByRole('alertdialog', { name });
  await expect(printConfirmButton(dialog, t('common:print.confirm'))).toBeDisabled();
  return confirmPrint(page, name, t('common:print.confirm'));
};

/**
 * A server of the file's own, freshly seeded: printing closes a giving's edit window for good
 * (docs/screens/guest-lookup.md), and the lookup limiter counts misses per server, so a file's
 * guest changes and misses count nowhere else. Returns `open(page, path)` on that server.
 */
export const useGuestLookupServer = (): ((page: Page, path: string) => Promise<unknown>) => {
  let server: SeededServer;
  test.beforeAll(async () => {
    server = await startSeededServer(await freePort());
  });
  test.afterAll(() => server.stop());
  return (page, path) => page.goto(`${server.origin}${appUrl(path)}`);
};
