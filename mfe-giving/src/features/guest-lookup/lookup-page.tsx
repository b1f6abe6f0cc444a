import { PageSection, ROUTES, useNavigate, useTranslation } from '@eoffering/shared';
import { GUEST_LOOKUP_NS } from './guest-lookup-strings';
import { LookupForm } from './lookup-form';
import { rememberProof } from './proof-store';
import { RecentGivings } from './recent-givings';
import styles from './guest-lookup.module.css';

/**
 * docs/screens/guest-lookup.md: `/order_history`, the guest lookup. A giving found goes to its detail; the identity
 * number that proved it goes along in memory only (./proof-store.ts), never in the address.
 * Above the form, the givings this browser made as a guest lead straight to them.
 */
export const LookupPage = () => {
  const { t } = useTranslation(GUEST_LOOKUP_NS);
  const navigate = useNavigate();
  return (
    <PageSection title={t('pages.lookup')}>
      <RecentGivings />
      <p className={styles.intro}>{t('lookup.intro')}</p>
      <LookupForm
        onFound={(giving, donorSid) => {
          rememberProof(giving.offering_aid, donorSid);
          navigate(ROUTES.guestGivingDetail.build({ offeringAid: giving.offering_aid }));
        }}
      />
    </PageSection>
  );
};
