import type { ItemPackageLine } from '@eoffering/shared/contract';
import { itemsTotalOf, perPeriodTotal } from '@eoffering/shared/rules';
import { MESSAGES, ruleBroken } from '../core/errors';
import { checkItemLines } from '../givings/item-lines';
import { isEditable } from '../givings/edit-window';
import type { GivingRecord, StoreShape } from '../store/collections';

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
  const result = checkItemLines(data, giving.project_aid, lines, { recurring: false });
  const total = perPeriodTotal(result);
  // docs/api-contract.md, 'Covering the fee': the fee the donor covered stays; the items share the rest.
  const itemsTotal = itemsTotalOf(giving);
  if (total !== itemsTotal) {
    throw ruleBroken(
      `modification error: the items must add up to the original total of NT$ ${itemsTotal} (now NT$ ${total})`,
    );
  }
  return result;
};
