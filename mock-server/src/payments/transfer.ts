import { shiftDay, taipeiDateTime, taipeiIsoToday } from '@eoffering/shared/rules';
import { takeId, recordOf } from '../core/store';
import church from '../fixtures/church.json';
import type { GivingRecord, MemberRecord, OrderInfoRecord, StoreShape } from '../store/collections';

/** The church's account: members' own accounts and guests' one-off ones are at its bank. */
export const CHURCH_BANK: Omit<MemberRecord['vacc'], 'id_account'> = church.bank;

export const openTransfer = (
  data: StoreShape,
  giving: GivingRecord,
  member: MemberRecord | null,
  now: Date,
): OrderInfoRecord => {
  const record: OrderInfoRecord = {
    order_info_aid: takeId(data, 'order_infos'),
    offering_aid: giving.offering_aid,
    order_info_amount: giving.amount,
    // docs/api-contract.md leaves it open; Taiwanese banks give a one-off account three days.
    order_deadline: `${shiftDay(taipeiIsoToday(now), 3)} 23:59:59`,
    // A guest's one-off account is the church's bank's, numbered after the giving.
    ...(member?.vacc ?? {
      ...CHURCH_BANK,
      id_account: `96871${String(giving.offering_aid).padStart(9, '0')}`,
    }),
    received_at: null,
  };
  data.order_infos.push(record);
  giving.order_info_aid = record.order_info_aid;
  giving.transaction_id = record.id_account;
  return record;
};

export const receiveTransfer = (
  data: StoreShape,
  orderInfoAid: number,
  now: Date,
): { giving: GivingRecord | null; changed: boolean } => {
  const record = recordOf(data, 'order_infos', orderInfoAid);
  const giving = record ? (recordOf(data, 'givings', record.offering_aid) ?? null) : null;
  if (!record || !giving || record.received_at !== null || giving.status !== 5) {
    return { giving, changed: false };
  }
  record.received_at = taipeiDateTime(now);
  giving.status = 0;
  giving.tra_result = '0';
  return { giving, changed: true };
};
