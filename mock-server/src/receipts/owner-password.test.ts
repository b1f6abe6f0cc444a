import { testSettings, type Settings } from '../core/settings';
import { receiptOwnerPassword } from './receipt-file';

/** Settings whose token key and receipt secret are the given ones. */
const withSecrets = (jwtSecret: string, ownerSecret: string): Settings => {
  const settings = testSettings();
  return { ...settings, jwt: { ...settings.jwt, secret: jwtSecret }, receipts: { ownerSecret } };
};

// Tried once: deriving the password from `settings.jwt.secret` instead fails the first two.
describe('the receipts owner password (docs/security-model.md)', () => {
  const password = receiptOwnerPassword(withSecrets('token-key-1', 'receipt-secret-1'));

  it('stays the same when only the token key changes: knowing the token key gives nothing', () => {
    expect(receiptOwnerPassword(withSecrets('token-key-2', 'receipt-secret-1'))).toBe(password);
  });

  it('changes with the receipt secret, so each install has its own', () => {
    expect(receiptOwnerPassword(withSecrets('token-key-1', 'receipt-secret-2'))).not.toBe(password);
  });

  it('names neither secret', () => {
    expect(password).not.toContain('receipt-secret-1');
    expect(password).not.toContain('token-key-1');
    expect(password).toMatch(/^[0-9a-f]{64}$/);
  });
});
