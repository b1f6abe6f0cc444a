import { screen, within } from '@testing-library/react';
import { bus } from '../../bus/event-bus';
import type { BusEvent } from '../../bus/events';
import { aDonor } from '../../testing/contract-fixtures';
import { installFakeApi, type FakeApi } from '../../testing/fake-api';
import { renderWithProviders } from '../../testing/render-with-providers';
import type { Language } from '../../i18n/languages';
import { IdentityDialog } from './identity-dialog';

const FORMAT =
  'data check error: enter a Taiwan ID number (a letter and 9 digits, such as A123456789, whose last digit must check), a resident certificate number, or a passport number of 6 to 10 letters and digits.';

describe('IdentityDialog', () => {
  let api: FakeApi;
  const toasts: BusEvent[] = [];
  const subscription = bus.on('ui/toast').subscribe((event) => toasts.push(event));
  afterAll(() => subscription.unsubscribe());
  beforeEach(() => {
    toasts.splice(0);
  });
  afterEach(() => api.uninstall());

  const open = (language: Language = 'en') => {
    const onClose = jest.fn();
    const onUpdated = jest.fn();
    const rendered = renderWithProviders(
      <IdentityDialog open onClose={onClose} onUpdated={onUpdated} />,
      { language, signedIn: true },
    );
    // After the render: renderWithProviders puts its own test config in place.
    api = installFakeApi();
    const dialog = screen.getByRole('dialog', {
      name: language === 'en' ? 'Update personal data' : '更新個人資料',
    });
    const input = within(dialog).getByRole('textbox', {
      name: language === 'en' ? 'ID number' : '身分證字號',
    });
    const submit = within(dialog).getByRole('button', {
      name: language === 'en' ? 'Next' : '下一步',
    });
    return { ...rendered, dialog, input, submit, onClose, onUpdated };
  };

  it.each([
    ['', 'please enter identity number'],
    ['   ', 'please enter identity number'],
    ['A1234', FORMAT],
    ['A12345678901', FORMAT],
    ['0000000', FORMAT],
    ['A12-345678', FORMAT],
    ['甲123456789', FORMAT],
    // The national pattern with a wrong check digit.
    ['A123456780', FORMAT],
  ])('refuses %p with "%s", keeps what was typed and sends nothing', async (typed, message) => {
    const { user, dialog, input, submit } = open();
    if (typed) await user.type(input, typed);
    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
    expect(input).toHaveValue(typed.toUpperCase());
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(input).toHaveFocus();
    expect(api.requests).toEqual([]);
  });

  it('speaks Chinese first: the required message in zh-TW', async () => {
    const { user, dialog, submit } = open('zh-TW');
    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('請輸入身分證號碼');
  });

  it('is described by its one sentence, not by its form', () => {
    const { dialog } = open();
    expect(dialog).toHaveAccessibleDescription(
      'Your ID number is not on file yet. It is needed for receipts and recurring giving.',
    );
  });

  it.each([
    ['a123456789', 'A123456789'],
    ['b234567894', 'B234567894'],
    [' p1234567 ', 'P1234567'],
  ])(
    'uppercases %p as typed, shows %p to confirm, and sends it only when confirmed',
    async (typed, sent) => {
      const { user, input, submit, onUpdated } = open();
      api.ok('update_member_identity', aDonor({ member_social_identity: sent }));
      await user.type(input, typed);
      expect(input).toHaveValue(typed.toUpperCase());
      await user.click(submit);
      const confirmation = screen.getByRole('dialog', { name: 'Confirm your ID number' });
      expect(confirmation).toHaveAccessibleDescription(
        'Once saved it cannot be changed online, so please check the number.',
      );
      expect(within(confirmation).getByText(sent)).toHaveFocus();
      expect(api.requests).toEqual([]);
      await user.click(within(confirmation).getByRole('button', { name: 'Save this number' }));
      expect(api.bodiesOf('update_member_identity')).toEqual([{ member_social_identity: sent }]);
      expect(onUpdated).toHaveBeenCalledTimes(1);
      expect(toasts).toEqual([expect.objectContaining({ tone: 'success', message: 'updated' })]);
    },
  );

  it.each<[Language, string, string, string]>([
    ['en', 'ID number', 'Confirm your ID number', 'Save this number'],
    ['zh-TW', '身分證字號', '確認身分證字號', '確認儲存'],
  ])(
    'in %s offers no field to edit while the number is confirmed, so the one shown is the one saved',
    async (language, label, confirmTitle, saveLabel) => {
      const { user, input, submit } = open(language);
      api.ok('update_member_identity', aDonor({ member_social_identity: 'A800000014' }));
      await user.type(input, 'A800000014');
      await user.click(submit);
      const confirmation = screen.getByRole('dialog', { name: confirmTitle });
      expect(within(confirmation).getByText('A800000014')).toBeVisible();
      expect(screen.queryByLabelText(label)).toBeNull();
      expect(screen.queryByRole('textbox', { hidden: true })).toBeNull();
      await user.click(within(confirmation).getByRole('button', { name: saveLabel }));
      expect(api.bodiesOf('update_member_identity')).toEqual([
        { member_social_identity: 'A800000014' },
      ]);
    },
  );

  it.each([
    ['Ａ１２３４５６７８９', 'A123456789'],
    ['ａ１２３４５６７８９', 'A123456789'],
  ])('reads the full-width %p as %p, shows that and sends it', async (typed, sent) => {
    const { user, input, submit } = open();
    api.ok('update_member_identity', aDonor({ member_social_identity: sent }));
    await user.type(input, typed);
    expect(input).toHaveValue(sent);
    await user.click(submit);
    const confirmation = screen.getByRole('dialog', { name: 'Confirm your ID number' });
    expect(within(confirmation).getByText(sent)).toHaveFocus();
    await user.click(within(confirmation).getByRole('button', { name: 'Save this number' }));
    expect(api.bodiesOf('update_member_identity')).toEqual([{ member_social_identity: sent }]);
  });

  it('goes back to the field with what was typed, sending nothing, on "Change it"', async () => {
    const { user, input, submit } = open();
    await user.type(input, 'a123456789');
    await user.click(submit);
    await user.click(screen.getByRole('button', { name: 'Change it' }));
    const field = screen.getByRole('textbox', { name: 'ID number' });
    expect(field).toHaveValue('A123456789');
    expect(field).toHaveFocus();
    expect(api.requests).toEqual([]);
  });

  it.each<[number, string]>([
    [
      409,
      'This number is on file for another member, so it cannot be saved. Please contact the church office if this is your number.',
    ],
    [422, 'update failed'],
  ])('keeps the number and explains a refusal with RC %i', async (rc, message) => {
    const { user, input, submit, onUpdated } = open();
    api.on('update_member_identity', () => ({
      body: { RC: rc, RM: 'refused', Result: [{ msg: 'refused' }] },
    }));
    await user.type(input, 'A123456789');
    await user.click(submit);
    await user.click(screen.getByRole('button', { name: 'Save this number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update personal data' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    const field = within(dialog).getByRole('textbox', { name: 'ID number' });
    expect(field).toHaveValue('A123456789');
    expect(field).toHaveFocus();
    expect(onUpdated).not.toHaveBeenCalled();
  });

  it('closes on cancel without sending', async () => {
    const { user, dialog, onClose } = open();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(api.requests).toEqual([]);
  });
});
