import { maskIdentity } from './mask-identity';

describe('maskIdentity (member personal data, receipt form, guest lookup)', () => {
  it.each([
    ['A123456789', 'A12****789'],
    ['AB12345678', 'AB1****678'],
    ['X12345678', 'X1*****78'],
    ['P1234567', 'P1****67'],
    ['P123456', 'P1***56'],
    ['P12345', 'P****5'],
    ['AB', '**'],
    ['  A123456789 ', 'A12****789'],
    ['', ''],
  ])('shows %p as %p', (identity, shown) => {
    expect(maskIdentity(identity)).toBe(shown);
  });
});
