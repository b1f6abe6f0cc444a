import type { FakeApi } from '@eoffering/shared/testing';
import { screen, within } from '@testing-library/react';
import { donorOnFile, donorWithoutIdentity, scriptPersonalPage } from '../../testing/fixtures';
import { renderApp, resetApp } from '../../testing/render-app';

afterEach(resetApp);

/** A member without an identity number on file, on the personal page with the modal open. */
const openModal = async (script?: (api: FakeApi) => void) => {
  const harness = renderApp('/member_center/home', {
    signedIn: true,
    script: (api) => {
      scriptPersonalPage(api, donorWithoutIdentity);
      script?.(api);
    },
  });
  const dialog = await screen.findByRole('dialog', { name: 'Update personal data' });
  const input = within(dialog).getByRole('textbox', { name: 'ID number' });
  const submit = within(dialog).getByRole('button', { name: 'Submit' });
  return { ...harness, dialog, input, submit };
};

describe('identity modal', () => {
  // spec 5: required, then a letter + 1 or 2 + 8 digits, or 6 to 10 letters/digits not all zeros.
  it.each([
    ['', 'please enter identity number'],
    ['   ', 'please enter identity number'],
    ['A1234', 'data check error'],
    ['A12345678901', 'data check error'],
    ['0000000', 'data check error'],
    ['A12-345678', 'data check error'],
    ['甲123456789', 'data check error'],
  ])('refuses %p with "%s", keeps what was typed and sends nothing', async (typed, message) => {
    const { user, dialog, input, submit, api } = await openModal();
    if (typed) await user.type(input, typed);
    await user.click(submit);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(input).toHaveValue(typed.toUpperCase());
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(input).toHaveFocus();
    expect(api.bodiesOf('update_member_identity')).toEqual([]);
  });

  it('uppercases the number as it is typed', async () => {
    const { user, input } = await openModal();
    await user.type(input, 'a123456789');
    expect(input).toHaveValue('A123456789');
  });

  it.each([
    ['a123456789', 'A123456789'],
    ['b234567890', 'B234567890'],
    [' p1234567 ', 'P1234567'],
  ])('accepts %p and sends it as %p', async (typed, sent) => {
    const { user, input, submit, api } = await openModal((fake) =>
      fake
        .ok('update_member_identity', { ...donorOnFile, member_social_identity: sent })
        .ok('get_member_donor_info', { ...donorOnFile, member_social_identity: sent }),
    );
    await user.type(input, typed);
    await user.click(submit);
    await screen.findByText('updated');
    expect(api.bodiesOf('update_member_identity')).toEqual([{ member_social_identity: sent }]);
  });

  it('on success says "updated", closes and reloads the donor info', async () => {
    const { user, input, submit, api } = await openModal((fake) =>
      fake.ok('update_member_identity', donorOnFile).ok('get_member_donor_info', {
        ...donorWithoutIdentity,
        member_social_identity: 'A223456789',
        sid_status: 0,
        sidEditMode: false,
      }),
    );
    await user.type(input, 'A223456789');
    await user.click(submit);
    expect(await screen.findByText('updated')).toBeInTheDocument();
    expect(await screen.findByText('A22****789')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.bodiesOf('get_member_donor_info')).toEqual([{}, {}]);
  });

  it('keeps the number and says "update failed" when the backend refuses it', async () => {
    const { user, dialog, input, submit, api } = await openModal((fake) =>
      fake.on('update_member_identity', () => ({
        body: { RC: 422, RM: 'rule', Result: [{ msg: 'identity number in use' }] },
      })),
    );
    await user.type(input, 'A123456789');
    await user.click(submit);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('update failed');
    expect(input).toHaveValue('A123456789');
    expect(api.bodiesOf('get_member_donor_info')).toEqual([{}]);
  });

  it('can be closed and opened again from the donor card', async () => {
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fill in ID number' }));
    expect(await screen.findByRole('dialog', { name: 'Update personal data' })).toBeInTheDocument();
  });
});
