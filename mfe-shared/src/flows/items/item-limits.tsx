import { useTranslation } from '@eoffering/shared';
import { formatMoney } from '@eoffering/shared/rules';
import type { ProjectItem } from '@eoffering/shared/contract';
import { FLOWS_NS } from '../flow-strings';

type LimitedItem = Pick<ProjectItem, 'item_donation_min_num' | 'item_donation_max_num'>;

/** docs/screens/giving.md: an item's own minimum and maximum, said before the donor types. */
export const ItemLimits = ({
  item,
  id,
  className,
}: {
  item: LimitedItem;
  id?: string;
  className?: string;
}) => {
  const { t } = useTranslation(FLOWS_NS);
  return (
    <span id={id} className={className}>
      {t('itemAmounts.limits', {
        min: formatMoney(item.item_donation_min_num),
        max: formatMoney(item.item_donation_max_num),
      })}
    </span>
  );
};
