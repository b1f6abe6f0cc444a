import { screen, within } from '@testing-library/react';
import { bus } from '../bus/event-bus';
import type { BusEvent } from '../bus/events';
import { installFakeApi, type FakeApi } from '../testing/fake-api';
import { renderWithProviders } from '../testing/render-with-providers';
import type { Language } from '../i18n/languages';
import { IdentityDialog } from './identity-dialog';

describe('IdentityDialog, spec 4, 5 and 6', () => {
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
      name: language === 'en' ? 'Submit' : '送出',
    });
    return { ...rendered, dialog, input, submit, onClose, onUpdated };
  };

  it.each([
    ['', 'please enter identity number'],
    ['   ', 'please enter identity number'],
    ['A1234', 'data check error'],
    ['A12345678901', 'data check error'],
    ['0000000', 'data check error'],
    ['A12-345678', 'data check error'],
    ['甲123456789', 'data check error'],
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

  it.each([
    ['a123456789', 'A123456789'],
    ['b234567894', 'B234567894'],
    [' p1234567 ', 'P1234567'],
  ])('uppercases %p as typed and sends %p', async (typed, sent) => {
    const { user, input, submit, onUpdated } = open();
    api.ok('update_member_identity', {});
    await user.type(input, typed);
    expect(input).toHaveValue(typed.toUpperCase());
    await user.click(submit);
    expect(api.bodiesOf('update_member_identity')).toEqual([{ member_social_identity: sent }]);
    expect(onUpdated).toHaveBeenCalledTimes(1);
    expect(toasts).toEqual([expect.objectContaining({ tone: 'success', message: 'updated' })]);
  });

  it('keeps the number and says "update failed" when the backend refuses it', async () => {
    const { user, dialog, input, submit, onUpdated } = open();
    api.on('update_member_identity', () => ({
      body: { RC: 422, RM: 'rule', Result: [{ msg: 'identity number in use' }] },
    }));
    await user.type(input, 'A123456789');
    await user.click(submit);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('update failed');
    expect(input).toHaveValue('A123456789');
    expect(input).toHaveFocus();
    expect(onUpdated).not.toHaveBeenCalled();
  });

  it('closes on cancel without sending', async () => {
    const { user, dialog, onClose } = open();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(api.requests).toEqual([]);
  });
});
