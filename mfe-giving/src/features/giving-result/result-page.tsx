import {
  Link,
  PageLoading,
  PageSection,
  ROUTES,
  buttonClassName,
  endPaymentAttempt,
  orderDraft,
  startGivingTarget,
  toast,
  useOrderDraft,
  useParams,
  useSession,
  useTranslation,
} from '@eoffering/shared';
import { AmountDisplay, FactList, type Fact } from '@eoffering/shared/flows';
import {
  GIVING_STATUS,
  SCROLL_REMINDER_PX,
  formatDateTime,
  givingStatusView,
} from '@eoffering/shared/rules';
import type { GivingDetail } from '@eoffering/shared/contract';
import { useEffect } from 'react';
import { GivingLoadFailure, GivingMismatch } from '../../components/giving-access/giving-failures';
import { isFinalStatus } from '../../components/giving-access/result-cache';
import { parseAid } from '../../components/project-calls/project-calls';
import { OrderSteps } from '../../components/order-frame/order-steps';
import { ItemLines } from '../../components/result-parts/item-lines';
import { ResultStatus } from '../../components/result-parts/result-status';
import { GIVING_RESULT_NS } from './giving-result-strings';
import { draftAfterResult, remarkKey, remarkOf, resultActions, statusName } from './result-rules';
import { MemberReceiptActions } from './member-receipt-actions';
import { useGivingResult } from './use-giving-result';
import styles from './giving-result.module.css';

/** spec 2: the result is step 3 of 4 (counted from 0). */
const RESULT_STEP = 2;

interface ResultFactsProps {
  offeringAid: number;
  giving: GivingDetail | null;
}

/** spec 2: time, giving number, transaction serial number, items, total, method, remark. */
const ResultFacts = ({ offeringAid, giving }: ResultFactsProps) => {
  const { t } = useTranslation(GIVING_RESULT_NS);
  const none = t('result.none');
  const remark = giving ? remarkOf(giving.tra_result) : t('result.abnormalRemark');
  const knownRemark = remark === null ? null : remarkKey(remark);
  const facts: Fact[] = [
    {
      label: t('result.time'),
      value: giving ? formatDateTime(giving.offering_build_datetime) : none,
    },
    { label: t('result.offeringAid'), value: String(offeringAid) },
    { label: t('result.serial'), value: giving?.transaction_id || none },
    {
      label: t('result.items'),
      value:
        giving && giving.item_package.length > 0 ? <ItemLines lines={giving.item_package} /> : none,
    },
    { label: t('result.total'), value: giving ? <AmountDisplay amount={giving.amount} /> : none },
    {
      label: t('result.method'),
      value: giving ? t(`result.payMethod.${giving.pay_method}`) : none,
    },
    { label: t('result.remark'), value: (knownRemark ? t(knownRemark) : remark) ?? none },
  ];
  return <FactList facts={facts} look="spaced" />;
};

/** spec 4: a guest who scrolls past 100 px on a successful result is reminded once. */
const useScrollReminder = (active: boolean) => {
  const { t } = useTranslation(GIVING_RESULT_NS);
  useEffect(() => {
    if (!active) return;
    const onScroll = () => {
      if (window.scrollY <= SCROLL_REMINDER_PX) return;
      window.removeEventListener('scroll', onScroll);
      toast(t('result.reminder'), 'warning');
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [active, t]);
};

/** spec 2 and 4: the transaction result page, `/order/result/{offeringAid}`. */
export const ResultPage = () => {
  const { t } = useTranslation(GIVING_RESULT_NS);
  const { offeringAid } = useParams();
  const aid = parseAid(offeringAid);
  const view = useGivingResult(aid);
  const { isAuthenticated } = useSession();
  const draft = useOrderDraft();
  const giving = view.kind === 'settled' ? view.giving : null;
  // spec 4: without a final answer the page shows the abnormal placeholder (status 4).
  const status = giving?.status ?? GIVING_STATUS.abnormal;
  const actions = view.kind === 'loading' ? 'none' : resultActions(status, isAuthenticated);

  useEffect(() => {
    if (!giving) return;
    const patch = draftAfterResult(orderDraft.get(), giving);
    if (patch) orderDraft.save(patch);
    // A final answer ends the payment attempt: paying again is a new attempt with a new key.
    if (isFinalStatus(giving.status)) endPaymentAttempt();
  }, [giving]);
  useScrollReminder(actions === 'guest-receipt');

  if (view.kind === 'missing') return <GivingLoadFailure />;
  if (view.kind === 'mismatch') return <GivingMismatch />;
  if (view.kind === 'loading' || aid === null) {
    return <PageLoading label={t('result.loading')} />;
  }

  const projectAid = giving?.project_aid ?? draft.project_aid;
  const backTarget =
    projectAid > 0 ? startGivingTarget(projectAid, draft, isAuthenticated) : ROUTES.home.build({});

  return (
    <PageSection title={t('pages.result')}>
      <OrderSteps view={draft.view === 'express' ? 'express' : 'normal'} active={RESULT_STEP} />
      <ResultStatus
        view={givingStatusView(status)}
        title={t(`result.title.${statusName(status)}`)}
      />
      <ResultFacts offeringAid={aid} giving={giving} />
      <div className={styles.actions}>
        {actions === 'member-receipt' && giving && (
          <MemberReceiptActions offeringAid={giving.offering_aid} payMethod={giving.pay_method} />
        )}
        {actions === 'guest-receipt' && giving && (
          <Link
            className={buttonClassName('primary')}
            to={ROUTES.receiptForm.build({ offeringAid: giving.offering_aid })}
          >
            {t('result.fillDonorData')}
          </Link>
        )}
        {actions === 'back-to-project' && (
          <Link className={buttonClassName('secondary')} to={backTarget}>
            {t('result.backToProject')}
          </Link>
        )}
      </div>
    </PageSection>
  );
};
