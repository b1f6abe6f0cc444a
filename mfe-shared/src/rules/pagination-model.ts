import { PAGE_GROUP_SIZE, PAGE_SIZE, PAGINATION_MIN_TOTAL } from './constants/business';

export { PAGE_GROUP_SIZE, PAGE_SIZE, PAGINATION_MIN_TOTAL };

export const pageCount = (total: number, pageSize: number = PAGE_SIZE): number =>
  Math.max(1, Math.ceil(Math.max(total, 0) / pageSize));

/**
 * docs/screens/giving.md shows page buttons above 10 items. With 5 per page, 6 to 10 items would then leave the
 * second page unreachable, so the buttons also show whenever there is more than one page.
 */
export const isPaginationShown = (total: number, pageSize: number = PAGE_SIZE): boolean =>
  total > PAGINATION_MIN_TOTAL || pageCount(total, pageSize) > 1;

export interface PageGroup {
  pages: number[];
  /** Last page of the previous group, or null on the first group. */
  previousGroupPage: number | null;
  /** First page of the next group, or null on the last group. */
  nextGroupPage: number | null;
}

/** The group of (at most) 4 page numbers holding `page` (1-based). */
export const pageGroup = (
  page: number,
  pages: number,
  groupSize: number = PAGE_GROUP_SIZE,
): PageGroup => {
  const current = Math.min(Math.max(page, 1), Math.max(pages, 1));
  const first = Math.floor((current - 1) / groupSize) * groupSize + 1;
  const last = Math.min(first + groupSize - 1, pages);
  return {
    pages: Array.from({ length: Math.max(last - first + 1, 0) }, (_, index) => first + index),
    previousGroupPage: first > 1 ? first - 1 : null,
    nextGroupPage: last < pages ? last + 1 : null,
  };
};

/** The items of one page (1-based), for lists paged in the browser. */
export const pageSlice = <T>(
  items: readonly T[],
  page: number,
  pageSize: number = PAGE_SIZE,
): T[] => items.slice((page - 1) * pageSize, page * pageSize);
