import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { StatusBadge } from '../flows/status-badge';
import { givingStatusView, recurringStatusView } from './giving-status';

describe('giving status, spec 4 table', () => {
  it.each([
    [0, 'success', 'success', '成功'],
    [1, 'pending', 'in progress', '處理中'],
    [2, 'failure', 'failed', '失敗'],
    [3, 'failure', 'cancelled', '已取消'],
    [4, 'failure', 'abnormal', '異常'],
    [5, 'pending', 'waiting', '等待中'],
    [9, 'failure', 'abnormal', '異常'],
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

describe('recurring setting status, spec 4 table', () => {
  it.each([
    [0, 'success', 'success'],
    [1, 'pending', 'needs adjustment'],
    [2, 'failure', 'failed'],
    [3, 'failure', 'cancelled'],
    [4, 'pending', 'in progress'],
    [5, 'failure', 'abnormal'],
    [6, 'pending', 'waiting'],
    [-1, 'failure', 'abnormal'],
  ])('%d is %s, labelled "%s"', (status, tone, en) => {
    const view = recurringStatusView(status);
    expect(view.tone).toBe(tone);
    renderWithProviders(<StatusBadge view={view} />, { language: 'en' });
    expect(screen.getByText(en)).toBeInTheDocument();
  });
});
