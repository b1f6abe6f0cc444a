/**
 * A whole number grouped by thousands with commas, as Taiwan writes amounts in both languages. By
 * hand rather than with `Intl.NumberFormat`, whose first use in a page loads the number data: 0.1 to
 * 0.4 s of main thread on the bench's phone, spent on the static first screen's campaign figures
 * before its paint (docs/decisions.md, 'The app starts after the first screen').
 */
const grouped = (value: number): string => {
  const whole = Math.round(value);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+$)/g, ',');
  return whole < 0 ? `-${digits}` : digits;
};

/** docs/screens/shell.md, docs/screens/giving.md: amounts are whole NT$: `1000` -> `NT$ 1,000`. */
export const formatMoney = (amount: number): string =>
  Number.isFinite(amount) ? `NT$ ${grouped(amount)}` : '';

/** A whole number with grouping, without currency: `12000` -> `12,000`. */
export const formatWhole = (value: number): string =>
  Number.isFinite(value) ? grouped(value) : '';
