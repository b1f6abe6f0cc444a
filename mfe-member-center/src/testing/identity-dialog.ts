import { screen, within } from '@testing-library/react';
import type { ProvidersResult } from '@eoffering/shared/testing';

/**
 * Saves an identity number through the open identity dialog as a member does: typed, Next, then
 * confirmed on the confirmation step (docs/security-model.md: the number is for good).
 */
export const saveIdentityNumber = async (
  user: ProvidersResult['user'],
  number: string,
): Promise<void> => {
  const dialog = screen.getByRole('dialog', { name: 'Update personal data' });
  await user.type(within(dialog).getByRole('textbox', { name: 'ID number' }), number);
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  await user.click(screen.getByRole('button', { name: 'Save this number' }));
};
