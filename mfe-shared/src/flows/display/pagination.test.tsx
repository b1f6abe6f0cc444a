import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { Pagination } from './pagination';
import { isPaginationShown, pageGroup, pageSlice } from '../../rules/pagination-model';

describe('pageGroup (4 page numbers per group)', () => {
  it.each([
    [1, 3, [1, 2, 3], null, null],
    [1, 10, [1, 2, 3, 4], null, 5],
    [4, 10, [1, 2, 3, 4], null, 5],
    [5, 10, [5, 6, 7, 8], 4, 9],
    [9, 10, [9, 10], 8, null],
    [12, 10, [9, 10], 8, null],
    [0, 10, [1, 2, 3, 4], null, 5],
  ])(
    'page %d of %d shows %j, previous group %j, next group %j',
    (page, pages, shown, previous, next) => {
      expect(pageGroup(page, pages)).toEqual({
        pages: shown,
        previousGroupPage: previous,
        nextGroupPage: next,
      });
    },
  );
});

describe('isPaginationShown', () => {
  it.each([
    [0, 5, false],
    [5, 5, false],
    [6, 5, true],
    [11, 5, true],
    [10, 10, false],
    [11, 20, true],
  ])('%d items at %d per page: %s', (total, size, shown) => {
    expect(isPaginationShown(total, size)).toBe(shown);
  });
});

it('pageSlice takes the items of one page', () => {
  expect(pageSlice([1, 2, 3, 4, 5, 6, 7], 2)).toEqual([6, 7]);
});

const Paged = ({ total }: { total: number }) => {
  const [page, setPage] = useState(1);
  return <Pagination total={total} page={page} onPageChange={setPage} />;
};

describe('Pagination', () => {
  it('shows nothing for one page of items', () => {
    renderWithProviders(<Paged total={5} />, { language: 'en' });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('walks through the groups of 4 with the current page marked', async () => {
    const { user } = renderWithProviders(<Paged total={48} />, { language: 'en' });
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const pageButtons = () =>
      Array.from(nav.querySelectorAll('button')).map((button) => button.textContent);
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '›']);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Next pages' }));
    expect(pageButtons()).toEqual(['‹', '5', '6', '7', '8', '›']);
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Next pages' }));
    expect(pageButtons()).toEqual(['‹', '9', '10']);
    await user.click(screen.getByRole('button', { name: 'Previous pages' }));
    expect(screen.getByRole('button', { name: 'Page 8' })).toHaveAttribute('aria-current', 'page');
  });
});
