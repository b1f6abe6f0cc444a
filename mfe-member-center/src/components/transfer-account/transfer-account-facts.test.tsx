import { renderWithProviders } from '@eoffering/shared/testing';
import { screen } from '@testing-library/react';
import { transferAccount } from '../../testing/fixtures';
import { TransferAccountFacts } from './transfer-account-facts';

const valueOf = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the dedicated transfer account', () => {
  it('shows the number with its copy button, then the bank, code, branch and account name', async () => {
    const { user } = renderWithProviders(<TransferAccountFacts account={transferAccount} />, {
      language: 'en',
    });
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Account number',
      'Bank name',
      'Bank code',
      'Branch',
      'Account name',
    ]);
    expect(screen.getByText('95012345678901')).toBeVisible();
    expect(valueOf('Bank name')).toBe('玉山銀行');
    expect(valueOf('Bank code')).toBe('808');
    expect(valueOf('Branch')).toBe('營業部');
    expect(valueOf('Account name')).toBe('財團法人台北恩典教會');
    await user.click(screen.getByRole('button', { name: 'Copy account number' }));
    expect(await navigator.clipboard.readText()).toBe('95012345678901');
  });
});
