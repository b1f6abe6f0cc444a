import { screen } from '@testing-library/react';
import { givingStatusView, recurringStatusView } from '@eoffering/shared/rules';
import { renderWithProviders } from '../testing/render-with-providers';
import { StatusBadge } from './status-badge';

// The label keys are built from the status number (status/giving-status.ts), so no literal-key
// check sees them: each status is rendered here, in both languages.
describe('StatusBadge (spec 4 status numbers)', () => {
  it.each([
    [0, 'En', 'success'],
    [1, 'En', 'in progress'],
    [2, 'En', 'failed'],
    [3, 'En', 'cancelled'],
    [4, 'En', 'abnormal'],
    [5, 'En', 'waiting'],
    [9, 'En', 'abnormal'],
    [0, 'zh-TW', '成功'],
    [1, 'zh-TW', '處理中'],
    [2, 'zh-TW', '失敗'],
    [3, 'zh-TW', '已取消'],
    [4, 'zh-TW', '異常'],
    [5, 'zh-TW', '等待中'],
  ] as const)('shows giving status %d in %s as "%s"', (status, language, text) => {
    renderWithProviders(<StatusBadge view={givingStatusView(status)} />, { language });
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it.each([
    [0, 'En', 'success'],
    [1, 'En', 'needs adjustment'],
    [2, 'En', 'failed'],
    [3, 'En', 'cancelled'],
    [4, 'En', 'in progress'],
    [5, 'En', 'abnormal'],
    [6, 'En', 'waiting'],
    [0, 'zh-TW', '成功'],
    [1, 'zh-TW', '需調整'],
    [2, 'zh-TW', '失敗'],
    [3, 'zh-TW', '已取消'],
    [4, 'zh-TW', '處理中'],
    [5, 'zh-TW', '異常'],
    [6, 'zh-TW', '等待中'],
  ] as const)('shows recurring status %d in %s as "%s"', (status, language, text) => {
    renderWithProviders(<StatusBadge view={recurringStatusView(status)} />, { language });
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
