import {
  Link,
  LoadingArea,
  PageSection,
  ROUTES,
  Skeleton,
  buttonClassName,
  isBusinessRefusal,
  useApiResult,
  useParams,
  useTranslation,
} from '@eoffering/shared';
import { useEffect, useState } from 'react';
import { parseAid } from '../../components/project-calls/project-calls';
import { GUEST_LOOKUP_NS } from './guest-lookup-strings';
import { GuestGivingDetail } from './guest-giving-detail';
import { LookupForm } from './lookup-form';
import { forgetProof, proofFor } from './proof-store';
import styles from './guest-lookup.module.css';

const BackToLookup = () => {
  const { t } = useTranslation(GUEST_LOOKUP_NS);
  return (
    <Link className={buttonClassName('secondary')} to={ROUTES.guestLookup.build({})}>
      {t('lookup.backToLookup')}
    </Link>
  );
};

/** The giving, read with the identity number that proved it (docs/api-contract.md: get_tra_detail_nopg). */
const ProvenGiving = ({ offeringAid, donorSid }: { offeringAid: number; donorSid: string }) => {
  const { t } = useTranslation(GUEST_LOOKUP_NS);
  const giving = useApiResult('get_tra_detail_nopg', {
    offering_aid: offeringAid,
    donor_sid: donorSid,
  });
  if (giving.status === 'loading') {
    return (
      <LoadingArea>
        <Skeleton />
        <Skeleton width="60%" />
      </LoadingArea>
    );
  }
  if (giving.status === 'failed') {
    return (
      <div className={styles.actions}>
        <p role="alert">
          {isBusinessRefusal(giving.error) ? t('common:errors.noData') : t('lookup.loadFailed')}
        </p>
        <BackToLookup />
      </div>
    );
  }
  return <GuestGivingDetail giving={giving.data} donorSid={donorSid} onChanged={giving.reload} />;
};

/**
 * docs/screens/guest-lookup.md: `/order_history/detail/{offeringAid}`. The identity number comes from the lookup form
 * in memory (./proof-store.ts); after a reload, or from a bookmark, the page asks for it again
 * rather than keep it anywhere the browser stores (docs/screens/guest-lookup.md).
 */
export const GuestDetailPage = () => {
  const { t } = useTranslation(GUEST_LOOKUP_NS);
  const offeringAid = parseAid(useParams().offeringAid);
  const [donorSid, setDonorSid] = useState(() =>
    offeringAid === null ? null : proofFor(offeringAid),
  );
  // Forgotten once mounted, not while rendering: React may render a page twice before it mounts.
  useEffect(() => {
    if (offeringAid !== null) forgetProof(offeringAid);
  }, [offeringAid]);

  return (
    <PageSection title={t('pages.lookupDetail')}>
      {offeringAid === null ? (
        <div className={styles.actions}>
          <p role="alert">{t('common:errors.noData')}</p>
          <BackToLookup />
        </div>
      ) : donorSid === null ? (
        <>
          <p className={styles.intro}>{t('lookup.askAgain', { number: offeringAid })}</p>
          <LookupForm fixedOfferingAid={offeringAid} onFound={(_, sid) => setDonorSid(sid)} />
        </>
      ) : (
        <ProvenGiving offeringAid={offeringAid} donorSid={donorSid} />
      )}
    </PageSection>
  );
};
