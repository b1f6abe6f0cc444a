import { Link, ROUTES, callApi, useBackendName, useTranslation } from '@eoffering/shared';
import { AmountDisplay, StatusBadge, useTaipeiTime } from '@eoffering/shared/flows';
import { givingStatusView } from '@eoffering/shared/rules';
import type { GuestGivingSummary } from '@eoffering/shared/contract';
import { useEffect, useId, useState } from 'react';
import { GUEST_LOOKUP_NS } from './guest-lookup-strings';
import styles from './guest-lookup.module.css';

/** The guest givings whose pass this browser holds; empty until (and unless) the server lists some. */
const useRecentGivings = (): GuestGivingSummary[] => {
  const [givings, setGivings] = useState<GuestGivingSummary[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    // An extra to the lookup form: a failure leaves the form as it is, with nothing shown.
    callApi('get_guest_givings', {}, { signal: controller.signal, background: true }).then(
      (listed) => {
        if (!controller.signal.aborted) setGivings(listed);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  return givings;
};

/**
 * The givings this browser made as a guest (their passes), each leading to its result page,
 * where the donor form, the transfer information or the next step waits: a guest who closed the
 * donor form, and so never entered the identity number the lookup form asks for, still reaches
 * the gift (docs/screens/guest-lookup.md).
 */
export const RecentGivings = () => {
  const { t } = useTranslation(GUEST_LOOKUP_NS);
  const nameOf = useBackendName();
  const givings = useRecentGivings();
  const taipei = useTaipeiTime();
  const titleId = useId();
  if (givings.length === 0) return null;
  return (
    <section className={`${styles.card} ${styles.recent}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t('lookup.recent.title')}
      </h2>
      <p className={styles.muted}>{t('lookup.recent.intro')}</p>
      <ul className={styles.recentList}>
        {givings.map((giving) => (
          <li key={giving.offering_aid}>
            <Link
              className={styles.recentLink}
              to={ROUTES.givingResult.build({ offeringAid: giving.offering_aid })}
            >
              <span className={styles.recentNumber}>
                {t('lookup.recent.number', { number: giving.offering_aid })}
              </span>
              <span>
                {nameOf(giving, 'project_name')} · <AmountDisplay amount={giving.amount} /> ·{' '}
                {t(`result.payMethod.${giving.pay_method}`)}
              </span>
              <span className={styles.muted}>
                {taipei.dateTime(giving.offering_build_datetime)}
              </span>
              <StatusBadge view={givingStatusView(giving.status)} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
};
