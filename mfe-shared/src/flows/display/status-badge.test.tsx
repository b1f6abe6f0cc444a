import { screen } from '@testing-library/react';
import { givingStatusView, recurringStatusView } from '@eoffering/shared/rules';
import { renderWithProviders } from '../../testing/render-with-providers';
import { StatusBadge } from './status-badge';

// The label keys are built from the status number (status/giving-status.ts), so no literal-key
// check sees them: each status is rendered here, in both languages.
describe('StatusBadge (status numbers)', () => {
  it.each([
    [0, 'en', 'Success'],
    [1, 'en', 'In progress'],
    [2, 'en', 'Failed'],
    [3, 'en', 'Cancelled'],
    [4, 'en', 'Abnormal'],
    [5, 'en', 'Waiting'],
    [9, 'en', 'Abnormal'],
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
    [0, 'en', 'Success'],
    [1, 'en', 'Needs adjustment'],
    [2, 'en', 'Failed'],
    [3, 'en', 'Cancelled'],
    [4, 'en', 'In progress'],
    [5, 'en', 'Abnormal'],
    [6, 'en', 'Waiting'],
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
