import { taipeiDateTime } from '@eoffering/shared/rules';
import type { Store } from '../core/store';
import type { GivingRecord, StoreShape } from '../store/collections';

export const TRANSFER_OVERDUE_REMARK = 'transfer not received by the deadline';

const overdue = (data: StoreShape, now: Date): GivingRecord[] => {
  const at = taipeiDateTime(now);
  return data.givings.filter((giving) => {
    if (giving.pay_method !== 'VACC' || giving.status !== 5) return false;
    const transfer = data.order_infos.find((info) => info.order_info_aid === giving.order_info_aid);
    return transfer !== undefined && transfer.received_at === null && at > transfer.order_deadline;
  });
};

// So no giving waits forever: 5 waiting is for money still on its way (docs/api-contract.md).
export const expireOverdueTransfers = (data: StoreShape, now: Date): number[] =>
  overdue(data, now).map((giving) => {
    giving.status = 4;
    giving.tra_result = TRANSFER_OVERDUE_REMARK;
    return giving.offering_aid;
  });

// There is no scheduler: reads settle overdue transfers, writing only when one is due.
export const settledData = (store: Store, now: Date): StoreShape => {
  if (overdue(store.read(), now).length > 0) {
    store.update((data) => expireOverdueTransfers(data, now));
  }
  return store.read();
};
