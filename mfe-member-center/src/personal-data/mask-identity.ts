/**
 * Hides the middle of an identity number for display: `A123456789` -> `A12****789`. Shorter numbers
 * (passport and residence permit numbers of 6 to 9 characters) keep fewer characters at each end,
 * so at least half of the number is always hidden.
 */
export const maskIdentity = (identity: string): string => {
  const value = identity.trim();
  if (value.length === 0) return '';
  const kept = value.length >= 10 ? 3 : value.length >= 7 ? 2 : 1;
  if (value.length <= kept * 2) return '*'.repeat(value.length);
  return `${value.slice(0, kept)}${'*'.repeat(value.length - kept * 2)}${value.slice(-kept)}`;
};
