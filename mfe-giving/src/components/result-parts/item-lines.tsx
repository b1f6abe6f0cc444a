import { useBackendName } from '@eoffering/shared';
import { AmountDisplay } from '@eoffering/shared/flows';
import type { ItemPackageLine } from '@eoffering/shared/contract';
import styles from './result-parts.module.css';

/** The items of an order, each with its amount, as one fact's value. */
export const ItemLines = ({ lines }: { lines: readonly ItemPackageLine[] }) => {
  const nameOf = useBackendName();
  return (
    <ul className={styles.items}>
      {lines.map((line) => (
        <li key={line.item_aid}>
          {nameOf(line, 'item_name')} <AmountDisplay amount={line.package_amount} />
        </li>
      ))}
    </ul>
  );
};
