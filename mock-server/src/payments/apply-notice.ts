import { taipeiDateTime } from '@eoffering/shared/rules';
import { recordOf, takeId } from '../core/store';
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

/** A notice being applied: the store's data, the attempt it answers, and when it arrived. */
interface Applying {
  data: StoreShape;
  attempt: GatewayTransactionRecord;
  notice: GatewayNotice;
  at: string;
}

/** The card an approved binding made; the attempt names it. */
const bindCard = ({ data, attempt, notice, at }: Applying): number => {
  const issuer = cardIssuer(notice.AN);
  attempt.cardlink_aid = takeId(data, 'cards');
  data.cards.push({
    cardlink_aid: attempt.cardlink_aid,
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
  return attempt.cardlink_aid;
};

const applyToGiving = ({ data, attempt, notice }: Applying, outcome: GatewayOutcome): void => {
  const giving = recordOf(data, 'givings', attempt.offering_aid);
  if (!giving || (giving.status !== 5 && giving.status !== 1)) return;
  giving.status = GIVING_STATUS[outcome];
  giving.tra_result =
    (giving.pay_method === 'LINEPAY' ? LINE_PAY_REMARK[outcome] : undefined) ??
    OUTCOME_REMARK[outcome];
  if (notice.RRN) giving.transaction_id = notice.RRN;
};

const applyToPlan = (applying: Applying, outcome: GatewayOutcome): void => {
  const plan = recordOf(applying.data, 'ach_plans', applying.attempt.ach_aid);
  if (!plan || (plan.status !== 6 && plan.status !== 4)) return;
  plan.last_mod_time = applying.at;
  if (outcome !== 'approved') {
    plan.status = PLAN_STATUS[outcome];
    plan.backend_comment = OUTCOME_REMARK[outcome];
    return;
  }
  plan.cardlink_aid = bindCard(applying);
  // docs/api-contract.md: 1 needs adjustment when the card expires before the plan's end.
  plan.status = activeStatus(plan.stop_pay_date, applying.notice.EXYM);
  plan.activated_at = applying.at;
  plan.backend_comment = '';
};

/** At most once per ONO, even a replay with another result (docs/security-model.md). */
export const applyNotice = (data: StoreShape, notice: GatewayNotice, now: Date): NoticeResult => {
  const attempt = recordOf(data, 'gateway_transactions', notice.ONO);
  if (!attempt) return 'unknown';
  if (attempt.notified_at !== null) return 'duplicate';
  const applying = { data, attempt, notice, at: taipeiDateTime(now) };
  attempt.notified_at = applying.at;
  const outcome = outcomeOf(notice.RC);
  switch (attempt.kind) {
    case 'card':
    case 'linepay':
      applyToGiving(applying, outcome);
      break;
    case 'ach':
      applyToPlan(applying, outcome);
      break;
    case 'cardlink':
      if (outcome === 'approved') bindCard(applying);
      break;
  }
  return 'applied';
};
