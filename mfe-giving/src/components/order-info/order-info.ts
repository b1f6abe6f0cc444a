import type { PayMethod } from '@eoffering/shared/contract';

/** The four calls that save a giving's donor and receipt info (docs/api-contract.md). */
export type OrderInfoVariant =
  | 'tra_order_info_handle'
  | 'tra_order_info_handle1'
  | 'tra_order_info_handle2'
  | 'tra_order_info_handle3';

/**
 * docs/api-contract.md: the transfer variant serves VACC; the rest is the backend's contract
 * (docs/api-contract.md): a guest's giving uses handle (card, LINE Pay) or handle1 (transfer), a
 * member's giving handle2 or handle3, whose donor data the backend takes from the member record.
 */
export const orderInfoVariant = ({
  member,
  payMethod,
}: {
  member: boolean;
  payMethod: PayMethod;
}): OrderInfoVariant => {
  const transfer = payMethod === 'VACC';
  if (member) return transfer ? 'tra_order_info_handle3' : 'tra_order_info_handle2';
  return transfer ? 'tra_order_info_handle1' : 'tra_order_info_handle';
};

/** docs/screens/giving.md, receipt choice: the remark an anonymous giving carries (a backend value, not a text). */
export const ANONYMOUS_REMARK = 'anonymous giving';

/** docs/screens/giving.md, receipt choice: invoice_title_aid -1 is anonymous, without title or tax id. */
export const ANONYMOUS_TITLE_AID = -1;
