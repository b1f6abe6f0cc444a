import {
  Link,
  LoadingArea,
  ROUTES,
  Skeleton,
  useApiResult,
  useTranslation,
} from '@eoffering/shared';
import { Pagination } from '@eoffering/shared/flows';
import { pageCount, pageSlice } from '@eoffering/shared/rules';
import { useId, useMemo } from 'react';
import { MemberFrame } from '../../components/member-frame/member-frame';
import { MEMBER_NS } from '../../strings';
import { GivingRecordCard } from './giving-record-card';
import { recordsRequest } from './records-filter';
import { RecordsFilters } from './records-filters';
import { useRecordsFilter } from './use-records-filter';
import styles from './giving-records.module.css';

/** spec 2: `/member_center/order_history`, the member's givings with the spec 9 filters, 5 a page. */
export const GivingRecordsPage = () => {
  const { t } = useTranslation(MEMBER_NS);
  const headingId = useId();
  // Ranges count back from the day the page opened, so paging never shifts the list under the member.
  const today = useMemo(() => new Date(), []);
  const { filter, change, goToPage } = useRecordsFilter(today);
  const records = useApiResult('get_tra_offering_list', recordsRequest(filter, today));
  const titles = useApiResult('get_invoice_title_list', {});

  const list = records.status === 'ready' ? records.data : [];
  const page = Math.min(filter.page, pageCount(list.length));

  return (
    <MemberFrame page="records">
      <RecordsFilters
        filter={filter}
        today={today}
        titles={titles.status === 'ready' ? titles.data : []}
        onChange={change}
      />
      <Link className={styles.recurringLink} to={ROUTES.memberRecurring.build({})}>
        {t('records.recurringLink')}
      </Link>
      <section aria-labelledby={headingId} className={styles.results}>
        <h2 id={headingId} className={styles.resultsTitle}>
          {t('records.listTitle')}
        </h2>
        {/* Present from the start, so a new count is announced after each filter change. */}
        <p className={styles.count} aria-live="polite">
          {records.status === 'ready' ? t('records.count', { total: list.length }) : ''}
        </p>
        {records.status === 'loading' && (
          <LoadingArea>
            <Skeleton />
            <Skeleton width="70%" />
          </LoadingArea>
        )}
        {records.status === 'failed' && <p role="alert">{t('sectionFailed')}</p>}
        {records.status === 'ready' && list.length === 0 && (
          <p className={styles.empty}>{t('common:errors.noData')}</p>
        )}
        {list.length > 0 && (
          <ul className={styles.records} aria-labelledby={headingId}>
            {pageSlice(list, page).map((giving) => (
              <GivingRecordCard key={giving.offering_aid} giving={giving} />
            ))}
          </ul>
        )}
        <Pagination total={list.length} page={page} onPageChange={goToPage} />
      </section>
    </MemberFrame>
  );
};
