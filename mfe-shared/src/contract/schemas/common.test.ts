import { isIdentityNumber, isTaxId } from '../../rules/validation/rules';
import { identityNumber, requiredTaxId, taxId } from './common';

// The server (these schemas) and the forms (validation/rules) must accept exactly the same values.
describe('field rules shared by the contract and the front end', () => {
  it.each([
    ['12345675', true],
    [' 24536806 ', true],
    ['12345678', false],
    ['1234567', false],
    ['123456789', false],
    ['1234567a', false],
    ['A123456789', true],
    ['a123456789', true],
    ['A123456788', false],
    ['', false],
  ])('tax id %j: valid %s on both sides', (value, valid) => {
    expect(isTaxId(value)).toBe(valid);
    expect(requiredTaxId.safeParse(value).success).toBe(valid);
  });

  it('a tax id may be left empty where a receipt has none, and is trimmed', () => {
    expect(taxId.parse('')).toBe('');
    expect(taxId.parse(' 24536806 ')).toBe('24536806');
    expect(taxId.safeParse('C123456789').error?.issues.map((issue) => issue.message)).toEqual([
      'data check error',
    ]);
  });

  it.each([
    ['A123456789', true],
    ['a223456781', true],
    ['A1234-5678', false],
    ['AB1234', true],
    ['000000', false],
    ['A12', false],
    ['A12345678901', false],
  ])('identity number %j: valid %s on both sides', (value, valid) => {
    expect(isIdentityNumber(value)).toBe(valid);
    expect(identityNumber.safeParse(value).success).toBe(valid);
  });
});
