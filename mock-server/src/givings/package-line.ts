import type { ItemPackageLine, ProjectItemRecord } from '../store/collections';

/**
 * A line of a giving's or a plan's item package, its names copied from the item as it was when
 * given (the English one only where the item has it: docs/api-contract.md, English names).
 */
export const packageLine = (
  items: readonly ProjectItemRecord[],
  itemAid: number,
  amount: number,
): ItemPackageLine => {
  const item = items.find((candidate) => candidate.item_aid === itemAid);
  return {
    item_aid: itemAid,
    item_name: item?.item_name ?? '',
    ...(item?.item_name_en ? { item_name_en: item.item_name_en } : {}),
    package_amount: amount,
  };
};
