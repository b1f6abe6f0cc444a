import {
  Link,
  PageLoading,
  PageSection,
  ROUTES,
  buttonClassName,
  orderDraft,
  useApiResult,
  useParams,
  useSession,
  useTranslation,
} from '@eoffering/shared';
import { AmountDisplay, CopyButton, FactList, type Fact } from '@eoffering/shared/flows';
import { formatDateTime } from '@eoffering/shared/rules';
import type { TransferInfo } from '@eoffering/shared/contract';
import { useEffect } from 'react';
import { GivingLoadFailure } from '../../components/giving-access/giving-failures';
import { parseAid } from '../../components/project-calls/project-calls';
import { OrderSteps } from '../../components/order-frame/order-steps';
import { GIVING_RESULT_NS } from './giving-result-strings';
import { MemberReceiptActions } from './member-receipt-actions';
import styles from './giving-result.module.css';

/** spec 2: the transfer info follows the payment step. */
const RESULT_STEP = 2;

const TransferFacts = ({ info }: { info: TransferInfo }) => {
  const { t } = useTranslation(GIVING_RESULT_NS);
  const facts: Fact[] = [
    { label: t('transfer.total'), value: <AmountDisplay amount={info.order_info_amount} /> },
    { label: t('transfer.deadline'), value: formatDateTime(info.order_deadline) },
    {
      label: t('transfer.account'),
      value: (
        <span className={styles.account}>
          <span className={styles.accountNumber}>{info.id_account}</span>
          <CopyButton text={info.id_account} label={t('transfer.copyAccount')} />
        </span>
      ),
    },
    { label: t('transfer.bankName'), value: info.bank_name },
    { label: t('transfer.bankCode'), value: info.bank_no },
    { label: t('transfer.bankBranch'), value: info.bank_branch },
    { label: t('transfer.accountName'), value: info.bank_account_name },
  ];
  return <FactList facts={facts} look="spaced" />;
};

/** spec 2: the transfer (virtual account) info page, `/order/payment/vacc/{orderInfoAid}`. */
export const TransferPage = () => {
  const { t } = useTranslation(GIVING_RESULT_NS);
  const { orderInfoAid } = useParams();
  const aid = parseAid(orderInfoAid);
  const info = useApiResult('vaccConfirm', aid === null ? null : { order_info_aid: aid });
  const { isAuthenticated } = useSession();
  const loaded = info.status === 'ready' ? info.data : null;

  // spec 2: the receipt form's back button returns here while the draft holds this transfer.
  useEffect(() => {
    if (!loaded || aid === null) return;
    const draft = orderDraft.get();
    if (draft.offering_aid === loaded.offering_aid && draft.order_info_aid === aid) return;
    orderDraft.save({ offering_aid: loaded.offering_aid, order_info_aid: aid, pay_method: 'VACC' });
  }, [loaded, aid]);

  if (info.status === 'failed') {
    // spec 8: a refused read is a giving get failure; HTTP failures had the shared handling.
    if (aid === null || info.error.kind === 'rc') return <GivingLoadFailure />;
    return (
      <p role="alert" className={styles.error}>
        {t('transfer.loadFailed')}
      </p>
    );
  }
  if (!loaded) return <PageLoading label={t('transfer.loading')} />;

  return (
    <PageSection title={t('pages.transferInfo')}>
      <OrderSteps view="normal" active={RESULT_STEP} />
      <p className={styles.intro}>{t('transfer.intro')}</p>
      <TransferFacts info={loaded} />
      <div className={styles.actions}>
        {isAuthenticated ? (
          <MemberReceiptActions offeringAid={loaded.offering_aid} payMethod="VACC" />
        ) : (
          <Link
            className={buttonClassName('primary')}
            to={ROUTES.receiptForm.build({ offeringAid: loaded.offering_aid })}
          >
            {t('result.fillDonorData')}
          </Link>
        )}
      </div>
    </PageSection>
  );
};
