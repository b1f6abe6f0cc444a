import { ROUTES, Route, Routes } from '@eoffering/shared';
import { renderWithProviders } from '@eoffering/shared/testing';
import { screen } from '@testing-library/react';
import { ResultErrorPage } from './result-error-page';

const renderAt = (message: string, language: 'en' | 'zh-TW' = 'en') =>
  renderWithProviders(
    <Routes>
      <Route path={ROUTES.givingResultError.relative} element={<ResultErrorPage />} />
    </Routes>,
    { route: ROUTES.givingResultError.build({ errorMsg: message }), language },
  );

describe('transaction error page (/order/result_error/{errorMsg})', () => {
  it.each([
    ['Transaction failed, canceled or error', 'en', 'Transaction failed, canceled or error'],
    ['Transaction failed, canceled or error', 'zh-TW', '交易失敗、已取消或發生錯誤'],
    ['Failed to load payment methods', 'zh-TW', '付款方式載入失敗'],
  ] as const)('shows the known message %j translated (%s)', (message, language, shown) => {
    renderAt(message, language);

    expect(screen.getByRole('alert')).toHaveTextContent(shown);
  });

  it.each(['Your card was stolen, call 0900-000-000', '<img src=x onerror=alert(1)> declined'])(
    'never shows a message it does not know: %j',
    (message) => {
      renderAt(message);

      expect(screen.getByRole('alert')).toHaveTextContent(
        'The transaction could not be completed.',
      );
      expect(screen.queryByText(/0900|onerror/)).toBeNull();
      expect(document.querySelector('img')).toBeNull();
    },
  );

  it('links back to the giving home', () => {
    renderAt('x');

    expect(screen.getByRole('heading', { level: 1, name: 'Transaction error' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute(
      'href',
      '/eoffering',
    );
  });
});
