import { AmountDisplay } from '@eoffering/shared/flows';
import type { ItemPackageLine } from '@eoffering/shared/contract';
import type { ReactNode } from 'react';
import styles from './result-parts.module.css';

export interface Fact {
  label: string;
  value: ReactNode;
}

interface FactListProps {
  facts: readonly Fact[];
  /** A page's facts keep room before the buttons under them; a card's own facts are bare. */
  look?: 'panel' | 'spaced' | 'bare';
}

/** Labelled facts of a giving or a setting, one row each (label, then value). */
export const FactList = ({ facts, look = 'panel' }: FactListProps) => (
  <dl className={look === 'panel' ? styles.facts : `${styles.facts} ${styles[look] ?? ''}`}>
    {facts.map(({ label, value }) => (
      <div key={label} className={styles.fact}>
        <dt>{label}</dt>
        <dd>{value}</dd>
      </div>
    ))}
  </dl>
);

/** The items of an order, each with its amount, as one fact's value. */
export const ItemLines = ({ lines }: { lines: readonly ItemPackageLine[] }) => (
  <ul className={styles.items}>
    {lines.map((line) => (
      <li key={line.item_aid}>
        {line.item_name} <AmountDisplay amount={line.package_amount} />
      </li>
    ))}
  </ul>
);
