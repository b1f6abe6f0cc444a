import type { FakeApi } from '@eoffering/shared/testing';
import { screen, within } from '@testing-library/react';
import { donorOnFile, donorWithoutIdentity, scriptPersonalPage } from '../../testing/fixtures';
import { renderApp, resetApp } from '../../testing/render-app';

afterEach(resetApp);

const DONOR_HEADING = 'Donor information';

// The dialog's own rules are tested with it in @eoffering/shared (identity-dialog.test.tsx); here,
// how the personal page opens it and takes its answer (docs/security-model.md: a missing identity number).
const openPage = async (script?: (api: FakeApi) => void) => {
  const harness = renderApp('/member_center/home', {
    signedIn: true,
    script: (api) => {
      scriptPersonalPage(api, { donor: donorWithoutIdentity });
      script?.(api);
    },
  });
  const dialog = await screen.findByRole('dialog', { name: 'Update personal data' });
  return { ...harness, dialog };
};

describe('identity number on the personal page', () => {
  it('opens the update dialog at once for a member without one on file', async () => {
    const { dialog } = await openPage();
    expect(within(dialog).getByRole('textbox', { name: 'ID number' })).toHaveFocus();
  });

  it('on success says "updated", closes and reloads the donor info', async () => {
    const { user, dialog, api } = await openPage((fake) =>
      fake.ok('update_member_identity', donorOnFile).ok('get_member_donor_info', {
        ...donorWithoutIdentity,
        member_social_identity: 'A223456781',
        sid_status: 0,
        sidEditMode: false,
      }),
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'ID number' }), 'a223456781');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    // Kept for good, so the member sees the number as it will be saved first.
    const confirmation = screen.getByRole('dialog', { name: 'Confirm your ID number' });
    expect(within(confirmation).getByText('A223456781')).toBeVisible();
    expect(api.bodiesOf('update_member_identity')).toEqual([]);
    await user.click(within(confirmation).getByRole('button', { name: 'Save this number' }));
    expect(await screen.findByText('updated')).toBeInTheDocument();
    expect(await screen.findByText('A22****781')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.bodiesOf('update_member_identity')).toEqual([
      { member_social_identity: 'A223456781' },
    ]);
    expect(api.bodiesOf('get_member_donor_info')).toEqual([{}, {}]);
    // docs/screens/member-centre.md, focus after an edit: the button that opens it is gone.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: DONOR_HEADING }));
  });

  it('can be closed and opened again from the donor card', async () => {
    const { user, dialog } = await openPage();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const fill = screen.getByRole('button', { name: 'Fill in ID number' });
    // It opened by itself: focus goes to the button that opens it again, not to the page.
    expect(document.activeElement).toBe(fill);
    await user.click(fill);
    const again = await screen.findByRole('dialog', { name: 'Update personal data' });
    await user.keyboard('{Escape}');
    expect(again).not.toBeInTheDocument();
    expect(document.activeElement).toBe(fill);
  });
});
