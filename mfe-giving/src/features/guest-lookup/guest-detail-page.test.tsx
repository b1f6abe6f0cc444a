import { ROUTES, Route, Routes } from '@eoffering/shared';
import {
  type AnsweredDialogs,
  answerDialogs,
  type FakeApi,
  installFakeApi,
  renderWithProviders,
} from '@eoffering/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import userEvent from '@testing-library/user-event';
import type { GivingDetail } from '@eoffering/shared/contract';
import { anItem, tithe } from '../../testing/fixtures';
import { aGiving } from '../../testing/givings';
import { renderPage } from '../../testing/render-page';
import { GuestDetailPage } from './guest-detail-page';
import { proofFor, rememberProof } from './proof-store';

const SID = 'B123456780';
const PROOF = { offering_aid: 1101, donor_sid: SID };

let api: FakeApi;
let dialogs: AnsweredDialogs;

beforeEach(() => {
  api = installFakeApi();
  dialogs = answerDialogs();
});

afterEach(() => {
  dialogs.stop();
  api.uninstall();
});

const transfer = (overrides: Partial<GivingDetail> = {}) =>
  aGiving({
    offering_aid: 1101,
    pay_method: 'VACC',
    item_package: [
      { item_aid: 1, item_name: '什一奉獻', package_amount: 2000 },
      { item_aid: 4, item_name: '宣教奉獻', package_amount: 1000 },
    ],
    amount: 3000,
    ...overrides,
  });

/** The detail page as the lookup leaves it: the identity number handed over in memory. */
const openDetail = (giving: GivingDetail, { proven = true, timers = false } = {}) => {
  if (proven) rememberProof(giving.offering_aid, SID);
  api.ok('get_tra_detail_nopg', giving);
  const rendered = renderPage(ROUTES.guestGivingDetail.relative, <GuestDetailPage />, {
    route: ROUTES.guestGivingDetail.build({ offeringAid: giving.offering_aid }),
    language: 'en',
    toasts: true,
  });
  // With jest's clock, userEvent must advance it when it waits between keystrokes.
  const user = timers
    ? userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    : rendered.user;
  return { ...rendered, user };
};

/** The value next to a label of a description list. */
const fact = (label: string) =>
  screen.getAllByRole('term').find((term) => term.textContent === label)?.nextElementSibling
    ?.textContent;

/** One line of the items list, as read: its name and amount. */
const itemLine = (text: string) =>
  screen.findByText((_, element) => element?.tagName === 'LI' && element.textContent === text);

const receiptSection = () => screen.getByRole('region', { name: 'Receipt information' });

describe('guest giving detail', () => {
  it('shows number, date, items, total, method, status and remarks of the proven giving', async () => {
    openDetail(transfer({ comments: '感恩', offering_build_datetime: '2026-11-20 10:15:00' }));

    expect(await itemLine('宣教奉獻 NT$ 1,000')).toBeVisible();
    expect(api.bodiesOf('get_tra_detail_nopg')).toEqual([PROOF]);
    expect(fact('Giving number')).toBe('1101');
    expect(fact('Date')).toMatch(/^2026\/11\/20 10:15/);
    expect(fact('Items')).toBe('什一奉獻 NT$ 2,000宣教奉獻 NT$ 1,000');
    expect(fact('Total')).toBe('NT$ 3,000');
    expect(fact('Payment method')).toBe('Bank transfer');
    expect(fact('Transaction status')).toBe('Success');
    expect(fact('Remarks')).toBe('感恩');
  });

  it.each([
    ['en' as const, 'Date', 480, '2026/11/20 10:15 (Taipei time)'],
    ['en' as const, 'Date', -480, '2026/11/20 10:15'],
    ['zh-TW' as const, '奉獻日期', 0, '2026/11/20 10:15（台北時間）'],
    ['zh-TW' as const, '奉獻日期', -480, '2026/11/20 10:15'],
  ])(
    '%s: the giving date (%s), a Taipei time, on a clock %i minutes behind UTC reads "%s"',
    async (language, label, offset, shown) => {
      const clock = jest.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(offset);
      try {
        rememberProof(1101, SID);
        api.ok('get_tra_detail_nopg', transfer({ offering_build_datetime: '2026-11-20 10:15:00' }));
        renderPage(ROUTES.guestGivingDetail.relative, <GuestDetailPage />, {
          route: ROUTES.guestGivingDetail.build({ offeringAid: 1101 }),
          language,
        });

        await screen.findByText(label, { selector: 'dt' });
        expect(fact(label)).toBe(shown);
      } finally {
        clock.mockRestore();
      }
    },
  );

  it('after a reload asks for the identity number again (nothing kept), then shows the giving', async () => {
    const { user } = openDetail(transfer(), { proven: false });
    api.ok('get_tra_detail_nopg', transfer());

    expect(screen.getByText(/To see giving 1101, enter the donor's ID number again/)).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Giving number' })).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'Donor ID number' }), SID);
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await itemLine('宣教奉獻 NT$ 1,000')).toBeVisible();
    expect(api.bodiesOf('get_tra_detail_nopg')).toEqual([PROOF, PROOF]);
  });

  it('keeps the identity number through the double render of StrictMode (the shell renders in it), then forgets it', async () => {
    rememberProof(1101, SID);
    // StrictMode mounts effects twice: the first read is aborted and asked again.
    api.ok('get_tra_detail_nopg', transfer()).ok('get_tra_detail_nopg', transfer());
    renderWithProviders(
      <StrictMode>
        <Routes>
          <Route path={ROUTES.guestGivingDetail.relative} element={<GuestDetailPage />} />
        </Routes>
      </StrictMode>,
      { route: '/order_history/detail/1101', language: 'en' },
    );

    expect(await itemLine('宣教奉獻 NT$ 1,000')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Donor ID number' })).not.toBeInTheDocument();
    expect(proofFor(1101)).toBeNull();
  });

  it("says 'no data' with a way back when the giving is no longer answered", async () => {
    rememberProof(1101, SID);
    api.fail('get_tra_detail_nopg', 200, 'no data', 404);
    renderWithProviders(
      <Routes>
        <Route path={ROUTES.guestGivingDetail.relative} element={<GuestDetailPage />} />
      </Routes>,
      { route: '/order_history/detail/1101', language: 'en' },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('no data');
    expect(screen.getByRole('link', { name: 'Back to giving lookup' })).toHaveAttribute(
      'href',
      '/eoffering/order_history',
    );
  });
});

describe('receipt information (giving detail editing)', () => {
  it('edits the title and tax id: update successful, then the giving is read again', async () => {
    const { user } = openDetail(transfer());
    await user.click(await screen.findByRole('button', { name: 'Edit receipt information' }));
    const section = receiptSection();
    await user.type(within(section).getByRole('textbox', { name: 'Receipt title' }), '林志豪');
    await user.type(within(section).getByRole('textbox', { name: 'Tax ID' }), '24536806');
    const updated = transfer({ invoice_title: '林志豪', invoice_tax_id: '24536806' });
    api.ok('update_guest_receipt_info', updated).ok('get_tra_detail_nopg', updated);
    await user.click(within(section).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('update successful')).toBeVisible();
    expect(api.bodiesOf('update_guest_receipt_info')).toEqual([
      { ...PROOF, invoice_title_aid: 0, invoice_title: '林志豪', invoice_tax_id: '24536806' },
    ]);
    expect(await within(receiptSection()).findByText('24536806')).toBeVisible();
    expect(api.bodiesOf('get_tra_detail_nopg')).toEqual([PROOF, PROOF]);
  });

  it('asks for the title and tax id of a titled receipt before sending', async () => {
    const { user } = openDetail(transfer());
    await user.click(await screen.findByRole('button', { name: 'Edit receipt information' }));
    await user.click(within(receiptSection()).getByRole('button', { name: 'Submit' }));

    expect(
      within(receiptSection())
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual(['please enter receipt title', 'please enter data']);
    expect(api.bodiesOf('update_guest_receipt_info')).toEqual([]);
  });

  it('sends anonymous as -1 without title or tax id', async () => {
    const { user } = openDetail(transfer({ invoice_title: '林志豪', invoice_tax_id: '24536806' }));
    await user.click(await screen.findByRole('button', { name: 'Edit receipt information' }));
    await user.click(screen.getByRole('radio', { name: 'Anonymous giving (no receipt)' }));
    api.ok('update_guest_receipt_info', transfer()).ok('get_tra_detail_nopg', transfer());
    await user.click(within(receiptSection()).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('update successful')).toBeVisible();
    expect(api.bodiesOf('update_guest_receipt_info')).toEqual([
      { ...PROOF, invoice_title_aid: -1, invoice_title: '', invoice_tax_id: '' },
    ]);
  });

  it("on a refusal says 'update failed, will return to offering list' and goes back to the lookup", async () => {
    const { user } = openDetail(transfer());
    await user.click(await screen.findByRole('button', { name: 'Edit receipt information' }));
    await user.click(screen.getByRole('radio', { name: 'Anonymous giving (no receipt)' }));
    api.fail('update_guest_receipt_info', 200, 'the edit window has closed', 422);
    await user.click(within(receiptSection()).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('status', { name: 'location' })).toHaveTextContent(
      /^\/order_history$/,
    );
    expect(dialogs.alerts.map(({ title, message }) => [title, message])).toEqual([
      ['Update failed', 'update failed, will return to offering list'],
    ]);
  });

  it.each([
    [
      'en',
      'the edit window closed',
      { if_edit_flag: 0, if_print_flag: 0, annual_receipt_aid: 0 },
      'Edit receipt information',
      'Receipt information can be changed for successful givings only, from the giving date until the 4th of the following month.',
    ],
    [
      'zh-TW',
      'the edit window closed',
      { if_edit_flag: 0, if_print_flag: 0, annual_receipt_aid: 0 },
      '修改收據資料',
      '收據資訊僅限交易成功的奉獻修改，期限為奉獻日起至次月 4 日。',
    ],
    [
      'en',
      'its receipt printed',
      { if_edit_flag: 0, if_print_flag: 3, annual_receipt_aid: 0 },
      'Edit receipt information',
      'A receipt has been issued, so its title and tax ID can no longer be changed.',
    ],
    [
      'zh-TW',
      'its receipt printed',
      { if_edit_flag: 0, if_print_flag: 3, annual_receipt_aid: 0 },
      '修改收據資料',
      '收據已開立，收據抬頭與統一編號無法再修改。',
    ],
    [
      'en',
      'the annual receipt issued inside the edit window',
      { if_edit_flag: 1, if_print_flag: 0, annual_receipt_aid: 42 },
      'Edit receipt information',
      'This giving is on annual receipt no. 000042, so its title and tax ID can no longer be changed.',
    ],
    [
      'zh-TW',
      'the annual receipt issued inside the edit window',
      { if_edit_flag: 0, if_print_flag: 0, annual_receipt_aid: 42 },
      '修改收據資料',
      '這筆奉獻已列入年度收據（編號 000042），收據抬頭與統一編號無法再修改。',
    ],
  ] as const)(
    '%s: %s, says so and offers no editing',
    async (language, _case, flags, editName, reason) => {
      rememberProof(1101, SID);
      api.ok('get_tra_detail_nopg', transfer(flags));
      renderPage(ROUTES.guestGivingDetail.relative, <GuestDetailPage />, {
        route: ROUTES.guestGivingDetail.build({ offeringAid: 1101 }),
        language,
      });
      const edit = await screen.findByRole('button', { name: editName });
      expect(edit).toBeDisabled();
      expect(edit).toHaveAccessibleDescription(reason);
      if (flags.if_edit_flag === 0) {
        expect(screen.queryByRole('button', { name: /Edit items|修改奉獻項目/ })).toBeNull();
      }
    },
  );

  it('puts focus on the editor when it opens and back on its button when it closes', async () => {
    const { user } = openDetail(transfer());
    const edit = await screen.findByRole('button', { name: 'Edit receipt information' });
    await user.click(edit);
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: 'Receipt information' }),
    );
    await user.click(within(receiptSection()).getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Edit receipt information' }),
    );
  });
});

describe('item editing (transfer givings only)', () => {
  const ITEMS = [
    tithe,
    anItem({
      item_aid: 4,
      item_name: '宣教奉獻',
      item_donation_min_num: 500,
      item_donation_max_num: 2000,
    }),
    anItem({
      item_aid: 6,
      item_name: '其他奉獻',
      item_donation_min_num: 1,
      item_donation_max_num: 100000,
    }),
  ];
  const amountOf = (item: string) => screen.getByRole('textbox', { name: `Amount for ${item}` });

  it.each<[GivingDetail['pay_method']]>([['CREDIT'], ['LINEPAY'], ['CASH']])(
    'is not offered for %s',
    async (method) => {
      openDetail(transfer({ pay_method: method }));
      await screen.findByRole('button', { name: 'Edit receipt information' });
      expect(screen.queryByRole('button', { name: 'Edit items' })).not.toBeInTheDocument();
    },
  );

  it("keeps unticked items disabled, refuses a changed total with 'modification error', then sends the new items", async () => {
    const { user } = openDetail(transfer());
    api.ok('get_project_items', ITEMS);
    await user.click(await screen.findByRole('button', { name: 'Edit items' }));

    expect(await screen.findByRole('checkbox', { name: '什一奉獻' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '其他奉獻' })).not.toBeChecked();
    expect(amountOf('其他奉獻')).toBeDisabled();
    expect(api.bodiesOf('get_project_items')).toEqual([{ project_aid: 1, if_ach: 0 }]);

    await user.clear(amountOf('宣教奉獻'));
    await user.type(amountOf('宣教奉獻'), '500');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('modification error');
    expect(api.bodiesOf('update_tra_items')).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: '其他奉獻' }));
    expect(amountOf('其他奉獻')).toBeEnabled();
    await user.type(amountOf('其他奉獻'), '500');
    const updated = transfer({
      item_package: [
        { item_aid: 1, item_name: '什一奉獻', package_amount: 2000 },
        { item_aid: 4, item_name: '宣教奉獻', package_amount: 500 },
        { item_aid: 6, item_name: '其他奉獻', package_amount: 500 },
      ],
    });
    api.ok('update_tra_items', updated).ok('get_tra_detail_nopg', updated);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('update successful')).toBeVisible();
    expect(api.bodiesOf('update_tra_items')).toEqual([
      { ...PROOF, item_package: updated.item_package },
    ]);
    expect(await itemLine('其他奉獻 NT$ 500')).toBeVisible();
  });

  it('puts focus on the item editor when it opens and back on Edit items when it closes', async () => {
    const { user } = openDetail(transfer());
    api.ok('get_project_items', ITEMS);
    await user.click(await screen.findByRole('button', { name: 'Edit items' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Giving items' }));
    await screen.findByRole('checkbox', { name: '什一奉獻' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit items' }));
  });

  it('shows a ticked amount outside its limits and sends nothing', async () => {
    const { user } = openDetail(transfer());
    api.ok('get_project_items', ITEMS);
    await user.click(await screen.findByRole('button', { name: 'Edit items' }));
    await user.clear(await screen.findByRole('textbox', { name: 'Amount for 宣教奉獻' }));
    await user.type(amountOf('宣教奉獻'), '2500');
    await user.clear(amountOf('什一奉獻'));
    await user.type(amountOf('什一奉獻'), '500');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(amountOf('宣教奉獻')).toHaveAccessibleDescription(/Maximum amount: NT\$ 2,000/);
    expect(amountOf('宣教奉獻')).toHaveFocus();
    expect(api.bodiesOf('update_tra_items')).toEqual([]);
  });

  it('asks for at least one item', async () => {
    const { user } = openDetail(transfer());
    api.ok('get_project_items', ITEMS);
    await user.click(await screen.findByRole('button', { name: 'Edit items' }));
    await user.click(await screen.findByRole('checkbox', { name: '什一奉獻' }));
    await user.click(screen.getByRole('checkbox', { name: '宣教奉獻' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(screen.getByRole('alert')).toHaveTextContent('please tick at least one item');
    expect(api.bodiesOf('update_tra_items')).toEqual([]);
  });
});

describe('single-receipt print as the guest uses it (receipt printing)', () => {
  beforeAll(() => {
    // jsdom has no object URLs and does not download; these stand in for the browser's.
    Object.assign(URL, { createObjectURL: () => 'blob:receipt', revokeObjectURL: () => undefined });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it.each<[number, string, string, boolean]>([
    [-1, 'Cannot be printed', 'Print receipt', true],
    [0, 'Printable', 'Print receipt', false],
    [7, 'Printed', 'Reprint receipt', false],
  ])('if_print_flag %i: "%s", offering "%s"', async (flag, status, action, disabled) => {
    openDetail(transfer({ if_print_flag: flag }));
    const button = await screen.findByRole('button', { name: action });
    expect(button).toHaveAccessibleDescription(status);
    if (disabled) expect(button).toBeDisabled();
    else expect(button).toBeEnabled();
  });

  it.each<[number, string, 'print_single_receipt' | 'reprint_receipt', object]>([
    [0, 'Print receipt', 'print_single_receipt', PROOF],
    [7, 'Reprint receipt', 'reprint_receipt', { tra_receipt_aid: 7, donor_sid: SID }],
  ])(
    'if_print_flag %i: %s sends the identity number, then reads the giving again',
    async (flag, action, purpose, body) => {
      jest.useFakeTimers();
      const { user } = openDetail(transfer({ if_print_flag: flag, if_edit_flag: 0 }), {
        timers: true,
      });
      await user.click(await screen.findByRole('button', { name: action }));
      act(() => jest.advanceTimersByTime(3000));
      api
        .file(purpose, '%PDF-1.7', 'church_receipt_20261120.pdf')
        .ok('get_tra_detail_nopg', transfer({ if_print_flag: 7, if_edit_flag: 0 }));
      const dialog = screen.getByRole('alertdialog', { name: action });
      await user.click(within(dialog).getByRole('button', { name: 'Print' }));

      await waitFor(() => expect(api.bodiesOf('get_tra_detail_nopg')).toEqual([PROOF, PROOF]));
      expect(api.bodiesOf(purpose)).toEqual([body]);
      expect(dialog).not.toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'Reprint receipt' })).toBeEnabled();
    },
  );
});
