import { Button, useTranslation, useBackendName } from '@eoffering/shared';
import type { ProjectItem } from '@eoffering/shared/contract';
import type { Ref } from 'react';
import { ORDER_NS } from '../../components/order-frame/order-strings';
import { ItemLimits } from '@eoffering/shared/flows';
import styles from './item-picker.module.css';

interface ItemPickerProps {
  items: readonly ProjectItem[];
  onPick: (item: ProjectItem) => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** docs/screens/giving.md, express step 0: the project's items to pick from. */
export const ItemPicker = ({ items, onPick, headingRef }: ItemPickerProps) => {
  const { t } = useTranslation(ORDER_NS);
  const nameOf = useBackendName();
  return (
    <>
      <h3 ref={headingRef} tabIndex={-1} className={styles.heading}>
        {t('order.express.chooseItem')}
      </h3>
      {items.length === 0 ? (
        <p className={styles.empty}>{t('order.express.noItems')}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.item_aid}>
              <Button variant="secondary" className={styles.choice} onClick={() => onPick(item)}>
                <span>{nameOf(item, 'item_name')}</span>
                <ItemLimits item={item} className={styles.limits} />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
};
