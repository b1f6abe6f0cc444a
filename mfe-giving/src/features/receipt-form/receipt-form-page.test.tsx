import {
  ORDER_KEY,
  ROUTES,
  bus,
  orderDraft,
  setPageNavigation,
  type BusEvent,
} from '@eoffering/shared';
import { installFakeApi, type FakeApi } from '@eoffering/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { aDonor, aGiving, aTitle, guestDonor } from '../../testing/givings';
import { renderPage } from '../../testing/render-page';
import { ReceiptFormPage } from './receipt-form-page';

let api: FakeApi;
let events: BusEvent[];
let subscription: { unsubscribe: () => void };

beforeEach(() => {
  api = installFakeApi();
  localStorage.clear();
  orderDraft.sync();
  events = [];
  subscription = bus.all().subscribe((event) => events.push(event));
  setPageNavigation({ assign: () => undefined });
});

afterEach(() => {
  jest.useRealTimers();
  subscription.unsubscribe();
  setPageNavigation(null);
  api.uninstall();
});

const formGiving = (overrides: Parameters<typeof aGiving>[0] = {}, member: 0 | 1 = 0) => ({
  ...aGiving(overrides),
  is_member_giving: member,
});

const scriptGuest = (overrides: Parameters<typeof aGiving>[0] = {}) =>
  api.ok('get_tra_detail_form', formGiving(overrides)).ok('get_tra_donor_info', guestDonor());

const scriptMember = (donor = aDonor(), titles = [aTitle()]) =>
  api
    .ok('get_tra_detail_form', formGiving({}, 1))
    .ok('get_tra_donor_info', donor)
    .ok('get_invoice_title_list', [
      aTitle({ invoice_title_aid: -1, invoice_title: '', invoice_tax_id: '', disable: 2 }),
      aTitle({ invoice_title_aid: 0, invoice_title: '', invoice_tax_id: '', disable: 2 }),
      ...titles,
    ]);

const renderForm = (signedIn = false, offeringAid = '1401', language: 'en' | 'zh-TW' = 'en') =>
  renderPage(ROUTES.receiptForm.relative, <ReceiptFormPage />, {
    route: `/order/receipt_form/${offeringAid}`,
    signedIn,
    language,
    toasts: true,
  });

const box = (name: string) => screen.getByRole('textbox', { name });
const submit = (name = 'Submit') => screen.getByRole('button', { name });

describe('receipt form, guest (edit mode)', () => {
  it('shows the giving number and total, and the step indicator at step 4', async () => {
    scriptGuest();
    renderForm();

    expect(await screen.findByRole('heading', { level: 1, name: 'Donor and receipt information' }));
    const facts = screen.getAllByRole('definition').map((item) => item.textContent);
    expect(facts).toEqual(['1401', 'NT$ 1,500']);
    const steps = within(screen.getByRole('list', { name: 'Progress' })).getAllByRole('listitem');
    expect(steps[3]).toHaveAttribute('aria-current', 'step');
    expect(api.bodiesOf('get_tra_detail_form')).toEqual([{ offering_aid: 1401 }]);
    expect(api.bodiesOf('get_invoice_title_list')).toEqual([]);
  });

  it('refuses an empty form with each field’s own message and focuses the first', async () => {
    scriptGuest();
    const { user } = renderForm();
    await screen.findByRole('textbox', { name: 'Name' });

    await user.click(submit());

    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'please enter name',
      'please enter phone',
      'please enter email',
      'please enter ID',
      'please select receipt info',
      'please agree',
    ]);
    expect(box('Name')).toHaveFocus();
    expect(api.bodiesOf('tra_order_info_handle')).toEqual([]);
  });

  it('uppercases the identity number and checks its pattern (data check error)', async () => {
    scriptGuest();
    const { user } = renderForm();
    const sid = await screen.findByRole('textbox', { name: 'ID number' });

    await user.type(sid, 'a12');
    await user.tab();

    expect(sid).toHaveValue('A12');
    expect(sid).toHaveAccessibleDescription(/data check error/);
  });

  it('with a title needs title and tax id; anonymous clears and disables them', async () => {
    scriptGuest();
    const { user } = renderForm();
    await user.click(await screen.findByRole('radio', { name: 'Receipt with a title' }));
    await user.click(submit());

    expect(screen.getByText('please enter receipt title')).toBeVisible();
    expect(screen.getByText('please enter data')).toBeVisible();

    await user.type(box('Receipt title'), '林小華');
    await user.type(box('Tax ID'), '87654322');
    await user.click(screen.getByRole('radio', { name: 'Anonymous giving (no receipt)' }));

    expect(box('Receipt title')).toHaveValue('');
    expect(box('Receipt title')).toBeDisabled();
    expect(box('Tax ID')).toHaveValue('');
    expect(box('Tax ID')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Same as donor' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Choose a saved title' })).toBeNull();
  });

  it.each([
    ['CREDIT', 'tra_order_info_handle'],
    ['VACC', 'tra_order_info_handle1'],
  ] as const)(
    'a %s giving is sent with %s, then ends on a summary of what was saved',
    async (payMethod, variant) => {
      scriptGuest({ pay_method: payMethod });
      api.ok(variant, { offering_aid: 1401 });
      api.ok('get_tra_detail_form', formGiving({ pay_method: payMethod, if_print_flag: -1 }));
      const { user } = renderForm();

      await user.type(await screen.findByRole('textbox', { name: 'Name' }), '林小華');
      await user.type(box('Phone'), '0933111222');
      await user.type(box('Email'), 'hua@example.org');
      await user.type(box('ID number'), 'b223456782');
      await user.click(screen.getByRole('radio', { name: 'Anonymous giving (no receipt)' }));
      await user.click(screen.getByRole('checkbox', { name: /agree to the privacy policy/ }));
      await user.click(submit());

      const heading = await screen.findByRole('heading', { name: 'Your details have been saved' });
      expect(heading).toHaveFocus();
      expect(api.bodiesOf(variant)).toEqual([
        {
          offering_aid: 1401,
          donor_name: '林小華',
          donor_phone: '0933111222',
          donor_email: 'hua@example.org',
          donor_sid: 'B223456782',
          invoice_title_aid: -1,
          invoice_title: '',
          invoice_tax_id: '',
          comments: 'anonymous giving',
        },
      ]);
      expect(screen.getAllByRole('definition').map((item) => item.textContent)).toEqual([
        '1401',
        '林小華',
        'B22****782',
        'Anonymous giving (no receipt)',
        'None',
      ]);
      expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute(
        'href',
        '/eoffering',
      );
      expect(screen.getByRole('link', { name: 'Look up givings' })).toHaveAttribute(
        'href',
        '/eoffering/order_history',
      );
      expect(screen.queryByRole('button', { name: /receipt/i })).toBeNull();
      expect(localStorage.getItem(ORDER_KEY)).toBeNull();
    },
  );

  it('a summary with a title shows the title and the tax id, and offers the receipt', async () => {
    scriptGuest();
    api.ok('tra_order_info_handle', { offering_aid: 1401 });
    api.ok('get_tra_detail_form', formGiving({ if_print_flag: 0 }));
    const { user } = renderForm(false, '1401', 'zh-TW');

    await user.type(await screen.findByRole('textbox', { name: '姓名' }), '林小華');
    await user.type(box('電話'), '0933111222');
    await user.type(box('電子郵件'), 'hua@example.org');
    await user.type(box('身分證字號'), 'B223456782');
    await user.click(screen.getByRole('button', { name: '同奉獻人' }));
    await user.type(box('備註'), '為宣教');
    await user.click(screen.getByRole('checkbox', { name: /同意隱私權政策/ }));
    await user.click(submit('送出'));

    expect(await screen.findByRole('heading', { name: '奉獻資料已送出' })).toBeVisible();
    expect(screen.getAllByRole('definition').map((item) => item.textContent)).toEqual([
      '1401',
      '林小華',
      'B22****782',
      '開立收據（填寫抬頭）',
      '林小華',
      'B22****782',
      '為宣教',
    ]);
    expect(screen.getByRole('button', { name: /列印收據/ })).toBeEnabled();
  });

  it('prints from the summary, then offers the reprint of that copy and prints it', async () => {
    // The print dialog's countdown (its own test counts it) is skipped, not waited out.
    jest.useFakeTimers({ advanceTimers: true });
    const countdownOver = () => act(() => jest.advanceTimersByTimeAsync(3_000));
    Object.assign(URL, { createObjectURL: () => 'blob:receipt', revokeObjectURL: () => undefined });
    scriptGuest();
    api.ok('tra_order_info_handle', { offering_aid: 1401 });
    api.ok('get_tra_detail_form', formGiving({ if_print_flag: 0 }));
    const { user } = renderForm(false, '1401', 'zh-TW');
    await user.type(await screen.findByRole('textbox', { name: '姓名' }), '林小華');
    await user.type(box('電話'), '0933111222');
    await user.type(box('電子郵件'), 'hua@example.org');
    await user.type(box('身分證字號'), 'B223456782');
    await user.click(screen.getByRole('button', { name: '同奉獻人' }));
    await user.click(screen.getByRole('checkbox', { name: /同意隱私權政策/ }));
    await user.click(submit('送出'));

    api.file('print_single_receipt', '%PDF-1.7', 'r.pdf');
    api.ok('get_tra_detail_form', formGiving({ if_print_flag: 88 }));
    await user.click(await screen.findByRole('button', { name: '列印收據' }));
    await countdownOver();
    await user.click(await screen.findByRole('button', { name: '列印' }));
    const reprint = await screen.findByRole('button', { name: '補印收據' });

    api.file('reprint_receipt', '%PDF-1.7', 'r2.pdf');
    api.ok('get_tra_detail_form', formGiving({ if_print_flag: 88 }));
    await user.click(reprint);
    await countdownOver();
    await user.click(await screen.findByRole('button', { name: '列印' }));
    await waitFor(() =>
      expect(
        api.requests.filter((request) => request.url.endsWith('/reprint_receipt')),
      ).toHaveLength(1),
    );
    expect(api.requests.find((request) => request.url.endsWith('/reprint_receipt'))?.body).toEqual({
      tra_receipt_aid: 88,
      donor_sid: 'B223456782',
    });
    expect(screen.queryByText('收據檔案取得失敗')).toBeNull();
  });

  it('a refused submission keeps everything typed and says why', async () => {
    scriptGuest();
    api.fail(
      'tra_order_info_handle',
      200,
      'update failed: this giving can no longer be edited (only successful givings, until the 4th of the following month, before a receipt is issued or printed)',
      422,
    );
    const { user } = renderForm();

    await user.type(await screen.findByRole('textbox', { name: 'Name' }), '林小華');
    await user.type(box('Phone'), '0933111222');
    await user.type(box('Email'), 'hua@example.org');
    await user.type(box('ID number'), 'B223456782');
    await user.click(screen.getByRole('radio', { name: 'Receipt with a title' }));
    await user.type(box('Receipt title'), '林小華');
    await user.type(box('Tax ID'), '87654322');
    await user.type(box('Remarks'), '為宣教');
    await user.click(screen.getByRole('checkbox', { name: /agree to the privacy policy/ }));
    await user.click(submit());

    expect(
      await screen.findByText(
        'The data could not be saved: This giving can no longer be changed: only a successful giving can, until the 4th of the following month and before its receipt is issued or printed.',
      ),
    ).toBeVisible();
    expect(box('Name')).toHaveValue('林小華');
    expect(box('Receipt title')).toHaveValue('林小華');
    expect(box('Tax ID')).toHaveValue('87654322');
    expect(box('Remarks')).toHaveValue('為宣教');
    expect(screen.getByRole('checkbox', { name: /agree/ })).toBeChecked();
  });

  it('checks phone and e-mail in the browser, as the server does', async () => {
    scriptGuest();
    const { user } = renderForm(false, '1401', 'zh-TW');

    await user.type(await screen.findByRole('textbox', { name: '電話' }), '12');
    await user.type(box('電子郵件'), 'hua@example');
    await user.tab();

    expect(box('電話')).toHaveAccessibleDescription('請輸入正確的電話號碼，例如 0912345678');
    expect(box('電子郵件')).toHaveAccessibleDescription(
      '請輸入正確的電子郵件，例如 name@example.com',
    );
    await user.click(submit('送出'));
    expect(api.bodiesOf('tra_order_info_handle')).toEqual([]);
  });

  it('each field the backend refuses is marked with its message in the donor’s language', async () => {
    scriptGuest();
    api.fail(
      'tra_order_info_handle',
      400,
      'donor_phone: data check error, donor_email: data check error 400-Bad Request',
      400,
    );
    const { user } = renderForm(false, '1401', 'zh-TW');

    await user.type(await screen.findByRole('textbox', { name: '姓名' }), '林小華');
    await user.type(box('電話'), '0933111222');
    await user.type(box('電子郵件'), 'hua@example.org');
    await user.type(box('身分證字號'), 'B223456782');
    await user.click(screen.getByRole('radio', { name: '匿名奉獻（不開立收據）' }));
    await user.click(screen.getByRole('checkbox', { name: /同意隱私權政策/ }));
    await user.click(submit('送出'));

    expect(await screen.findByText('資料未能儲存，請修正標示的欄位。')).toBeVisible();
    await waitFor(() => expect(box('電話')).toHaveFocus());
    expect(box('電話')).toHaveAccessibleDescription('請輸入正確的電話號碼，例如 0912345678');
    expect(box('電話')).toHaveAttribute('aria-invalid', 'true');
    expect(box('電子郵件')).toHaveAccessibleDescription(
      '請輸入正確的電子郵件，例如 name@example.com',
    );
    expect(screen.queryByText(/Bad Request|data check/)).toBeNull();

    await user.type(box('電話'), '3');
    expect(box('電話')).not.toHaveAttribute('aria-invalid');
    expect(box('電話')).toHaveValue('09331112223');
  });

  it('same as donor fills the name and identity number, replacing a company’s tax id', async () => {
    scriptGuest();
    const { user } = renderForm();

    await user.type(await screen.findByRole('textbox', { name: 'Name' }), '王小明');
    await user.type(box('ID number'), 'a123456789');
    await user.click(screen.getByRole('radio', { name: 'Receipt with a title' }));
    await user.type(box('Receipt title'), '恩典公司');
    await user.type(box('Tax ID'), '24536806');
    await user.click(screen.getByRole('button', { name: 'Same as donor' }));

    expect(box('Receipt title')).toHaveValue('王小明');
    expect(box('Tax ID')).toHaveValue('A123456789');

    await user.clear(box('ID number'));
    await user.type(box('ID number'), '312345678');
    await user.click(screen.getByRole('button', { name: 'Same as donor' }));
    // A passport number is no tax id: the donor types one, nothing stale stays.
    expect(box('Tax ID')).toHaveValue('');
    expect(box('Tax ID')).toHaveAccessibleDescription(/your own name, your ID or resident/);
  });

  it('asks a Chinese-speaking donor for a person’s name (姓名), not a label’s (名稱)', async () => {
    scriptGuest();
    const { user } = renderForm(false, '1401', 'zh-TW');
    await screen.findByRole('textbox', { name: '姓名' });

    await user.click(submit('送出'));

    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('請輸入姓名');
    expect(box('姓名')).toHaveFocus();
  });

  it('links the privacy policy of the main website', async () => {
    scriptGuest();
    renderForm();

    expect(await screen.findByRole('link', { name: 'Read the privacy policy' })).toHaveAttribute(
      'href',
      expect.stringContaining('privacy'),
    );
  });
});

describe('receipt form, member', () => {
  it('shows the member data with the identity masked, and types none of it', async () => {
    scriptMember();
    renderForm(true);

    expect(await screen.findByText('王小明', { selector: 'dd' })).toBeVisible();
    expect(screen.getByText('0912345678')).toBeVisible();
    expect(screen.getByText('member@example.org')).toBeVisible();
    expect(screen.getByText('A12****789')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'ID number' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('asks for the identity number only when none is on file, uppercased', async () => {
    scriptMember(aDonor({ sid_status: -1, member_social_identity: '', sidEditMode: true }));
    const { user } = renderForm(true);

    const sid = await screen.findByRole('textbox', { name: 'ID number' });
    await user.type(sid, 'c123456781');

    expect(sid).toHaveValue('C123456781');
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
  });

  it('chooses a saved title in the picker, prefilled with the first, and sends its aid', async () => {
    scriptMember(aDonor(), [
      aTitle(),
      aTitle({ invoice_title_aid: 12, invoice_title: '恩典公司', invoice_tax_id: '87654322' }),
    ]);
    api.ok('tra_order_info_handle2', { offering_aid: 1401 });
    api.ok('get_tra_detail_form', formGiving({ if_print_flag: 0 }, 1));
    const { user } = renderForm(true);

    await user.click(await screen.findByRole('button', { name: 'Choose a saved title' }));
    const dialog = screen.getByRole('dialog', { name: 'Saved receipt titles' });
    // The dialog's title once; its list says what to do instead of repeating it.
    expect(within(dialog).getAllByText('Saved receipt titles')).toHaveLength(1);
    expect(
      within(dialog).getByRole('group', { name: 'Choose the title for this receipt' }),
    ).toBeVisible();
    expect(within(dialog).getByRole('radio', { name: '王小明 12345675' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: '恩典公司 87654322' }));
    await user.click(within(dialog).getByRole('button', { name: 'Use this title' }));

    expect(screen.getByRole('radio', { name: 'Receipt with a title' })).toBeChecked();
    expect(box('Receipt title')).toHaveValue('恩典公司');
    expect(box('Tax ID')).toHaveValue('87654322');
    await user.click(submit());

    expect(await screen.findByRole('heading', { name: 'Your details have been saved' }));
    expect(screen.getByRole('link', { name: 'Look up givings' })).toHaveAttribute(
      'href',
      '/eoffering/member_center/order_history',
    );
    expect(api.bodiesOf('tra_order_info_handle2')).toEqual([
      expect.objectContaining({
        donor_name: '王小明',
        donor_sid: 'A123456789',
        invoice_title_aid: 12,
        invoice_title: '恩典公司',
        invoice_tax_id: '87654322',
      }),
    ]);
  });

  it('cannot choose a saved title when anonymous or when none is saved', async () => {
    scriptMember(aDonor(), []);
    const { user } = renderForm(true);

    expect(await screen.findByRole('button', { name: 'Choose a saved title' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Anonymous giving (no receipt)' }));
    expect(screen.getByRole('button', { name: 'Add to saved titles' })).toBeDisabled();
  });

  it('add to saved: both fields needed, no duplicate, then added to favourites', async () => {
    scriptMember();
    api.ok('add_invoice_title', { invoice_title_aid: 13 });
    const { user } = renderForm(true);
    const add = await screen.findByRole('button', { name: 'Add to saved titles' });

    await user.click(add);
    expect(screen.getByRole('alert')).toHaveTextContent('please enter field data');
    expect(box('Receipt title')).toHaveFocus();

    await user.type(box('Receipt title'), '王小明');
    await user.type(box('Tax ID'), '12345675');
    await user.click(add);
    expect(await screen.findByText('cannot add duplicate data')).toBeVisible();
    expect(api.bodiesOf('add_invoice_title')).toEqual([]);

    await user.clear(box('Receipt title'));
    await user.type(box('Receipt title'), '恩典教會');
    await user.click(add);
    expect(await screen.findByText('added to favourites')).toBeVisible();
    expect(api.bodiesOf('add_invoice_title')).toEqual([
      { invoice_title: '恩典教會', invoice_tax_id: '12345675' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Choose a saved title' }));
    expect(
      within(screen.getByRole('dialog')).getByRole('radio', { name: '恩典教會 12345675' }),
    ).toBeChecked();
  });

  it('saved titles that cannot be read open the login dialog; the form still works', async () => {
    api
      .ok('get_tra_detail_form', formGiving({}, 1))
      .ok('get_tra_donor_info', aDonor())
      .fail('get_invoice_title_list', 200, 'no data', 404);
    renderForm(true);

    expect(await screen.findByRole('button', { name: 'Choose a saved title' })).toBeDisabled();
    expect(events.map((event) => event.type)).toContain('session/login-requested');
  });

  it('a 403 on submit is the giving mismatch: message, logout, login dialog', async () => {
    scriptMember();
    api.fail('tra_order_info_handle2', 403, 'offering data does not match');
    const { user } = renderForm(true);

    await user.click(await screen.findByRole('radio', { name: 'Anonymous giving (no receipt)' }));
    await user.click(submit());

    expect(
      await screen.findByText('an error occurred: offering data does not match'),
    ).toBeVisible();
    expect(localStorage.getItem('id_token')).toBeNull();
    expect(events.map((event) => event.type)).toContain('session/login-requested');
  });

  it('goes back to the transfer page while the draft holds this giving’s transfer', async () => {
    localStorage.setItem(ORDER_KEY, JSON.stringify({ offering_aid: 1401, order_info_aid: 5 }));
    orderDraft.sync();
    scriptMember();
    renderForm(true);

    expect(await screen.findByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/eoffering/order/payment/vacc/5',
    );
  });
});

describe('receipt form load failures', () => {
  it('a 400 is the giving get failure: message and home', async () => {
    api
      .fail('get_tra_detail_form', 400, 'offering_aid: bad')
      .ok('get_tra_donor_info', guestDonor());
    renderForm();

    expect(
      await screen.findByText('offering data abnormal, will be redirected to the offering home'),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/$/),
    );
  });

  it('a 403 is the giving mismatch', async () => {
    api
      .fail('get_tra_detail_form', 403, 'offering data does not match')
      .fail('get_tra_donor_info', 403, 'offering data does not match');
    renderForm(true);

    expect(
      await screen.findByText('an error occurred: offering data does not match'),
    ).toBeVisible();
    expect(localStorage.getItem('id_token')).toBeNull();
  });
});
