import { expect, type Page } from '@playwright/test';
import type { Texts } from './texts';

/** mock-server/src/fixtures/demo-records.json: 陳美玲's LINE Pay giving of today, in her own name. */
export const CHEN_OWN_NAME = 1201;
/** A national ID number whose check digit holds, on file for no one. */
export const CHEN_IDENTITY = 'E223344557';

/**
 * Saves an identity number through the open identity dialog: typed, Next, confirmed on the
 * confirmation step, and the dialog gone (docs/security-model.md: the number is for good).
 */
export const saveIdentityNumber = async (page: Page, t: Texts, number: string): Promise<void> => {
  const dialog = page.getByRole('dialog', { name: t('common:identity.title') });
  await dialog.getByLabel(t('common:identity.label')).fill(number);
  await dialog.getByRole('button', { name: t('common:actions.next') }).click();
  await page
    .getByRole('dialog', { name: t('common:identity.confirmTitle') })
    .getByRole('button', { name: t('common:identity.confirm') })
    .click();
  await expect(dialog).toBeHidden();
};
