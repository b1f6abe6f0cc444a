// Grouping with commas, as Taiwan writes amounts in both languages.
const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** docs/screens/shell.md, docs/screens/giving.md: amounts are whole NT$: `1000` -> `NT$ 1,000`. */
export const formatMoney = (amount: number): string =>
  Number.isFinite(amount) ? `NT$ ${grouping.format(Math.round(amount))}` : '';

/** A whole number with grouping, without currency: `12000` -> `12,000`. */
export const formatWhole = (value: number): string =>
  Number.isFinite(value) ? grouping.format(Math.round(value)) : '';
