import type { ReactNode } from 'react';
import styles from './fact-list.module.css';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Label and value pairs as a description list, stacked on phones and side by side on wide screens. */
export const FactList = ({ facts }: { facts: readonly Fact[] }) => (
  <dl className={styles.facts}>
    {facts.map(({ label, value }) => (
      <div key={label} className={styles.fact}>
        <dt className={styles.factLabel}>{label}</dt>
        <dd className={styles.factValue}>{value}</dd>
      </div>
    ))}
  </dl>
);
