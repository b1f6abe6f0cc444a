import type { GivingDetail, PaymentType } from '../../contract';

/** A rate of `type_fee_rate` is in basis points: 250 is 2.5 %. */
const BASIS_POINTS = 10_000;

/**
 * docs/api-contract.md, 'Covering the fee': what a donor adds to a gift of `gift` NT$ so the church
 * receives all of it. A fixed cost is added as it is; a rate is charged on the whole amount, fee
 * included, so the fee is `gift × rate / (1 − rate)` rounded up to a whole NT$. Null when the
 * method declares no cost. The server computes the same and refuses any other fee.
 */
export const coverFeeOf = (
  method: Pick<PaymentType, 'type_fee_rate' | 'type_fee_amount'>,
  gift: number,
): number | null => {
  if (method.type_fee_amount !== undefined) return method.type_fee_amount;
  if (method.type_fee_rate === undefined) return null;
  return Math.ceil((gift * method.type_fee_rate) / (BASIS_POINTS - method.type_fee_rate));
};

/** What a giving's items add up to: its amount without the fee its donor covered. */
export const itemsTotalOf = (giving: Pick<GivingDetail, 'amount' | 'fee_amount'>): number =>
  giving.amount - (giving.fee_amount ?? 0);
