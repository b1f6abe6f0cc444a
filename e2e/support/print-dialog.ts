import { expect, type Download, type Locator, type Page } from '@playwright/test';

/**
 * The confirm button of a print dialog. While the countdown runs its name carries the seconds
 * left, 'Confirm (3)', and it is locked (docs/screens/member-centre.md, printing).
 */
export const printConfirmButton = (dialog: Locator, confirmLabel: string): Locator =>
  dialog.getByRole('button', { name: new RegExp(`^${confirmLabel}( \\(\\d\\))?$`) });

/** Waits out the countdown of the print dialog `name`, confirms, and returns the download. */
export const confirmPrint = async (
  page: Page,
  name: string,
  confirmLabel: string,
): Promise<Download> => {
  const dialog = page.getByRole('alertdialog', { name });
  const confirm = printConfirmButton(dialog, confirmLabel);
  await expect(confirm).toBeEnabled({ timeout: 5_000 });
  const downloading = page.waitForEvent('download');
  await confirm.click();
  const download = await downloading;
  await expect(dialog).toBeHidden();
  return download;
};
