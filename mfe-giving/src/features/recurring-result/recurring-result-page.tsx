import {
  Button,
  Link,
  PageLoading,
  PageSection,
  ROUTES,
  alert,
  buttonClassName,
  confirm,
  endPaymentAttempt,
  goToMainSiteLogin,
  isBusinessRefusal,
  orderRoute,
  session,
  toast,
  useLocation,
  useNavigate,
  useParams,
  useSession,
  useTranslation,
} from '@eoffering/shared';
import {
  AmountDisplay,
  FactList,
  useApiAction,
  useBackendText,
  usePolledResult,
} from '@eoffering/shared/flows';
import {
  RECURRING_STATUS,
  formatDate,
  formatYearMonth,
  recurringStatusView,
} from '@eoffering/shared/rules';
import { useEffect, useRef } from 'react';
import { OrderSteps } from '../../components/order-frame/order-steps';
import { ItemLines } from '../../components/result-parts/item-lines';
import { ResultStatus } from '../../components/result-parts/result-status';
import { parseAid } from '../../components/project-calls/project-calls';
import { RECURRING_RESULT_NS } from './recurring-result-strings';
import {
  cardExpiryMonth,
  isInProgress,
  perPeriodAmount,
  receiptOf,
  resultView,
  type RecurringPlan,
} from './recurring-result-model';
import styles from './recurring-result.module.css';

/** docs/screens/giving.md: the setting result is step 3 of 3 (counted from 0). */
const RESULT_STEP = 2;

/**
 * docs/screens/giving.md: first debit date, frequency, end, total periods, items, per-period total, card number,
 * label and expiry, receipt title and tax id.
 */
const PlanFacts = ({ plan }: { plan: RecurringPlan }) => {
  const { t } = useTranslation(RECURRING_RESULT_NS);
  const none = t('achResult.none');
  const receipt = receiptOf(plan);
  return (
    <FactList
      look="spaced"
      facts={[
        { label: t('achResult.number'), value: String(plan.ach_aid) },
        { label: t('recurring.firstDate'), value: formatDate(plan.first_payment_date) },
        { label: t('recurring.frequency'), value: t(`recurring.every.${plan.frequency}`) },
        { label: t('recurring.end'), value: formatYearMonth(plan.stop_pay_date) || none },
        { label: t('recurring.periods'), value: String(plan.total_periods) },
        {
          label: t('achResult.items'),
          value: <ItemLines lines={plan.item_package} />,
        },
        {
          label: t('recurring.perPeriod'),
          value: <AmountDisplay amount={perPeriodAmount(plan)} />,
        },
        { label: t('achResult.cardNumber'), value: plan.cardlink_no || none },
        { label: t('achResult.cardLabel'), value: plan.cardlink_userlbl || none },
        { label: t('achResult.cardExpiry'), value: formatYearMonth(plan.cardlink_exym) || none },
        {
          label: t('recurring.title'),
          value:
            receipt.kind === 'anonymous'
              ? t('recurring.anonymous')
              : receipt.kind === 'title'
                ? receipt.title
                : none,
        },
        {
          label: t('recurring.taxId'),
          value: receipt.kind === 'title' && receipt.taxId !== '' ? receipt.taxId : none,
        },
      ]}
    />
  );
};

/**
 * docs/screens/giving.md, needs adjustment: the card expires before the end. Cancel the setting (after
 * confirming, stop_pay_date 0) or move the end to the card's expiry; both reload the detail.
 */
const Adjustment = ({ plan, onChanged }: { plan: RecurringPlan; onChanged: () => void }) => {
  const { t } = useTranslation(RECURRING_RESULT_NS);
  const backendText = useBackendText();
  const update = useApiAction('update_ach_setting');
  const expiry = formatYearMonth(plan.cardlink_exym);

  const change = async (stopPayDate: number, done: string) => {
    const updated = await update.run({ ach_aid: plan.ach_aid, stop_pay_date: stopPayDate });
    if (updated === undefined) return;
    toast(done);
    onChanged();
  };

  const cancelSetting = async () => {
    // The buttons say what they do: 'cancel' alone would read as 'cancel the cancelling'.
    const confirmed = await confirm({
      title: t('achResult.cancelTitle'),
      message: t('achResult.cancelMessage', { number: plan.ach_aid }),
      confirmLabel: t('achResult.cancelPlan'),
      cancelLabel: t('achResult.keepPlan'),
    });
    if (confirmed) await change(0, t('common:success.settingCancelled'));
  };

  // docs/screens/giving.md: failed updates show 'update failed'; HTTP failures were shown by the shared handling.
  const refused = update.error !== null && isBusinessRefusal(update.error);
  return (
    <>
      <p className={styles.notice}>
        {t('achResult.cardExpiresFirst', {
          expiry,
          end: formatYearMonth(plan.stop_pay_date),
        })}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" disabled={update.busy} onClick={() => void cancelSetting()}>
          {t('achResult.cancelSetting')}
        </Button>
        <Button
          busy={update.busy}
          onClick={() => void change(cardExpiryMonth(plan), t('common:success.updated'))}
        >
          {t('achResult.changeEnd', { expiry })}
        </Button>
        <p role="alert" className={styles.error}>
          {refused
            ? t('achResult.updateFailed', { message: backendText(update.error?.message ?? '') })
            : ''}
        </p>
      </div>
    </>
  );
};

/** docs/screens/giving.md: the setting's result, polled while it is in progress. */
const RecurringResult = ({ achAid }: { achAid: number }) => {
  const { t } = useTranslation(RECURRING_RESULT_NS);
  const backendText = useBackendText();
  const result = usePolledResult('get_ach_detail', { ach_aid: achAid }, isInProgress);
  const plan = result.status === 'settled' ? result.data : null;

  useEffect(() => {
    // A final answer ends the payment attempt: a new card page is a new attempt.
    if (plan && plan.status !== RECURRING_STATUS.waiting) endPaymentAttempt();
  }, [plan]);

  if (result.status === 'loading') return <PageLoading label={t('achResult.loading')} />;

  // docs/screens/giving.md: still in progress after the last try, or a failed call, shows the abnormal status.
  const status = plan?.status ?? RECURRING_STATUS.abnormal;
  const view = resultView(plan);
  // A setting the member cancelled is no failure: its status is shown without the alarm colour.
  const statusView =
    view === 'cancelled'
      ? { labelKey: 'status.recurring.cancelled', tone: 'neutral' as const }
      : recurringStatusView(status);
  // docs/screens/giving.md: the backend's comment; the abnormal placeholder (no answer) says 'abnormal'.
  const comment = plan ? backendText(plan.backend_comment) : t('achResult.abnormalComment');
  const back = plan
    ? orderRoute('recurring_records').build({ projectAid: plan.project_aid })
    : ROUTES.home.build({});

  return (
    <>
      {/* docs/screens/giving.md: a pending setting may need the member's adjustment, so it asks for attention. */}
      <ResultStatus view={statusView} title={t(`achResult.title.${view}`)} pendingIcon="!" />
      {view === 'closed' && comment !== '' && <p className={styles.comment}>{comment}</p>}
      {view === 'cancelled' && <p className={styles.comment}>{t('achResult.cancelledNote')}</p>}
      {plan && view !== 'closed' && <PlanFacts plan={plan} />}
      {plan && view === 'needsAdjustment' && <Adjustment plan={plan} onChanged={result.reload} />}
      <div className={styles.actions}>
        {view === 'success' && (
          <>
            <Link className={buttonClassName('secondary')} to={ROUTES.home.build({})}>
              {t('achResult.home')}
            </Link>
            <Link className={buttonClassName('primary')} to={ROUTES.memberPreferences.build({})}>
              {t('achResult.expiryReminder')}
            </Link>
          </>
        )}
        {view === 'closed' && (
          <Link className={buttonClassName('secondary')} to={back}>
            {t('common:actions.back')}
          </Link>
        )}
        {view === 'cancelled' && (
          <>
            <Link className={buttonClassName('secondary')} to={ROUTES.home.build({})}>
              {t('achResult.home')}
            </Link>
            <Link className={buttonClassName('primary')} to={back}>
              {t('achResult.setUpAgain')}
            </Link>
          </>
        )}
      </div>
    </>
  );
};

/**
 * docs/security-model.md: without a sign-in the page says 'Oops..' with the 401 message, then goes to the main
 * site's login with this path saved to come back to (as RequireMember does, without its silence).
 */
const SignInNeeded = () => {
  const { t } = useTranslation(RECURRING_RESULT_NS);
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const shown = useRef(false);

  useEffect(() => {
    // The shared 401 handling is already saying why and leaving; a logout goes home instead.
    if (shown.current || session.isDeparting()) return;
    shown.current = true;
    if (session.loggedOutByUser()) {
      void navigate(ROUTES.home.build({}), { replace: true });
      return;
    }
    const path = `${pathname}${search}${hash}`;
    void alert({
      tone: 'error',
      title: t('achResult.oops'),
      message: t('common:http.sessionExpired'),
    }).then(() => goToMainSiteLogin(path));
  }, [navigate, pathname, search, hash, t]);

  return <p>{t('common:http.sessionExpired')}</p>;
};

/** docs/screens/giving.md, `/order/ach_result/{achAid}`: the result of a recurring card auto-debit setting. */
export const RecurringResultPage = () => {
  const { t } = useTranslation(RECURRING_RESULT_NS);
  const { achAid } = useParams();
  const aid = parseAid(achAid);
  const { isAuthenticated } = useSession();
  return (
    <PageSection title={t('pages.achResult')}>
      <OrderSteps view="recurring_records" active={RESULT_STEP} />
      {!isAuthenticated ? (
        <SignInNeeded />
      ) : aid === null ? (
        <p className={styles.comment}>{t('common:errors.noData')}</p>
      ) : (
        <RecurringResult key={aid} achAid={aid} />
      )}
    </PageSection>
  );
};
