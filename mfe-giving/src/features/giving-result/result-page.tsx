import {
  Button,
  Link,
  PageLoading,
  PageSection,
  ROUTES,
  buttonClassName,
  getConfig,
  confirm,
  endPaymentAttempt,
  orderDraft,
  startGivingTarget,
  toast,
  useOrderDraft,
  useNavigate,
  useParams,
  useSession,
  useTranslation,
} from '@eoffering/shared';
import {
  AmountDisplay,
  FactList,
  useBackendText,
  useTaipeiTime,
  type Fact,
} from '@eoffering/shared/flows';
import { GIVING_STATUS, SCROLL_REMINDER_PX, givingStatusView } from '@eoffering/shared/rules';
import type { GivingDetail } from '@eoffering/shared/contract';
import { useEffect, useState } from 'react';
import { GivingLoadFailure, GivingMismatch } from '../../components/giving-access/giving-failures';
import { clearCachedResult, isFinalStatus } from '../../components/giving-access/result-cache';
import { ANONYMOUS_TITLE_AID } from '../../components/order-info/order-info';
import { parseAid } from '../../components/project-calls/project-calls';
import { OrderSteps } from '../../components/order-frame/order-steps';
import { ItemLines } from '../../components/result-parts/item-lines';
import { OfferingNumber } from '../../components/result-parts/offering-number';
import { ResultStatus } from '../../components/result-parts/result-status';
import { GIVING_RESULT_NS } from './giving-result-strings';
import { draftAfterResult, remarkOf, resultActions, statusName } from './result-rules';
import { ReceiptActions } from './member-receipt-actions';
import { useGivingResult } from './use-giving-result';
import styles from './giving-result.module.css';

/** docs/screens/giving.md: the result is step 3 of 4 (counted from 0). */
const RESULT_STEP = 2;

interface ResultFactsProps {
  offeringAid: number;
  giving: GivingDetail | null;
}

/** docs/screens/giving.md: time, giving number, transaction serial number, items, total, method, remark. */
const ResultFacts = ({ offeringAid, giving }: ResultFactsProps) => {
  const { t } = useTranslation(GIVING_RESULT_NS);
  const none = t('result.none');
  const remark = giving ? remarkOf(giving.tra_result) : t('result.abnormalRemark');
  const backendText = useBackendText();
  const taipei = useTaipeiTime();
  const facts: Fact[] = [
    {
      label: t('result.time'),
      value: giving ? taipei.dateTime(giving.offering_build_datetime) : none,
    },
    {
      label: t('result.offeringAid'),
      value: <OfferingNumber offeringAid={offeringAid} copyLabel={t('result.copyOfferingAid')} />,
    },
    { label: t('result.serial'), value: giving?.transaction_id || none },
    {
      label: t('result.items'),
      value:
        giving && giving.item_package.length > 0 ? <ItemLines lines={giving.item_package} /> : none,
    },
    // docs/api-contract.md, 'Covering the fee': the cost the donor added is its own line of the total.
    ...(giving?.fee_amount
      ? [{ label: t('result.coveredFee'), value: <AmountDisplay amount={giving.fee_amount} /> }]
      : []),
    { label: t('result.total'), value: giving ? <AmountDisplay amount={giving.amount} /> : none },
    {
      label: t('result.method'),
      value: giving ? t(`result.payMethod.${giving.pay_method}`) : none,
    },
    {
      label: t('result.remark'),
      value: remark === null ? none : giving ? backendText(remark) : remark,
    },
  ];
  return <FactList facts={facts} look="spaced" />;
};

/** docs/screens/giving.md: a guest who scrolls past 100 px on a successful result is reminded once. */
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

interface BackToProjectProps {
  target: string;
  offeringAid: number;
  /** No final answer yet: paying again may charge twice, so the donor is asked first. */
  warn: boolean;
}

/**
 * 'Back to the project' restores the order to pay again (docs/screens/giving.md). From a giving without a final
 * answer it warns first (docs/screens/giving.md, transaction result).
 */
const BackToProject = ({ target, offeringAid, warn }: BackToProjectProps) => {
  const { t } = useTranslation(GIVING_RESULT_NS);
  const navigate = useNavigate();
  if (!warn) {
    return (
      <Link className={buttonClassName('secondary')} to={target}>
        {t('result.backToProject')}
      </Link>
    );
  }
  const leave = async (): Promise<void> => {
    const confirmed = await confirm({
      title: t('result.pending.leaveTitle'),
      message: t('result.pending.leaveMessage', { offeringAid }),
      confirmLabel: t('result.pending.leaveConfirm'),
      cancelLabel: t('result.pending.stay'),
    });
    if (confirmed) navigate(target);
  };
  return (
    <Button variant="secondary" onClick={() => void leave()}>
      {t('result.backToProject')}
    </Button>
  );
};

/** docs/screens/giving.md: the transaction result page, `/order/result/{offeringAid}`. */
export const ResultPage = () => {
  const { t } = useTranslation(GIVING_RESULT_NS);
  const { offeringAid } = useParams();
  const aid = parseAid(offeringAid);
  const view = useGivingResult(aid);
  const { isAuthenticated } = useSession();
  const draft = useOrderDraft();
  const giving = view.kind === 'settled' || view.kind === 'pending' ? view.giving : null;
  // docs/screens/giving.md: without an answer from the backend the page shows the abnormal placeholder (status 4).
  const status = giving?.status ?? GIVING_STATUS.abnormal;
  const actions = resultActions(status, isAuthenticated);
  const [anonymousNow, setAnonymousNow] = useState(false);

  useEffect(() => {
    if (!giving) return;
    const patch = draftAfterResult(orderDraft.get(), giving);
    if (patch) orderDraft.save(patch);
    // A final answer ends the payment attempt: paying again is a new attempt with a new key.
    if (isFinalStatus(giving.status)) endPaymentAttempt();
  }, [giving]);
  useScrollReminder(view.kind === 'settled' && actions === 'guest-receipt');

  if (view.kind === 'missing') return <GivingLoadFailure />;
  if (view.kind === 'mismatch') return <GivingMismatch />;
  if (view.kind === 'loading' || aid === null) {
    return <PageLoading label={t('result.loading')} />;
  }

  const projectAid = giving?.project_aid ?? draft.project_aid;
  const backTarget =
    projectAid > 0 ? startGivingTarget(projectAid, draft, isAuthenticated) : ROUTES.home.build({});
  const receipt = giving && (
    <ReceiptActions
      signedIn={isAuthenticated}
      offeringAid={giving.offering_aid}
      payMethod={giving.pay_method}
      anonymous={anonymousNow || giving.invoice_title_aid === ANONYMOUS_TITLE_AID}
      onAnonymous={() => {
        // The cached answer predates the choice: a reload asks the backend again.
        clearCachedResult();
        setAnonymousNow(true);
      }}
    />
  );

  return (
    <PageSection title={t('pages.result')}>
      <OrderSteps view={draft.view === 'express' ? 'express' : 'normal'} active={RESULT_STEP} />
      <ResultStatus
        view={givingStatusView(status)}
        title={t(`result.title.${statusName(status)}`)}
      />
      {/* Read out when the result arrives: the page changes by itself while the donor waits. */}
      <div role="status">
        {actions === 'confirming' && <p className={styles.notice}>{t('result.pending.message')}</p>}
        {actions === 'transfer-waiting' && (
          <p className={styles.notice}>{t('result.waitingMessage')}</p>
        )}
      </div>
      {status === GIVING_STATUS.abnormal && (
        <p className={styles.notice}>
          {t('result.abnormalAdvice', { phone: getConfig().office.phone })}
        </p>
      )}
      <ResultFacts offeringAid={aid} giving={giving} />
      <div className={styles.actions}>
        {(actions === 'member-receipt' || actions === 'guest-receipt') && receipt}
        {actions === 'transfer-waiting' && giving && (
          <>
            <Link
              className={buttonClassName('primary')}
              to={ROUTES.transferInfo.build({ orderInfoAid: giving.order_info_aid })}
            >
              {t('result.seeTransferInfo')}
            </Link>
            {receipt}
            <Link className={buttonClassName('secondary')} to={ROUTES.home.build({})}>
              {t('common:actions.backToHome')}
            </Link>
          </>
        )}
        {(actions === 'confirming' || actions === 'back-to-project') && (
          <BackToProject
            target={backTarget}
            offeringAid={aid}
            warn={!giving || !isFinalStatus(giving.status)}
          />
        )}
      </div>
    </PageSection>
  );
};
