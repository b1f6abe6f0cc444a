import { screen, waitFor, within } from '@testing-library/react';
import type { GivingDetail } from '@eoffering/shared/contract';
import { donorOnFile, donorWithoutIdentity } from '../../testing/fixtures';
import { renderApp, resetApp } from '../../testing/render-app';
import { giving } from './records-test-data';
import { mayNeedIdentity } from './receipt-info-section';
import { saveIdentityNumber } from '../../testing/identity-dialog';

afterEach(() => resetApp());

/** A successful giving in the member's own name that cannot be printed yet. */
const ownNameBlocked = giving({
  invoice_title_aid: 0,
  invoice_title: '',
  invoice_tax_id: '',
  if_print_flag: -1,
});

describe('which givings may wait for the identity number (docs/screens/member-centre.md)', () => {
  it.each<[string, Partial<GivingDetail>, boolean]>([
    ['own name, not printable', {}, true],
    ['with a title', { invoice_title_aid: 2 }, false],
    ['anonymous', { invoice_title_aid: -1 }, false],
    ['printable', { if_print_flag: 0 }, false],
    ['already printed', { if_print_flag: 7 }, false],
    ['not successful', { status: 2 }, false],
    ['on an annual receipt', { annual_receipt_aid: 3 }, false],
  ])('%s', (_, overrides, expected) => {
    expect(mayNeedIdentity({ ...ownNameBlocked, ...overrides })).toBe(expected);
  });
});

describe('giving detail without an identity number (docs/screens/member-centre.md)', () => {
  it('asks for the number where printing waits for it, and prints once it is saved', async () => {
    const { api, user } = renderApp(`/member_center/order_detail/${ownNameBlocked.offering_aid}`, {
      signedIn: true,
      script: (fake) =>
        fake
          .ok('get_tra_offering_detail', ownNameBlocked)
          .ok('get_member_donor_info', donorWithoutIdentity),
    });
    const receipt = await screen.findByRole('region', { name: 'Receipt information' });
    expect(
      await within(receipt).findByText(
        'A receipt in your own name needs your ID number: fill it in to print this receipt.',
      ),
    ).toBeVisible();
    expect(within(receipt).getByRole('button', { name: 'Print receipt' })).toBeDisabled();

    api
      .ok('update_member_identity', donorOnFile)
      .ok('get_tra_offering_detail', { ...ownNameBlocked, if_print_flag: 0 });
    await user.click(within(receipt).getByRole('button', { name: 'Fill in ID number' }));
    await saveIdentityNumber(user, 'a123456789');

    expect(api.bodiesOf('update_member_identity')).toEqual([
      { member_social_identity: 'A123456789' },
    ]);
    await waitFor(() =>
      expect(within(receipt).getByRole('button', { name: 'Print receipt' })).toBeEnabled(),
    );
    expect(within(receipt).queryByRole('button', { name: 'Fill in ID number' })).toBeNull();
    expect(api.bodiesOf('get_member_donor_info')).toHaveLength(1);
  });

  it('asks nothing when the number is on file or the giving prints', async () => {
    const { api } = renderApp(`/member_center/order_detail/${ownNameBlocked.offering_aid}`, {
      signedIn: true,
      script: (fake) =>
        fake.ok('get_tra_offering_detail', ownNameBlocked).ok('get_member_donor_info', donorOnFile),
    });
    const receipt = await screen.findByRole('region', { name: 'Receipt information' });
    await waitFor(() => expect(api.bodiesOf('get_member_donor_info')).toHaveLength(1));
    expect(within(receipt).queryByRole('button', { name: 'Fill in ID number' })).toBeNull();
  });
});
