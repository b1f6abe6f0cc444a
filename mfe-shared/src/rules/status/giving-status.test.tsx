import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { StatusBadge } from '../../flows/display/status-badge';
import { givingStatusView, recurringStatusView } from './giving-status';

describe('giving status table', () => {
  it.each([
    [0, 'success', 'Success', '成功'],
    [1, 'pending', 'In progress', '處理中'],
    [2, 'failure', 'Failed', '失敗'],
    [3, 'failure', 'Cancelled', '已取消'],
    [4, 'failure', 'Abnormal', '異常'],
    [5, 'pending', 'Waiting', '等待中'],
    [9, 'failure', 'Abnormal', '異常'],
  ])('%d is %s, labelled "%s" / "%s"', (status, tone, en, zh) => {
    const view = givingStatusView(status);
    expect(view.tone).toBe(tone);
    const { unmount } = renderWithProviders(<StatusBadge view={view} />, { language: 'en' });
    expect(screen.getByText(en)).toBeInTheDocument();
    unmount();
    renderWithProviders(<StatusBadge view={view} />, { language: 'zh-TW' });
    expect(screen.getByText(zh)).toBeInTheDocument();
  });
});

describe('recurring setting status table', () => {
  it.each([
    [0, 'success', 'Success'],
    [1, 'pending', 'Needs adjustment'],
    [2, 'failure', 'Failed'],
    [3, 'failure', 'Cancelled'],
    [4, 'pending', 'In progress'],
    [5, 'failure', 'Abnormal'],
    [6, 'pending', 'Waiting'],
    [-1, 'failure', 'Abnormal'],
  ])('%d is %s, labelled "%s"', (status, tone, en) => {
    const view = recurringStatusView(status);
    expect(view.tone).toBe(tone);
    renderWithProviders(<StatusBadge view={view} />, { language: 'en' });
    expect(screen.getByText(en)).toBeInTheDocument();
  });
});
