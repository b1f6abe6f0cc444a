/**
 * Hides the middle of a donor identity number for display (personal data, receipt form, guest
 * lookup): `A123456789` -> `A12****789`. Shorter numbers (docs/screens/giving.md: residence permit or passport
 * numbers of 6 to 9 characters) keep 2 characters at each end, or 1 below 7, so the middle is
 * always hidden; a number too short for that is hidden whole.
 */
export const maskIdentity = (identity: string): string => {
  const value = identity.trim();
  if (value.length === 0) return '';
  const kept = value.length >= 10 ? 3 : value.length >= 7 ? 2 : 1;
  if (value.length <= kept * 2) return '*'.repeat(value.length);
  return `${value.slice(0, kept)}${'*'.repeat(value.length - kept * 2)}${value.slice(-kept)}`;
};
