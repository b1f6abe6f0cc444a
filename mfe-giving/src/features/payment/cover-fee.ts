import type { OrderDraft } from '@eoffering/shared';
import type { PaymentType } from '@eoffering/shared/contract';
import { coverFeeOf } from '@eoffering/shared/rules';
import { useState } from 'react';

/** localStorage: '1' while the donor chooses to cover the fee, so the next gift starts so. */
export const COVER_FEE_KEY = 'coverFee';

type Order = Pick<OrderDraft, 'if_ach' | 'amount'>;

/**
 * docs/api-contract.md, 'Covering the fee': a one-off order may add the cost of a method that
 * declares one; a recurring order never does. Without any declared cost nothing is offered.
 */
export const offersCoverFee = (types: readonly PaymentType[], order: Order): boolean =>
  order.if_ach === 0 && types.some((type) => coverFeeOf(type, order.amount) !== null);

/** The fee an order paid with `type` adds: the method's cost while covering, else 0. */
export const feeOf = (type: PaymentType, order: Order, covering: boolean): number =>
  covering && order.if_ach === 0 ? (coverFeeOf(type, order.amount) ?? 0) : 0;

/** The donor's choice to cover the fee, off until chosen, remembered in this browser. */
export const useCoverFee = (): [boolean, (covering: boolean) => void] => {
  const [covering, setCovering] = useState(() => localStorage.getItem(COVER_FEE_KEY) === '1');
  const choose = (next: boolean) => {
    if (next) localStorage.setItem(COVER_FEE_KEY, '1');
    else localStorage.removeItem(COVER_FEE_KEY);
    setCovering(next);
  };
  return [covering, choose];
};
