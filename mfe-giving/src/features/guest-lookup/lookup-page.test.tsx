import { ROUTES, Route, Routes, bus, type BusEvent } from '@eoffering/shared';
import { installFakeApi, renderWithProviders, type FakeApi } from '@eoffering/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { aGiving } from '../../testing/givings';
import type { GuestGivingSummary } from '@eoffering/shared/contract';
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
const identityBox = () => screen.getByRole('textbox', { name: 'Donor ID number' });

describe('guest lookup page', () => {
  it('asks for both fields with their own messages and sends nothing', async () => {
    const { user } = renderLookup();
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'please enter giving number',
      'please enter ID',
    ]);
    expect(numberBox()).toHaveFocus();
    expect(api.bodiesOf('get_tra_detail_nopg')).toHaveLength(0);
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
    // The whole address, query included, and every header: tried once with the number sent as
    // `params: { sid }` beside the body, which this line then fails.
    const outsideBodies = api.requests.map(({ url, headers }) => url + JSON.stringify(headers));
    expect(outsideBodies.filter((sent) => sent.toUpperCase().includes('B123456780'))).toEqual([]);
    const location = screen.getByRole('status', { name: 'location' }).textContent ?? '';
    expect(location).toBe('/order_history/detail/1101');
    const stored = JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage });
    expect(stored).not.toContain('B123456780');
  });
});

describe('the givings this browser made as a guest (docs/screens/guest-lookup.md)', () => {
  const summary = (overrides: Partial<GuestGivingSummary> = {}): GuestGivingSummary => ({
    offering_aid: 1403,
    project_name: '一般奉獻',
    offering_build_datetime: '2026-11-25 10:15:00',
    amount: 2000,
    pay_method: 'VACC',
    status: 5,
    order_info_aid: 9,
    ...overrides,
  });

  it('lists them, newest first as the server sends them, each leading to its result page', async () => {
    api.ok('get_guest_givings', [
      summary(),
      summary({ offering_aid: 1399, amount: 500, pay_method: 'CREDIT', status: 0 }),
    ]);
    renderLookup();

    const list = await screen.findByRole('region', { name: 'Your recent givings on this device' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/eoffering/order/result/1403',
      '/eoffering/order/result/1399',
    ]);
    // The time's zone label depends on the machine's clock: its own test is below.
    expect(links[0]).toHaveTextContent(
      /^Giving number 1403一般奉獻 · NT\$ 2,000 · Bank transfer2026\/11\/25 10:15.*Waiting$/,
    );
    expect(links[1]).toHaveTextContent('Giving number 1399');
    expect(api.bodiesOf('get_guest_givings')).toEqual([{}]);
    // The lookup form stays for givings of other devices.
    expect(numberBox()).toBeVisible();
  });

  it('names each project in English on an English page where the backend gives the name, in Chinese where not', async () => {
    api.ok('get_guest_givings', [
      summary({ project_name: '宣教事工', project_name_en: 'Missions' }),
      summary({ offering_aid: 1399 }),
    ]);
    renderLookup();

    const list = await screen.findByRole('region', { name: 'Your recent givings on this device' });
    const links = within(list).getAllByRole('link');
    expect(links[0]).toHaveTextContent('Missions · NT$ 2,000');
    expect(links[0]).not.toHaveTextContent('宣教事工');
    expect(links[1]).toHaveTextContent('一般奉獻 · NT$ 2,000');
  });

  it('shows nothing extra when the browser holds no pass, or the list cannot be read', async () => {
    api.ok('get_guest_givings', []);
    const first = renderLookup();
    await waitFor(() => expect(api.bodiesOf('get_guest_givings')).toHaveLength(1));
    const recent = { name: 'Your recent givings on this device' };
    expect(screen.queryByRole('region', recent)).toBeNull();
    first.unmount();

    api.networkError('get_guest_givings');
    renderLookup();
    await waitFor(() => expect(api.bodiesOf('get_guest_givings')).toHaveLength(2));
    expect(screen.queryByRole('region', recent)).toBeNull();
    expect(events.filter((event) => event.type === 'ui/alert')).toEqual([]);
  });

  it.each([
    ['en' as const, 'Your recent givings on this device', 480, '2026/11/25 10:15 (Taipei time)'],
    ['en' as const, 'Your recent givings on this device', -480, '2026/11/25 10:15'],
    ['zh-TW' as const, '此裝置最近的奉獻', 0, '2026/11/25 10:15（台北時間）'],
    ['zh-TW' as const, '此裝置最近的奉獻', -480, '2026/11/25 10:15'],
  ])(
    '%s: each giving\'s time in "%s", a Taipei time, on a clock %i minutes behind UTC reads "%s"',
    async (language, region, offset, shown) => {
      const clock = jest.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(offset);
      try {
        api.ok('get_guest_givings', [summary()]);
        renderLookup(language);

        const list = await screen.findByRole('region', { name: region });
        expect(within(list).getByText(/^2026\/11\/25 10:15/).textContent).toBe(shown);
      } finally {
        clock.mockRestore();
      }
    },
  );

  it('names them in Chinese too', async () => {
    api.ok('get_guest_givings', [summary()]);
    renderLookup('zh-TW');

    const list = await screen.findByRole('region', { name: '此裝置最近的奉獻' });
    expect(within(list).getByRole('link')).toHaveTextContent('奉獻編號 1403');
  });
});
