import { useTranslation } from '@eoffering/shared';
import { formatMoney } from '@eoffering/shared/rules';
import { MEMBER_NS } from '../../strings';
import { largestOf, type YearPair } from './giving-summary';
import styles from './giving-summary.module.css';

export interface SummaryRow extends YearPair {
  key: number;
  label: string;
}

interface SummaryTableProps {
  caption: string;
  /** The heading of the first column (what a row is: a project, a month). */
  rowHeading: string;
  rows: readonly SummaryRow[];
  totals: YearPair;
  year: number;
}

/** One amount with its bar; the bar only repeats the number, so assistive technology skips it. */
const AmountCell = ({
  amount,
  largest,
  tone,
}: {
  amount: number;
  largest: number;
  tone: string | undefined;
}) => (
  <td className={styles.amountCell}>
    <span className={styles.amount}>{formatMoney(amount)}</span>
    <svg
      className={styles.bar}
      viewBox="0 0 100 1"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <rect className={tone} width={largest > 0 ? (amount / largest) * 100 : 0} height="1" />
    </svg>
  </td>
);

/**
 * A chart that is a real table: a caption, a header row and a total row, the numbers as text and
 * a bar in each amount cell drawn in plain SVG (no chart library: the member route's weight,
 * docs/screens/member-centre.md).
 */
export const SummaryTable = ({ caption, rowHeading, rows, totals, year }: SummaryTableProps) => {
  const { t } = useTranslation(MEMBER_NS);
  const largest = largestOf(rows);
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{rowHeading}</th>
          <th scope="col">{t('summary.thisYear', { year })}</th>
          <th scope="col">{t('summary.lastYear', { year: year - 1 })}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            <AmountCell amount={row.thisYear} largest={largest} tone={styles.thisYearBar} />
            <AmountCell amount={row.lastYear} largest={largest} tone={styles.lastYearBar} />
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('summary.total')}</th>
          <td className={styles.amountCell}>{formatMoney(totals.thisYear)}</td>
          <td className={styles.amountCell}>{formatMoney(totals.lastYear)}</td>
        </tr>
      </tfoot>
    </table>
  );
};
