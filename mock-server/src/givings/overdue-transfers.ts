import { taipeiDateTime } from '@eoffering/shared/rules';
import type { Store } from '../core/store';
import type { GivingRecord, StoreShape } from '../store/collections';

/** The remark of a transfer whose money did not arrive in time (docs/api-contract.md: tra_result). */
export const TRANSFER_OVERDUE_REMARK = 'transfer not received by the deadline';

/** Transfer (VACC) givings still waiting (5) whose deadline has passed at `now`, Taipei time. */
const overdue = (data: StoreShape, now: Date): GivingRecord[] => {
  const at = taipeiDateTime(now);
  return data.givings.filter((giving) => {
    if (giving.pay_method !== 'VACC' || giving.status !== 5) return false;
    const transfer = data.order_infos.find((info) => info.order_info_aid === giving.order_info_aid);
    return transfer !== undefined && transfer.received_at === null && at > transfer.order_deadline;
  });
};

/**
 * A transfer giving whose deadline passed without the money becomes 4 abnormal with a remark, so
 * no giving waits forever (docs/api-contract.md: 5 waiting is for money still on its way). Returns the givings
 * it moved. Use inside `store.update`.
 */
export const expireOverdueTransfers = (data: StoreShape, now: Date): number[] =>
  overdue(data, now).map((giving) => {
    giving.status = 4;
    giving.tra_result = TRANSFER_OVERDUE_REMARK;
    return giving.offering_aid;
  });

/**
 * The data as a read should see it: overdue transfers settled first. There is no scheduler, so
 * calls that show or list givings settle them when they are next read; the store is written only
 * when one is due.
 */
export const settledData = (store: Store, now: Date): StoreShape => {
  if (overdue(store.read(), now).length > 0) {
    store.update((data) => expireOverdueTransfers(data, now));
  }
  return store.read();
};
