import { act, screen } from '@testing-library/react';
import { Route, Routes } from '../routes/routing';
import { renderWithProviders } from '../testing/render-with-providers';
import { AmountDisplay } from '../flows/display/amount-display';
import { NotFound } from './not-found';
import { PageSection } from './page-section';
import { LoadingArea, PageLoading, Skeleton } from './skeleton';
import { TOAST_MS, ToastRegion, toast } from './toast-region';

describe('ToastRegion', () => {
  afterEach(() => jest.useRealTimers());

  it('announces bus toasts in a live region and removes them after 1.5 s', () => {
    jest.useFakeTimers();
    renderWithProviders(<ToastRegion />, { language: 'en' });
    const region = screen.getByRole('status', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    act(() => toast('welcome'));
    expect(region).toHaveTextContent('welcome');
    act(() => jest.advanceTimersByTime(TOAST_MS - 1));
    expect(region).toHaveTextContent('welcome');
    act(() => jest.advanceTimersByTime(1));
    expect(region).toBeEmptyDOMElement();
  });
});

describe('NotFound', () => {
  it('says the page is missing and links back home, in Chinese by default', async () => {
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/" element={<p>首頁內容</p>} />
        <Route path="*" element={<NotFound />} />
      </Routes>,
      { route: '/order/nowhere' },
    );
    expect(screen.getByRole('heading', { level: 1, name: '找不到頁面' })).toBeInTheDocument();
    const home = screen.getByRole('link', { name: '回首頁' });
    expect(home).toHaveAttribute('href', '/eoffering');
    await user.click(home);
    expect(screen.getByText('首頁內容')).toBeInTheDocument();
  });
});

it('AmountDisplay shows whole NT$', () => {
  renderWithProviders(<AmountDisplay amount={12500} />);
  expect(screen.getByText('NT$ 12,500')).toBeInTheDocument();
});

it('LoadingArea is busy and says loading once; its skeletons are silent', () => {
  renderWithProviders(
    <LoadingArea>
      <Skeleton shape="rect" width={120} />
    </LoadingArea>,
    { language: 'en' },
  );
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  expect(screen.getByRole('status').parentElement).toHaveAttribute('aria-busy', 'true');
});

it('PageLoading announces its label once while the page loads', () => {
  renderWithProviders(<PageLoading label="正在載入項目" />);
  expect(screen.getByRole('status')).toHaveTextContent('正在載入項目');
  expect(screen.getByRole('status').parentElement).toHaveAttribute('aria-busy', 'true');
});

it('PageSection is a region named by its one level-1 heading', () => {
  renderWithProviders(
    <PageSection title="奉獻項目">
      <p>內容</p>
    </PageSection>,
  );
  const region = screen.getByRole('region', { name: '奉獻項目' });
  expect(region).toContainElement(screen.getByRole('heading', { level: 1, name: '奉獻項目' }));
  expect(region).toHaveTextContent('內容');
});
