import { formatMoney } from '@eoffering/shared/rules';

/** docs/screens/giving.md: an amount in whole NT$, kept on one line. */
export const AmountDisplay = ({ amount, className }: { amount: number; className?: string }) => (
  <span className={className} style={{ whiteSpace: 'nowrap' }}>
    {formatMoney(amount)}
  </span>
);
