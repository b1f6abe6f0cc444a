import { RECURRING_STATUS, perPeriodTotal } from '@eoffering/shared/rules';
import type { ResultOf } from '@eoffering/shared/contract';
import { ANONYMOUS_TITLE_AID } from '../../components/order-info/order-info';

export type RecurringPlan = ResultOf<'get_ach_detail'>;

/**
 * docs/screens/giving.md, recurring setting status on the result page: 0 success shows the plan; 1 needs
 * adjustment offers to cancel or to move the end; a setting the member cancelled (3 at the card
 * page, or 2 with stop_pay_date 0, which is how the backend records a cancelled setting) says it
 * was cancelled, calmly (docs/screens/giving.md); every other status (failed, abnormal, a plan
 * still waiting for its card) shows the backend's comment and a way back.
 */
export type ResultView = 'success' | 'needsAdjustment' | 'cancelled' | 'closed';

export const resultView = (plan: { status: number; stop_pay_date: number } | null): ResultView => {
  const status = plan?.status ?? RECURRING_STATUS.abnormal;
  if (status === RECURRING_STATUS.success) return 'success';
  if (status === RECURRING_STATUS.needsAdjustment) return 'needsAdjustment';
  if (status === RECURRING_STATUS.cancelled) return 'cancelled';
  if (status === RECURRING_STATUS.failed && plan?.stop_pay_date === 0) return 'cancelled';
  return 'closed';
};

/** docs/screens/giving.md: polling goes on while the setting is in progress (status 4). */
export const isInProgress = (plan: Pick<RecurringPlan, 'status'>): boolean =>
  plan.status === RECURRING_STATUS.inProgress;

/** docs/screens/giving.md: the per-period total is the sum of the package amounts. */
export const perPeriodAmount = (plan: Pick<RecurringPlan, 'item_package'>): number =>
  perPeriodTotal(plan.item_package);

/** docs/api-contract.md, docs/screens/giving.md: how the plan's receipt reads: anonymous (-1), its title, or not set. */
export type ReceiptOf =
  { kind: 'anonymous' } | { kind: 'title'; title: string; taxId: string } | { kind: 'notSet' };

export const receiptOf = (
  plan: Pick<RecurringPlan, 'invoice_title_aid' | 'invoice_title' | 'invoice_tax_id'>,
): ReceiptOf => {
  if (plan.invoice_title_aid === ANONYMOUS_TITLE_AID) return { kind: 'anonymous' };
  if (plan.invoice_title === '') return { kind: 'notSet' };
  return { kind: 'title', title: plan.invoice_title, taxId: plan.invoice_tax_id };
};

/** docs/screens/giving.md: 'change end date' sets stop_pay_date to the card's expiry (YYYYMM). */
export const cardExpiryMonth = (plan: Pick<RecurringPlan, 'cardlink_exym'>): number =>
  Number(plan.cardlink_exym);
