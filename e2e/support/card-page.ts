import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The simulator's card that the bank approves (mock-server/docs/simulator.md). */
export const APPROVED_CARD = '4311-9522-2222-2222';

/**
 * A card expiry `months` from this month: as the card page takes it (MM/YY) and as the portal
 * shows it (YYYY/MM). Computed from today, so no journey fails once a written-down year has passed.
 */
export const cardExpiryIn = (months: number): { typed: string; shown: string } => {
  const date = new Date();
  date.setDate(1);
  date.setMonth(date.getMonth() + months);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  return {
    typed: `${month}/${String(date.getFullYear()).slice(2)}`,
    shown: `${date.getFullYear()}/${month}`,
  };
};

export interface CardEntry {
  /** The card number typed; the approved card unless given. */
  number?: string;
  /** The expiry typed (MM/YY); five years from now unless given. */
  expiry?: string;
}

/** Fills the gateway simulator's card page: number, expiry and security code, not yet submitted. */
export const fillCardPage = async (
  page: Page,
  { number = APPROVED_CARD, expiry = cardExpiryIn(60).typed }: CardEntry = {},
): Promise<void> => {
  await expect(page).toHaveURL(/\/gateway\/card/);
  await page.getByLabel(/Card number/).fill(number);
  await page.getByLabel(/Expiry/).fill(expiry);
  await page.getByLabel(/Security code/).fill('123');
};

/** Pays an amount on the card page (a one-off giving). */
export const payOnCardPage = async (page: Page, entry?: CardEntry): Promise<void> => {
  await fillCardPage(page, entry);
  await page.getByRole('button', { name: /Pay/ }).click();
};

/** Binds the card on the card page (a recurring plan or a member's card: nothing is charged). */
export const bindOnCardPage = async (page: Page, entry?: CardEntry): Promise<void> => {
  await fillCardPage(page, entry);
  await page.getByRole('button', { name: /Bind card/ }).click();
};
