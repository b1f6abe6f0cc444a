import type { ItemPackageLine } from '@eoffering/shared/contract';
import { badRequest, ruleBroken } from '../core/errors';
import type { ProjectItemRecord, StoreShape } from '../store/collections';

/** A package line with the item's names as given; English only where set (docs/api-contract.md). */
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

/** For new orders and item edits alike; a client's item names are never kept (docs/security-model.md). */
export const checkItemLines = (
  data: StoreShape,
  projectAid: number,
  lines: readonly ItemPackageLine[],
  options: { recurring: boolean },
): ItemPackageLine[] => {
  const seen = new Set<number>();
  return lines.map((line) => {
    if (seen.has(line.item_aid)) {
      throw badRequest([`item_package: item ${line.item_aid} appears twice`]);
    }
    seen.add(line.item_aid);
    const item = data.project_items.find(
      (candidate) => candidate.project_aid === projectAid && candidate.item_aid === line.item_aid,
    );
    if (!item) {
      throw badRequest([`item_package: item ${line.item_aid} is not an item of this project`]);
    }
    if (options.recurring && item.if_ach !== 1) {
      throw ruleBroken(`${item.item_name} is not available for recurring giving`);
    }
    const amount = line.package_amount;
    if (!Number.isSafeInteger(amount)) {
      throw badRequest([`item_package: ${item.item_name} needs a whole amount in NT$`]);
    }
    if (amount < item.item_donation_min_num) {
      throw ruleBroken(`${item.item_name}: Minimum amount: NT$ ${item.item_donation_min_num}`);
    }
    if (amount > item.item_donation_max_num) {
      throw ruleBroken(`${item.item_name}: Maximum amount: NT$ ${item.item_donation_max_num}`);
    }
    return packageLine([item], item.item_aid, amount);
  });
};
