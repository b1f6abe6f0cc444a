import type { ApiResultState } from '@eoffering/shared';
import { ApiError } from '@eoffering/shared';
import { renderWithProviders } from '@eoffering/shared/testing';
import { screen, within } from '@testing-library/react';
import { RecordsList } from './records-list';
import styles from './records-list.module.css';

const numbers = (count: number) => Array.from({ length: count }, (_, index) => 101 + index);

const renderList = (records: ApiResultState<readonly number[]>, page = 1) => {
  const onPageChange = jest.fn();
  const view = renderWithProviders(
    <>
      <h2 id="list-title">Givings</h2>
      <RecordsList
        records={records}
        page={page}
        onPageChange={onPageChange}
        labelledBy="list-title"
        renderRecord={(record) => (
          <li key={record} className={styles.record}>
            No. {record}
          </li>
        )}
      />
    </>,
    { language: 'en' },
  );
  return { ...view, onPageChange };
};

const shown = () =>
  within(screen.getByRole('list', { name: 'Givings' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('a member’s records, five a page', () => {
  it('counts all the records and shows the first five', () => {
    renderList({ status: 'ready', data: numbers(7) });
    expect(screen.getByText('7 records')).toBeVisible();
    expect(shown()).toEqual(['No. 101', 'No. 102', 'No. 103', 'No. 104', 'No. 105']);
  });

  it('shows the last page when the page asked for is past it', () => {
    renderList({ status: 'ready', data: numbers(7) }, 4);
    expect(shown()).toEqual(['No. 106', 'No. 107']);
  });

  it('asks for the page the member picks', async () => {
    const { user, onPageChange } = renderList({ status: 'ready', data: numbers(12) });
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('says there is no data when there are no records', () => {
    renderList({ status: 'ready', data: [] });
    expect(screen.getByText('0 records')).toBeVisible();
    expect(screen.getByText('no data')).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says the records could not be loaded, with no count', () => {
    renderList({
      status: 'failed',
      error: new ApiError({ kind: 'network', status: null, rc: null, message: 'offline' }),
    });
    expect(screen.getByRole('alert')).toHaveTextContent('This information could not be loaded.');
    expect(screen.queryByText(/records$/)).not.toBeInTheDocument();
  });
});
