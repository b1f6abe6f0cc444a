import { screen, waitFor, within } from '@testing-library/react';
import { annualReceiptStatus, donorOnFile, savedTitles } from '../../testing/fixtures';
import { renderApp, resetApp } from '../../testing/render-app';
import { saveIdentityNumber } from '../../testing/identity-dialog';

afterEach(() => {
  jest.useRealTimers();
  resetApp();
});

describe('receipt page without an identity number', () => {
  it('asks for the number where printing waits for it, and reads the status again once saved', async () => {
    jest.useFakeTimers({ now: new Date('2026-06-15T12:00:00+08:00'), advanceTimers: true });
    const blocked = {
      ...annualReceiptStatus,
      tra_receipt_status: -1,
      tra_receipt_reason: 'no_identity' as const,
    };
    const { api, user } = renderApp('/member_center/receipt', {
      signedIn: true,
      script: (fake) =>
        fake
          .ok('get_invoice_title_list', savedTitles)
          .ok('get_receipt_status', blocked)
          .ok('get_receipt_list', []),
    });
    const annual = await screen.findByRole('region', { name: 'Annual receipt' });
    expect(
      within(annual).getByText(
        'Add your ID number (personal data) to receive a receipt in your own name.',
      ),
    ).toBeInTheDocument();
    api.ok('update_member_identity', donorOnFile).ok('get_receipt_status', {
      ...blocked,
      tra_receipt_status: 0,
      tra_receipt_reason: 'printable',
    });

    await user.click(within(annual).getByRole('button', { name: 'Fill in ID number' }));
    await saveIdentityNumber(user, 'a123456789');

    expect(api.bodiesOf('update_member_identity')).toEqual([
      { member_social_identity: 'A123456789' },
    ]);
    expect(await within(annual).findByText('The annual receipt can be issued.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(annual).queryByRole('button', { name: 'Fill in ID number' })).toBeNull();
  });
});
