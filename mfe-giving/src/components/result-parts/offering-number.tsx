import { CopyButton } from '@eoffering/shared/flows';
import styles from './result-parts.module.css';

export interface OfferingNumberProps {
  offeringAid: number;
  /** The copy button's name ('Copy giving number'). */
  copyLabel: string;
}

/**
 * A giving number with a copy button: what a donor keeps to find the gift again (the guest
 * lookup asks for it; docs/screens/giving.md).
 */
export const OfferingNumber = ({ offeringAid, copyLabel }: OfferingNumberProps) => (
  <span className={styles.offeringNumber}>
    <span className={styles.number}>{offeringAid}</span>
    <CopyButton text={String(offeringAid)} label={copyLabel} />
  </span>
);
