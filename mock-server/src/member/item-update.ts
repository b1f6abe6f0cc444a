import type { ItemPackageLine } from '@eoffering/shared/contract';
import { badRequest, MESSAGES, ruleBroken } from '../core/errors';
import { isEditable } from '../rules/edit-window';
import type { GivingRecord, StoreShape } from '../store/records';

/**
 * spec 5, item editing of a transfer giving: VACC only, within the edit window, at least one
 * item (schema), each amount within its item's min and max, the sum equal to the original total.
 * Returns the new item package with the server's item names.
 */
export const itemsUpdate = (
  data: StoreShape,
  giving: GivingRecord,
  lines: readonly ItemPackageLine[],
  now: Date,
): ItemPackageLine[] => {
  if (giving.pay_method !== 'VACC') {
    throw ruleBroken('modification error: items can be changed only for bank transfer givings');
  }
  if (!isEditable(giving, now)) throw ruleBroken(MESSAGES.editWindowClosed);
  const seen = new Set<number>();
  const result = lines.map((line) => {
    if (seen.has(line.item_aid))
      throw badRequest([`item_package: item ${line.item_aid} appears twice`]);
    seen.add(line.item_aid);
    const item = data.project_items.find(
      (candidate) =>
        candidate.project_aid === giving.project_aid && candidate.item_aid === line.item_aid,
    );
    if (!item)
      throw badRequest([`item_package: item ${line.item_aid} is not an item of this project`]);
    if (
      line.package_amount < item.item_donation_min_num ||
      line.package_amount > item.item_donation_max_num
    ) {
      throw ruleBroken(
        `modification error: ${item.item_name} must be between NT$ ${item.item_donation_min_num} and NT$ ${item.item_donation_max_num}`,
      );
    }
    return {
      item_aid: item.item_aid,
      item_name: item.item_name,
      package_amount: line.package_amount,
    };
  });
  const total = result.reduce((sum, line) => sum + line.package_amount, 0);
  if (total !== giving.amount) {
    throw ruleBroken(
      `modification error: the items must add up to the original total of NT$ ${giving.amount} (now NT$ ${total})`,
    );
  }
  return result;
};
