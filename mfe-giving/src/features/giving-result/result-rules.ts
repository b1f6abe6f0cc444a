import { type OrderDraft } from '@eoffering/shared';
import { GIVING_STATUS } from '@eoffering/shared/rules';
import type { GivingDetail } from '@eoffering/shared/contract';

/** docs/api-contract.md: a tra_result of '0' (or nothing) means there is no remark. */
export const remarkOf = (traResult: string): string | null => {
  const remark = traResult.trim();
  return remark === '' || remark === '0' ? null : remark;
};

/** What the result page offers (docs/screens/giving.md; docs/screens/giving.md, transaction result). */
export type ResultActions =
  'member-receipt' | 'guest-receipt' | 'transfer-waiting' | 'confirming' | 'back-to-project';

/**
 * docs/screens/giving.md, result page: success offers a member anonymous giving and a receipt request, a guest
 * the donor form; failed, cancelled and abnormal go back to the project. A transfer still waiting
 * for its money leads to its transfer information (and the receipt actions); a payment still being
 * confirmed offers only a way back that warns first (docs/screens/giving.md).
 */
export const resultActions = (status: number, signedIn: boolean): ResultActions => {
  if (status === GIVING_STATUS.success) return signedIn ? 'member-receipt' : 'guest-receipt';
  if (status === GIVING_STATUS.waiting) return 'transfer-waiting';
  if (status === GIVING_STATUS.inProgress) return 'confirming';
  return 'back-to-project';
};

/**
 * The draft after a final result of the draft's project: a successful giving keeps its number
 * (the receipt form's back button, docs/screens/giving.md) and drops the items so the same gift is not paid
 * twice; a failed, cancelled or abnormal one forgets the payment attempt and keeps the items to
 * try again. Another project's draft, or a result still open, changes nothing (null).
 */
export const draftAfterResult = (
  draft: OrderDraft,
  giving: GivingDetail,
): Partial<OrderDraft> | null => {
  if (draft.project_aid !== giving.project_aid) return null;
  if (giving.status === GIVING_STATUS.success) {
    if (draft.offering_aid === giving.offering_aid && draft.status === GIVING_STATUS.success) {
      return null;
    }
    return {
      offering_aid: giving.offering_aid,
      order_info_aid: giving.order_info_aid,
      pay_method: giving.pay_method,
      status: giving.status,
      tra_result: giving.tra_result,
      item_package: [],
    };
  }
  if (giving.status === GIVING_STATUS.waiting || giving.status === GIVING_STATUS.inProgress) {
    return null;
  }
  if (draft.offering_aid === 0 && draft.type_aid === -1 && draft.status === -1) return null;
  return {
    offering_aid: 0,
    order_info_aid: 0,
    type_aid: -1,
    pay_method: '',
    status: -1,
    tra_result: '',
  };
};

export type GivingStatusName = keyof typeof GIVING_STATUS;

/** A status number's name; an unknown number reads as abnormal, never as a success. */
export const statusName = (status: number): GivingStatusName =>
  (Object.keys(GIVING_STATUS) as GivingStatusName[]).find(
    (name) => GIVING_STATUS[name] === status,
  ) ?? 'abnormal';
