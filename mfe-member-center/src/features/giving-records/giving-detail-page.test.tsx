import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, resetApp } from '../../testing/render-app';
import { answerDialogs, browserClockIn, type BrowserZone } from '@eoffering/shared/testing';
import { giving, titles } from './records-test-data';

let dialogs: ReturnType<typeof answerDialogs> | null = null;
afterEach(() => {
  dialogs?.stop();
  dialogs = null;
  resetApp();
});

const open = (detail = giving(), route = `/member_center/order_detail/${detail.offering_aid}`) => {
  dialogs = answerDialogs(true);
  return renderApp(route, {
    signedIn: true,
    script: (api) => api.ok('get_tra_offering_detail', detail),
  });
};

/** The value next to a label of a description list. */
const fact = (label: string) => {
  const term = screen.getAllByRole('term').find((candidate) => candidate.textContent === label);
  return term?.nextElementSibling?.textContent;
};

// The member's browser keeps Taipei's clock unless a test names another zone: the machine running
// the tests may be in any zone, and the '(Taipei time)' label has cases of its own.
let restoreClock = (): void => undefined;
beforeEach(() => {
  restoreClock = browserClockIn('Taipei');
});
afterEach(() => restoreClock());

const receiptSection = () => screen.getByRole('region', { name: 'Receipt information' });

describe('giving detail page', () => {
  it('shows number, date, items, total, method, status and remarks', async () => {
    const { api } = open(
      giving({
        offering_aid: 1015,
        item_package: [
          { item_aid: 1, item_name: '什一奉獻', package_amount: 6000 },
          { item_aid: 6, item_name: '其他奉獻', package_amount: 500 },
        ],
        amount: 6500,
        comments: '聖誕感恩',
        offering_build_datetime: '2025-12-24 09:15:00',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Giving no. 1015' })).toBeVisible();
    expect(api.bodiesOf('get_tra_offering_detail')).toEqual([{ offering_aid: 1015 }]);
    expect(fact('Date')).toBe('2025/12/24 09:15');
    expect(fact('Items')).toBe('什一奉獻 NT$ 6,000其他奉獻 NT$ 500');
    expect(fact('Total')).toBe('NT$ 6,500');
    expect(fact('Payment method')).toBe('Credit card');
    expect(fact('Transaction status')).toBe('Success');
    expect(fact('Remarks')).toBe('聖誕感恩');
    expect(screen.queryByRole('button', { name: 'Transfer account info' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/eoffering/member_center/order_history',
    );
  });

  it.each<['en' | 'zh-TW', BrowserZone, string, string]>([
    ['en', 'Taipei', 'Date', '2025/12/24 09:15'],
    ['en', 'UTC', 'Date', '2025/12/24 09:15 (Taipei time)'],
    ['en', 'Los Angeles', 'Date', '2025/12/24 09:15 (Taipei time)'],
    ['zh-TW', 'Taipei', '奉獻日期', '2025/12/24 09:15'],
    ['zh-TW', 'UTC', '奉獻日期', '2025/12/24 09:15（台北時間）'],
    ['zh-TW', 'Los Angeles', '奉獻日期', '2025/12/24 09:15（台北時間）'],
  ])(
    '%s, a browser in %s: the giving\'s %s, a Taipei time, reads "%s"',
    async (language, zone, label, shown) => {
      browserClockIn(zone);
      renderApp('/member_center/order_detail/1015', {
        signedIn: true,
        language,
        script: (api) =>
          api.ok(
            'get_tra_offering_detail',
            giving({ offering_aid: 1015, offering_build_datetime: '2025-12-24 09:15:00' }),
          ),
      });
      await screen.findByText(label, { selector: 'dt' });
      expect(fact(label)).toBe(shown);
    },
  );

  it("shows a failed giving's transaction note", async () => {
    open(giving({ status: 2, tra_result: 'card declined' }));
    await screen.findByRole('heading', { name: 'Giving no. 1001' });
    expect(fact('Transaction status')).toBe('Failed');
    expect(fact('Transaction note')).toBe('Card declined');
  });

  it("opens the member's dedicated account for a transfer, asked only then, with a copy button", async () => {
    const { api, user } = open(giving({ pay_method: 'VACC' }));
    const info = await screen.findByRole('button', { name: 'Transfer account info' });
    expect(api.bodiesOf('get_member_vacc_num')).toEqual([]);
    api.ok('get_member_vacc_num', {
      id_account: '95012000345678',
      bank_name: '玉山銀行',
      bank_no: '808',
      bank_branch: '城東分行',
      bank_account_name: '財團法人台北恩典教會',
    });
    await user.click(info);
    const dialog = screen.getByRole('dialog', { name: 'Dedicated transfer account' });
    expect(await within(dialog).findByText('95012000345678')).toBeVisible();
    expect(dialog).toHaveTextContent('玉山銀行');
    expect(dialog).toHaveTextContent('808');
    expect(dialog).toHaveTextContent('城東分行');
    expect(dialog).toHaveTextContent('財團法人台北恩典教會');
    expect(within(dialog).getByRole('button', { name: 'Copy account number' })).toBeEnabled();
    expect(api.bodiesOf('get_member_vacc_num')).toEqual([{}]);
  });

  it('changes the receipt to a saved title, says so and reloads', async () => {
    const { api, user } = open(
      giving({ invoice_title_aid: 0, invoice_title: '', invoice_tax_id: '' }),
    );
    api.ok('get_invoice_title_list', titles);
    await user.click(await screen.findByRole('button', { name: 'Edit receipt information' }));
    const section = receiptSection();
    // Aid 0 without a title is the member's own name; a title is another choice.
    expect(within(section).getByRole('radio', { name: 'Receipt in my own name' })).toBeChecked();
    await user.click(within(section).getByRole('radio', { name: 'Receipt with a title' }));
    const saved = within(section).getByRole('combobox', { name: 'Saved receipt titles' });
    await waitFor(() => expect(saved).toBeEnabled());
    await user.selectOptions(saved, '明光科技股份有限公司 (24536806)');
    expect(within(section).getByRole('textbox', { name: 'Receipt title' })).toHaveValue(
      '明光科技股份有限公司',
    );
    expect(within(section).getByRole('textbox', { name: 'Tax ID' })).toHaveValue('24536806');

    const updated = giving({
      invoice_title_aid: 1,
      invoice_title: '明光科技股份有限公司',
      invoice_tax_id: '24536806',
    });
    api.ok('update_member_receipt_info', updated).ok('get_tra_offering_detail', updated);
    await user.click(within(section).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('update successful')).toBeVisible();
    expect(api.bodiesOf('update_member_receipt_info')).toEqual([
      {
        offering_aid: 1001,
        invoice_title_aid: 1,
        invoice_title: '明光科技股份有限公司',
        invoice_tax_id: '24536806',
      },
    ]);
    await waitFor(() => expect(fact('Receipt title')).toBe('明光科技股份有限公司'));
    expect(api.bodiesOf('get_tra_offering_detail')).toHaveLength(2);
  });

  it('sends a typed title that is not saved with aid 0, and anonymous giving with -1', async () => {
    const { api, user } = open();
    api.ok('get_invoice_title_list', titles);
    await user.click(await screen.findByRole('button', { name: 'Edit receipt information' }));
    const title = screen.getByRole('textbox', { name: 'Receipt title' });
    await user.clear(title);
    await user.type(title, '王家');
    api.ok('update_member_receipt_info', giving()).ok('get_tra_offering_detail', giving());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('update successful');
    expect(api.bodiesOf('update_member_receipt_info').at(-1)).toEqual({
      offering_aid: 1001,
      invoice_title_aid: 0,
      invoice_title: '王家',
      invoice_tax_id: '28479133',
    });

    api.ok('get_invoice_title_list', titles);
    await user.click(await screen.findByRole('button', { name: 'Edit receipt information' }));
    await user.click(screen.getByRole('radio', { name: 'Anonymous giving (no receipt)' }));
    expect(screen.queryByRole('textbox', { name: 'Receipt title' })).not.toBeInTheDocument();
    api.ok('update_member_receipt_info', giving()).ok('get_tra_offering_detail', giving());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.bodiesOf('update_member_receipt_info')).toHaveLength(2));
    expect(api.bodiesOf('update_member_receipt_info').at(-1)).toEqual({
      offering_aid: 1001,
      invoice_title_aid: -1,
      invoice_title: '',
      invoice_tax_id: '',
    });
  });

  it("goes back to a receipt in the member's own name: aid 0, no title, no tax id", async () => {
    const { api, user } = open(
      giving({ invoice_title_aid: -1, invoice_title: '', invoice_tax_id: '' }),
    );
    api.ok('get_invoice_title_list', titles);
    await user.click(await screen.findByRole('button', { name: 'Edit receipt information' }));
    expect(screen.getByRole('radio', { name: 'Anonymous giving (no receipt)' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Receipt in my own name' }));
    expect(screen.queryByRole('textbox', { name: 'Receipt title' })).not.toBeInTheDocument();
    const own = giving({ invoice_title_aid: 0, invoice_title: '', invoice_tax_id: '' });
    api.ok('update_member_receipt_info', own).ok('get_tra_offering_detail', own);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('update successful');
    expect(api.bodiesOf('update_member_receipt_info')).toEqual([
      { offering_aid: 1001, invoice_title_aid: 0, invoice_title: '', invoice_tax_id: '' },
    ]);
    expect(await screen.findByText('In my own name')).toBeInTheDocument();
  });

  it('refuses an empty title and a malformed tax id, keeping what was typed, and cancel leaves the edit', async () => {
    const { api, user } = open();
    api.ok('get_invoice_title_list', titles);
    await user.click(await screen.findByRole('button', { name: 'Edit receipt information' }));
    const title = screen.getByRole('textbox', { name: 'Receipt title' });
    const taxId = screen.getByRole('textbox', { name: 'Tax ID' });
    await user.clear(title);
    await user.clear(taxId);
    await user.type(taxId, '1234');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(title).toHaveAccessibleDescription('please enter receipt title');
    expect(taxId).toHaveAccessibleDescription(
      "A company's 8-digit business number; for a receipt in your own name, your ID or resident certificate number Enter an 8-digit business number, or a person's ID or resident certificate number",
    );
    expect(title).toHaveFocus();
    expect(taxId).toHaveValue('1234');
    expect(api.bodiesOf('update_member_receipt_info')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(fact('Receipt title')).toBe('王小明');
  });

  it('goes back to the records list when the update is refused', async () => {
    const { api, user } = open();
    api.ok('get_invoice_title_list', titles);
    await user.click(await screen.findByRole('button', { name: 'Edit receipt information' }));
    api.fail('update_member_receipt_info', 200, 'the edit window has closed', 422);
    api.ok('get_tra_offering_list', []).ok('get_invoice_title_list', titles);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Giving records' })).toBeVisible();
    expect(dialogs?.alerts.map(({ message }) => message)).toEqual([
      'error occurred, will return to giving records list',
    ]);
  });

  it.each([
    [
      'the edit window has closed',
      giving({ if_edit_flag: 0 }),
      'Receipt information can be changed for successful givings only, from the giving date until the 4th of the following month.',
      'Print receipt',
    ],
    [
      'a receipt was issued',
      giving({ if_edit_flag: 0, if_print_flag: 3 }),
      'A receipt has been issued, so its title and tax ID can no longer be changed.',
      'Reprint receipt',
    ],
  ])(
    'blocks editing when %s and offers the receipt print',
    async (_case, detail, reason, print) => {
      open(detail);
      const edit = await screen.findByRole('button', { name: 'Edit receipt information' });
      expect(edit).toBeDisabled();
      expect(edit).toHaveAccessibleDescription(reason);
      expect(within(receiptSection()).getByRole('button', { name: print })).toBeEnabled();
    },
  );

  it('names the annual receipt that lists the giving instead of a single print', async () => {
    open(giving({ if_edit_flag: 0, if_print_flag: -1, annual_receipt_aid: 7 }));
    const print = await screen.findByRole('button', { name: 'Print receipt' });
    expect(print).toBeDisabled();
    expect(print).toHaveAccessibleDescription(
      /On annual receipt no\. 000007, which is its tax receipt/,
    );
    // The issued annual receipt is why it cannot change, not the edit window.
    expect(
      screen.getByRole('button', { name: 'Edit receipt information' }),
    ).toHaveAccessibleDescription(
      'This giving is on annual receipt no. 000007, so its title and tax ID can no longer be changed.',
    );
  });

  it('offers an editable giving its first print', async () => {
    open();
    const print = await screen.findByRole('button', { name: 'Print receipt' });
    expect(print).toHaveAccessibleDescription('Printable');
    expect(screen.getByRole('button', { name: 'Edit receipt information' })).toBeEnabled();
  });

  it("says 'no data' for a giving the member does not have", async () => {
    const { api } = renderApp('/member_center/order_detail/9999', {
      signedIn: true,
      script: (fake) => fake.fail('get_tra_offering_detail', 200, 'no data', 404),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('no data');
    expect(api.bodiesOf('get_tra_offering_detail')).toEqual([{ offering_aid: 9999 }]);
  });

  it("says 'no data' for a number that is none, asking nothing", async () => {
    const { api } = renderApp('/member_center/order_detail/abc', { signedIn: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('no data');
    expect(api.requests).toEqual([]);
  });
});
