import { screen, waitFor, within } from '@testing-library/react';
import { browserClockIn, type BrowserZone } from '@eoffering/shared/testing';
import { renderApp, resetApp } from '../../testing/render-app';
import { giving, titles } from './records-test-data';

afterEach(resetApp);

// The member's browser keeps Taipei's clock unless a test names another zone: the machine running
// the tests may be in any zone, and the '(Taipei time)' label has cases of its own.
let restoreClock = (): void => undefined;
beforeEach(() => {
  restoreClock = browserClockIn('Taipei');
});
afterEach(() => restoreClock());

const ALL = {
  tra_start_datetime: '',
  tra_end_datetime: '',
  invoice_title_aid: null,
  pay_method: 'null',
  offering_aid: '',
};

const seven = Array.from({ length: 7 }, (_, index) =>
  giving({ offering_aid: 1001 + index, status: index === 1 ? 2 : 0 }),
);

const recordLinks = () =>
  within(screen.getByRole('list', { name: 'Givings' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

const open = (route = '/member_center/order_history', list = seven) =>
  renderApp(route, {
    signedIn: true,
    script: (api) => api.ok('get_tra_offering_list', list).ok('get_invoice_title_list', titles),
  });

describe('giving records page', () => {
  it('asks for every giving and shows five a page with the count, status and a link to each detail', async () => {
    const { api, user } = open();
    expect(await screen.findByText('7 records')).toBeVisible();
    expect(api.bodiesOf('get_tra_offering_list')).toEqual([ALL]);
    expect(recordLinks()).toEqual([
      'Giving no. 1001',
      'Giving no. 1002',
      'Giving no. 1003',
      'Giving no. 1004',
      'Giving no. 1005',
    ]);
    expect(screen.getByRole('link', { name: 'Giving no. 1001' })).toHaveAttribute(
      'href',
      '/eoffering/member_center/order_detail/1001',
    );
    const second = screen.getByRole('link', { name: 'Giving no. 1002' }).closest('li');
    expect(second).toHaveTextContent('Failed');
    expect(second).toHaveTextContent('NT$ 3,000');
    expect(second).toHaveTextContent('Credit card');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(recordLinks()).toEqual(['Giving no. 1006', 'Giving no. 1007']);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    // Paging is in the browser: the list is not asked again.
    expect(api.bodiesOf('get_tra_offering_list')).toHaveLength(1);
  });

  it.each<['en' | 'zh-TW', BrowserZone, string, string]>([
    ['en', 'Taipei', 'Givings', '2026/11/20 10:15'],
    ['en', 'UTC', 'Givings', '2026/11/20 10:15 (Taipei time)'],
    ['en', 'Los Angeles', 'Givings', '2026/11/20 10:15 (Taipei time)'],
    ['zh-TW', 'Taipei', '奉獻列表', '2026/11/20 10:15'],
    ['zh-TW', 'UTC', '奉獻列表', '2026/11/20 10:15（台北時間）'],
    ['zh-TW', 'Los Angeles', '奉獻列表', '2026/11/20 10:15（台北時間）'],
  ])(
    '%s, a browser in %s: each giving in "%s" is dated "%s"',
    async (language, zone, list, shown) => {
      browserClockIn(zone);
      renderApp('/member_center/order_history', {
        signedIn: true,
        language,
        script: (api) =>
          api
            .ok('get_tra_offering_list', [
              giving({ offering_build_datetime: '2026-11-20 10:15:00' }),
            ])
            .ok('get_invoice_title_list', titles),
      });
      const givings = await screen.findByRole('list', { name: list });
      expect(within(givings).getByText(shown)).toBeVisible();
    },
  );

  it('opens the detail when a record is chosen', async () => {
    const { api, user } = open();
    api.ok('get_tra_offering_detail', giving());
    await user.click(await screen.findByRole('link', { name: 'Giving no. 1001' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Giving detail' })).toBeVisible();
  });

  it('links to the recurring records', async () => {
    open();
    expect(await screen.findByRole('link', { name: 'Recurring giving records' })).toHaveAttribute(
      'href',
      '/eoffering/member_center/order_ach',
    );
  });

  it("says 'no data' when nothing matches", async () => {
    open('/member_center/order_history', []);
    expect(await screen.findByText('no data')).toBeVisible();
    expect(screen.getByText('0 records')).toBeVisible();
  });

  it('filters by pay method and goes back to page 1', async () => {
    const { api, user } = open('/member_center/order_history?page=2');
    await screen.findByText('7 records');
    expect(recordLinks()).toEqual(['Giving no. 1006', 'Giving no. 1007']);
    api.ok('get_tra_offering_list', seven.slice(0, 2));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment method' }), 'LINE Pay');
    expect(await screen.findByText('2 records')).toBeVisible();
    expect(api.bodiesOf('get_tra_offering_list').at(-1)).toEqual({ ...ALL, pay_method: 'LINEPAY' });
    expect(recordLinks()).toEqual(['Giving no. 1001', 'Giving no. 1002']);
  });

  it('offers the previous calendar year as an ROC year and asks for 1 January to 31 December', async () => {
    const { api, user } = open();
    await screen.findByText('7 records');
    const year = new Date().getFullYear() - 1;
    const range = screen.getByRole('combobox', { name: 'Date' });
    expect(
      within(range)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All',
      'Last 30 days',
      'Last 180 days',
      'Last 360 days',
      `ROC ${year - 1911} (${year})`,
    ]);
    api.ok('get_tra_offering_list', []);
    await user.selectOptions(range, `ROC ${year - 1911} (${year})`);
    await screen.findByText('no data');
    expect(api.bodiesOf('get_tra_offering_list').at(-1)).toEqual({
      ...ALL,
      tra_start_datetime: `${year}-01-01`,
      tra_end_datetime: `${year}-12-31`,
    });
  });

  it.each([
    ['UTC evening', '2026-11-25T22:30:00Z'],
    ['Los Angeles morning', '2026-11-25T08:30:00-08:00'],
  ])(
    'counts "last 30 days" in Taipei days on a %s that is already the next day in Taipei',
    async (_case, instant) => {
      jest.useFakeTimers({ now: new Date(instant), advanceTimers: true });
      try {
        const { api, user } = open();
        await screen.findByText('7 records');
        api.ok('get_tra_offering_list', []);
        await user.selectOptions(screen.getByRole('combobox', { name: 'Date' }), 'Last 30 days');
        await screen.findByText('no data');
        expect(api.bodiesOf('get_tra_offering_list').at(-1)).toEqual({
          ...ALL,
          tra_start_datetime: '2026-10-27',
          tra_end_datetime: '2026-11-26',
        });
      } finally {
        jest.useRealTimers();
      }
    },
  );

  it("filters by one of the member's saved titles, or anonymous giving", async () => {
    const { api, user } = open();
    await screen.findByText('7 records');
    const title = screen.getByRole('combobox', { name: 'Receipt title' });
    await waitFor(() => expect(within(title).getAllByRole('option')).toHaveLength(5));
    expect(
      within(title)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All',
      'Anonymous giving',
      'In my own name',
      '明光科技股份有限公司 (24536806)',
      '王小明 (28479133)',
    ]);
    api.ok('get_tra_offering_list', [giving()]);
    await user.selectOptions(title, '王小明 (28479133)');
    await screen.findByText('1 record');
    expect(api.bodiesOf('get_tra_offering_list').at(-1)).toEqual({ ...ALL, invoice_title_aid: 2 });

    api.ok('get_tra_offering_list', []);
    await user.selectOptions(title, 'Anonymous giving');
    await screen.findByText('no data');
    expect(api.bodiesOf('get_tra_offering_list').at(-1)).toEqual({ ...ALL, invoice_title_aid: -1 });
  });

  it('searches a giving number, and refuses one that is not digits while keeping what was typed', async () => {
    const { api, user } = open();
    await screen.findByText('7 records');
    const number = screen.getByRole('textbox', { name: 'Giving number' });
    await user.type(number, '10a1');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please enter the giving number in digits only.',
    );
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveValue('10a1');
    expect(api.bodiesOf('get_tra_offering_list')).toHaveLength(1);

    api.ok('get_tra_offering_list', [giving({ offering_aid: 1011 })]);
    await user.clear(number);
    await user.type(number, '1011{Enter}');
    expect(await screen.findByText('1 record')).toBeVisible();
    expect(api.bodiesOf('get_tra_offering_list').at(-1)).toEqual({ ...ALL, offering_aid: '1011' });
    expect(number).not.toHaveAttribute('aria-invalid');
  });

  it('reads its filters from the address, so reload and Back keep them', async () => {
    const { api } = open('/member_center/order_history?title=1&method=VACC&number=1017&page=2');
    await screen.findByText('7 records');
    expect(api.bodiesOf('get_tra_offering_list')).toEqual([
      { ...ALL, invoice_title_aid: 1, pay_method: 'VACC', offering_aid: '1017' },
    ]);
    expect(screen.getByRole('combobox', { name: 'Payment method' })).toHaveDisplayValue(
      'Bank transfer',
    );
    expect(screen.getByRole('textbox', { name: 'Giving number' })).toHaveValue('1017');
    expect(recordLinks()).toEqual(['Giving no. 1006', 'Giving no. 1007']);
  });
});
