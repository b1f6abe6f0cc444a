import type { ReactNode } from 'react';
import styles from './fact-list.module.css';

export interface Fact {
  label: string;
  value: ReactNode;
}

/**
 * How the list stands on its page: `plain` (a member card's facts: labels above their values on
 * phones, beside them from 40rem); `panel` (a result page's facts as a card of their own, labels
 * always beside); `spaced` (a panel that keeps room before the buttons under it); `bare` (labels
 * always beside, inside a card that has its own frame).
 */
export type FactListLook = 'plain' | 'panel' | 'spaced' | 'bare';

export interface FactListProps {
  facts: readonly Fact[];
  look?: FactListLook;
}

/** Labelled facts (a giving, an account, a setting) as a description list, one row a fact. */
export const FactList = ({ facts, look = 'plain' }: FactListProps) => (
  <dl className={`${styles.facts} ${styles[look]}`}>
    {facts.map(({ label, value }) => (
      <div key={label} className={styles.fact}>
        <dt className={styles.label}>{label}</dt>
        <dd className={styles.value}>{value}</dd>
      </div>
    ))}
  </dl>
);
