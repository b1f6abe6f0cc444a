import { LoadingArea, Skeleton, useTranslation, type ApiResultState } from '@eoffering/shared';
import { Pagination } from '@eoffering/shared/flows';
import { pageCount, pageSlice } from '@eoffering/shared/rules';
import type { ReactNode } from 'react';
import { MEMBER_NS } from '../../strings';
import styles from './records-list.module.css';

export interface RecordsListProps<T> {
  records: ApiResultState<readonly T[]>;
  /** The page asked for; past the last page the last one is shown. */
  page: number;
  onPageChange: (page: number) => void;
  /** The id of the heading that names the list. */
  labelledBy: string;
  /** One record as a list item (`<li>`, styled with this folder's `record` class). */
  renderRecord: (record: T) => ReactNode;
}

/**
 * docs/screens/member-centre.md: a member's records five a page (givings, a year's receipts): the count, the list
 * and the pages, with the loading, failed and empty states in between.
 */
export const RecordsList = <T,>({
  records,
  page,
  onPageChange,
  labelledBy,
  renderRecord,
}: RecordsListProps<T>) => {
  const { t } = useTranslation(MEMBER_NS);
  const list = records.status === 'ready' ? records.data : [];
  const shownPage = Math.min(page, pageCount(list.length));
  return (
    <>
      {/* Present from the start, so a new count is announced after each change of filter. */}
      <p className={styles.muted} aria-live="polite">
        {records.status === 'ready' ? t('records.count', { count: list.length }) : ''}
      </p>
      {records.status === 'loading' && (
        <LoadingArea>
          <Skeleton />
          <Skeleton width="70%" />
        </LoadingArea>
      )}
      {records.status === 'failed' && <p role="alert">{t('sectionFailed')}</p>}
      {records.status === 'ready' && list.length === 0 && (
        <p className={styles.muted}>{t('common:errors.noData')}</p>
      )}
      {list.length > 0 && (
        <ul className={styles.records} aria-labelledby={labelledBy}>
          {pageSlice(list, shownPage).map((record) => renderRecord(record))}
        </ul>
      )}
      <Pagination total={list.length} page={shownPage} onPageChange={onPageChange} />
    </>
  );
};
