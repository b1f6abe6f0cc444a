import { ROUTES, Route, Routes, bus, type BusEvent } from '@eoffering/shared';
import { installFakeApi, renderWithProviders, type FakeApi } from '@eoffering/shared/testing';
import { screen } from '@testing-library/react';
import { aGiving } from '../../testing/givings';
import { ShowLocation } from '../../testing/show-location';
import { GuestDetailPage } from './guest-detail-page';
import { LookupPage } from './lookup-page';

let api: FakeApi;
let events: BusEvent[];
let subscription: { unsubscribe: () => void };

beforeEach(() => {
  api = installFakeApi();
  localStorage.clear();
  sessionStorage.clear();
  events = [];
  subscription = bus.all().subscribe((event) => events.push(event));
});

afterEach(() => {
  subscription.unsubscribe();
  api.uninstall();
});

const renderLookup = (language: 'en' | 'zh-TW' = 'en') =>
  renderWithProviders(
    <>
      <Routes>
        <Route path={ROUTES.guestLookup.relative} element={<LookupPage />} />
        <Route path={ROUTES.guestGivingDetail.relative} element={<GuestDetailPage />} />
      </Routes>
      <ShowLocation />
    </>,
    { route: ROUTES.guestLookup.build({}), language },
  );

const numberBox = () => screen.getByRole('textbox', { name: 'Giving number' });
const identityBox = () => screen.getByRole('textbox', { name: 'Donor identity number' });

describe('guest lookup page (spec 2, 5, 8)', () => {
  it('asks for both fields with their own messages and sends nothing', async () => {
    const { user } = renderLookup();
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'please enter giving number',
      'please enter ID',
    ]);
    expect(numberBox()).toHaveFocus();
    expect(api.requests).toHaveLength(0);
  });

  it('says so in Chinese too', async () => {
    const { user } = renderLookup('zh-TW');
    await user.click(screen.getByRole('button', { name: '查詢' }));

    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      '請輸入奉獻編號',
      '請輸入身分證字號',
    ]);
  });

  it("says 'no data' on a miss and keeps what was typed", async () => {
    api.fail('get_tra_detail_nopg', 200, 'no data', 404);
    const { user } = renderLookup();
    await user.type(numberBox(), '1101');
    await user.type(identityBox(), 'B223456782');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('no data');
    expect(numberBox()).toHaveValue('1101');
    expect(identityBox()).toHaveValue('B223456782');
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/order_history$/);
  });

  it("shows the rate limit's own message instead of the shared 'server error' path", async () => {
    api.fail('get_tra_detail_nopg', 429, 'too many failed lookups, please try again in 15 minutes');
    const { user } = renderLookup();
    await user.type(numberBox(), '1101');
    await user.type(identityBox(), 'B123456780');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'too many failed lookups, please try again in 15 minutes',
    );
    expect(events.filter((event) => event.type === 'ui/alert')).toEqual([]);
    expect(identityBox()).toHaveValue('B123456780');
  });

  it('sends the identity number only in the POST body and opens the detail without it in the address or storage', async () => {
    const giving = aGiving({ offering_aid: 1101 });
    api.ok('get_tra_detail_nopg', giving).ok('get_tra_detail_nopg', giving);
    const { user } = renderLookup();
    await user.type(numberBox(), '1101');
    await user.type(identityBox(), 'b123456780');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Giving detail' })).toBeVisible();
    expect(await screen.findByText('一般奉獻')).toBeVisible();
    expect(api.bodiesOf('get_tra_detail_nopg')).toEqual([
      { offering_aid: 1101, donor_sid: 'B123456780' },
      { offering_aid: 1101, donor_sid: 'B123456780' },
    ]);
    expect(api.requests.every((request) => !request.url.includes('B123456780'))).toBe(true);
    const location = screen.getByRole('status', { name: 'location' }).textContent ?? '';
    expect(location).toBe('/order_history/detail/1101');
    const stored = JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage });
    expect(stored).not.toContain('B123456780');
  });
});
