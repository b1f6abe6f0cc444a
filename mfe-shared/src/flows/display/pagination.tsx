import { useTranslation } from '@eoffering/shared';
import { FLOWS_NS } from '../flow-strings';
import styles from './pagination.module.css';
import { PAGE_SIZE, isPaginationShown, pageCount, pageGroup } from '@eoffering/shared/rules';

export interface PaginationProps {
  /** Number of items in the whole list. */
  total: number;
  /** Current page, from 1. */
  page: number;
  onPageChange: (page: number) => void;
  pageSize?: number;
}

/** docs/screens/giving.md: page numbers in groups of 4, with buttons to the neighbouring groups. */
export const Pagination = ({
  total,
  page,
  onPageChange,
  pageSize = PAGE_SIZE,
}: PaginationProps) => {
  const { t } = useTranslation(FLOWS_NS);
  if (!isPaginationShown(total, pageSize)) return null;
  const group = pageGroup(page, pageCount(total, pageSize));
  return (
    <nav className={styles.nav} aria-label={t('pagination.label')}>
      <ul className={styles.list}>
        {group.previousGroupPage !== null && (
          <li>
            <button
              type="button"
              className={styles.page}
              aria-label={t('pagination.previousGroup')}
              onClick={() => onPageChange(group.previousGroupPage ?? 1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
          </li>
        )}
        {group.pages.map((number) => (
          <li key={number}>
            <button
              type="button"
              className={styles.page}
              aria-label={t('pagination.page', { page: number })}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => onPageChange(number)}
            >
              {number}
            </button>
          </li>
        ))}
        {group.nextGroupPage !== null && (
          <li>
            <button
              type="button"
              className={styles.page}
              aria-label={t('pagination.nextGroup')}
              onClick={() => onPageChange(group.nextGroupPage ?? page)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </li>
        )}
      </ul>
    </nav>
  );
};
