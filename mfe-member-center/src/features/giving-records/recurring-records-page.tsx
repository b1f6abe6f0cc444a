import { useApiResult, useSearchParams, useTranslation } from '@eoffering/shared';
import { useId, useState } from 'react';
import { MemberFrame } from '../../components/member-frame/member-frame';
import { RecordsList } from '../../components/records-list/records-list';
import { MEMBER_NS } from '../../strings';
import { RecurringPlanCard } from './recurring-plan-card';
import styles from './giving-records.module.css';

const PAGE_QUERY = 'page';

/** The page a URL query asks for: a whole number from 1, else 1. */
const pageOf = (query: URLSearchParams): number => {
  const page = Number(query.get(PAGE_QUERY));
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/**
 * docs/screens/member-centre.md: `/member_center/order_ach`, the member's recurring settings five a page with their
 * count, 'no data' when there are none; the page number lives in the URL so Back keeps it.
 */
export const RecurringRecordsPage = () => {
  const { t } = useTranslation(MEMBER_NS);
  const headingId = useId();
  const [query, setQuery] = useSearchParams();
  const plans = useApiResult('get_ach_list', {});
  const [notice, setNotice] = useState('');

  const goToPage = (next: number) => setQuery(next === 1 ? {} : { [PAGE_QUERY]: String(next) });

  return (
    <MemberFrame page="recurring">
      {/* Present from the start, so the notice after a change is announced (docs/screens/member-centre.md). */}
      <p role="status" className={notice ? styles.notice : styles.quietStatus}>
        {notice}
      </p>
      <section aria-labelledby={headingId} className={styles.results}>
        <h2 id={headingId} className={styles.resultsTitle}>
          {t('recurring.listTitle')}
        </h2>
        <RecordsList
          records={plans}
          page={pageOf(query)}
          onPageChange={goToPage}
          labelledBy={headingId}
          renderRecord={(plan) => (
            <RecurringPlanCard
              key={plan.ach_aid}
              plan={plan}
              onChanged={(message) => {
                setNotice(message);
                plans.reload();
              }}
              onRefused={plans.reload}
            />
          )}
        />
      </section>
    </MemberFrame>
  );
};
