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
  useBackendName,
  useTranslation,
} from '@eoffering/shared';
import {
  AmountDisplay,
  CopyButton,
  FactList,
  useTaipeiTime,
  type Fact,
} from '@eoffering/shared/flows';
import { GIVING_STATUS } from '@eoffering/shared/rules';
import type { TransferInfo } from '@eoffering/shared/contract';
import { useEffect, useState } from 'react';
import { GivingLoadFailure } from '../../components/giving-access/giving-failures';
import { parseAid } from '../../components/project-calls/project-calls';
import { ANONYMOUS_TITLE_AID } from '../../components/order-info/order-info';
import { OrderSteps } from '../../components/order-frame/order-steps';
import { OfferingNumber } from '../../components/result-parts/offering-number';
import { GIVING_RESULT_NS } from './giving-result-strings';
import { ReceiptActions } from './member-receipt-actions';
import { useTransferStatus } from './use-transfer-status';
import styles from './giving-result.module.css';

/** docs/screens/giving.md: the transfer info follows the payment step. */
const RESULT_STEP = 2;

const TransferFacts = ({ info }: { info: TransferInfo }) => {
  const { t } = useTranslation(GIVING_RESULT_NS);
  const taipei = useTaipeiTime();
  const nameOf = useBackendName();
  const facts: Fact[] = [
    {
      label: t('result.offeringAid'),
      value: (
        <OfferingNumber offeringAid={info.offering_aid} copyLabel={t('result.copyOfferingAid')} />
      ),
    },
    { label: t('transfer.total'), value: <AmountDisplay amount={info.order_info_amount} /> },
    { label: t('transfer.deadline'), value: taipei.dateTime(info.order_deadline) },
    {
      label: t('transfer.account'),
      value: (
        <span className={styles.account}>
          <span className={styles.accountNumber}>{info.id_account}</span>
          <CopyButton text={info.id_account} label={t('transfer.copyAccount')} />
        </span>
      ),
    },
    { label: t('transfer.bankName'), value: nameOf(info, 'bank_name') },
    { label: t('transfer.bankCode'), value: info.bank_no },
    { label: t('transfer.bankBranch'), value: nameOf(info, 'bank_branch') },
    { label: t('transfer.accountName'), value: nameOf(info, 'bank_account_name') },
  ];
  return <FactList facts={facts} look="spaced" />;
};

/** Where the transfer stands, as the backend last said (null: not known yet, still waiting). */
type TransferState = 'waiting' | 'received' | 'closed';

const transferState = (status: number | null): TransferState => {
  if (status === null || status === GIVING_STATUS.waiting) return 'waiting';
  return status === GIVING_STATUS.success ? 'received' : 'closed';
};

/**
 * docs/screens/giving.md: the transfer (virtual account) info page, `/order/payment/vacc/{orderInfoAid}`. It keeps
 * checking the giving while it waits for the money and then says it arrived (or that the transfer
 * closed) with the next action (docs/screens/giving.md, transfer information).
 */
export const TransferPage = () => {
  const { t } = useTranslation(GIVING_RESULT_NS);
  const { orderInfoAid } = useParams();
  const aid = parseAid(orderInfoAid);
  const info = useApiResult('vaccConfirm', aid === null ? null : { order_info_aid: aid });
  const { isAuthenticated } = useSession();
  const loaded = info.status === 'ready' ? info.data : null;
  const giving = useTransferStatus(loaded?.offering_aid ?? null);
  const state = transferState(giving?.status ?? null);
  const [anonymousNow, setAnonymousNow] = useState(false);

  // docs/screens/giving.md: the receipt form's back button returns here while the draft holds this transfer.
  useEffect(() => {
    if (!loaded || aid === null) return;
    const draft = orderDraft.get();
    if (draft.offering_aid === loaded.offering_aid && draft.order_info_aid === aid) return;
    orderDraft.save({ offering_aid: loaded.offering_aid, order_info_aid: aid, pay_method: 'VACC' });
  }, [loaded, aid]);

  if (info.status === 'failed') {
    // docs/screens/giving.md: a refused read is a giving get failure; HTTP failures had the shared handling.
    if (aid === null || info.error.kind === 'rc') return <GivingLoadFailure />;
    return (
      <p role="alert" className={styles.error}>
        {t('transfer.loadFailed')}
      </p>
    );
  }
  if (!loaded) return <PageLoading label={t('transfer.loading')} />;

  const resultLink = (
    <Link
      className={buttonClassName(state === 'closed' ? 'primary' : 'secondary')}
      to={ROUTES.givingResult.build({ offeringAid: loaded.offering_aid })}
    >
      {t('transfer.seeResult')}
    </Link>
  );

  return (
    <PageSection title={t('pages.transferInfo')}>
      <OrderSteps view="normal" active={RESULT_STEP} />
      {/* Read out when the money arrives: the page changes by itself. */}
      <div role="status">
        {state === 'waiting' && <p className={styles.intro}>{t('transfer.intro')}</p>}
        {state === 'received' && <p className={styles.notice}>{t('transfer.received')}</p>}
        {state === 'closed' && <p className={styles.notice}>{t('transfer.closed')}</p>}
      </div>
      <TransferFacts info={loaded} />
      <div className={styles.actions}>
        {state !== 'closed' && (
          <ReceiptActions
            signedIn={isAuthenticated}
            offeringAid={loaded.offering_aid}
            payMethod="VACC"
            anonymous={anonymousNow || giving?.invoice_title_aid === ANONYMOUS_TITLE_AID}
            onAnonymous={() => setAnonymousNow(true)}
          />
        )}
        {state !== 'waiting' && resultLink}
      </div>
    </PageSection>
  );
};
