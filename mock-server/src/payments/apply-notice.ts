import { taipeiDateTime } from '@eoffering/shared/rules';
import { takeId } from '../core/store';
import { type GatewayNotice, type GatewayOutcome, outcomeOf } from '../gateway/notice';
import { cardIssuer, displayCardNo } from '../gateway/test-cards';
import { activeStatus } from '../recurring/plan-terms';
import messages from './messages.json';
import type {
  AchStatus,
  GatewayTransactionRecord,
  GivingStatus,
  StoreShape,
} from '../store/collections';

const GIVING_STATUS: Record<GatewayOutcome, GivingStatus> = {
  approved: 0,
  declined: 2,
  cancelled: 3,
  abnormal: 4,
};

const OUTCOME_REMARK: Record<GatewayOutcome, string> = messages.outcomeRemark;
const LINE_PAY_REMARK: Partial<Record<GatewayOutcome, string>> = messages.linePayRemark;

const PLAN_STATUS: Record<Exclude<GatewayOutcome, 'approved'>, AchStatus> = {
  declined: 2,
  cancelled: 3,
  abnormal: 5,
};

export type NoticeResult = 'applied' | 'duplicate' | 'unknown';

const bindCard = (
  data: StoreShape,
  attempt: GatewayTransactionRecord,
  notice: GatewayNotice,
  now: Date,
): number => {
  const issuer = cardIssuer(notice.AN);
  const at = taipeiDateTime(now);
  const cardlinkAid = takeId(data, 'cards');
  data.cards.push({
    cardlink_aid: cardlinkAid,
    member_id: attempt.member_id ?? '',
    type_aid: 0,
    cardlink_name: issuer.brand,
    cardlink_no: displayCardNo(notice.AN),
    cardlink_exym: notice.EXYM,
    cardlink_bankno: issuer.bankNo,
    cardlink_issuer: issuer.issuer,
    // docs/api-contract.md: a label is at most 10 characters; the member may rename it.
    cardlink_userlbl: `${issuer.brand} ${notice.AN.slice(-4)}`.slice(0, 10),
    cardlink_result: '0',
    build_datetime: at,
    last_mod_time: at,
    removed: false,
  });
  return cardlinkAid;
};

const applyToGiving = (
  data: StoreShape,
  attempt: GatewayTransactionRecord,
  notice: GatewayNotice,
  outcome: GatewayOutcome,
): void => {
  const giving = data.givings.find((candidate) => candidate.offering_aid === attempt.offering_aid);
  if (!giving || (giving.status !== 5 && giving.status !== 1)) return;
  giving.status = GIVING_STATUS[outcome];
  giving.tra_result =
    (giving.pay_method === 'LINEPAY' ? LINE_PAY_REMARK[outcome] : undefined) ??
    OUTCOME_REMARK[outcome];
  if (notice.RRN) giving.transaction_id = notice.RRN;
};

const applyToPlan = (
  data: StoreShape,
  attempt: GatewayTransactionRecord,
  notice: GatewayNotice,
  outcome: GatewayOutcome,
  now: Date,
): void => {
  const plan = data.ach_plans.find((candidate) => candidate.ach_aid === attempt.ach_aid);
  if (!plan || (plan.status !== 6 && plan.status !== 4)) return;
  const at = taipeiDateTime(now);
  plan.last_mod_time = at;
  if (outcome !== 'approved') {
    plan.status = PLAN_STATUS[outcome];
    plan.backend_comment = OUTCOME_REMARK[outcome];
    return;
  }
  attempt.cardlink_aid = bindCard(data, attempt, notice, now);
  plan.cardlink_aid = attempt.cardlink_aid;
  // docs/api-contract.md: 1 needs adjustment when the card expires before the plan's end.
  plan.status = activeStatus(plan.stop_pay_date, notice.EXYM);
  plan.activated_at = at;
  plan.backend_comment = '';
};

/** At most once per ONO, even a replay with another result (docs/security-model.md). */
export const applyNotice = (data: StoreShape, notice: GatewayNotice, now: Date): NoticeResult => {
  const attempt = data.gateway_transactions.find((record) => record.ono === notice.ONO);
  if (!attempt) return 'unknown';
  if (attempt.notified_at !== null) return 'duplicate';
  attempt.notified_at = taipeiDateTime(now);
  const outcome = outcomeOf(notice.RC);
  switch (attempt.kind) {
    case 'card':
    case 'linepay':
      applyToGiving(data, attempt, notice, outcome);
      break;
    case 'ach':
      applyToPlan(data, attempt, notice, outcome, now);
      break;
    case 'cardlink':
      if (outcome === 'approved') attempt.cardlink_aid = bindCard(data, attempt, notice, now);
      break;
  }
  return 'applied';
};
