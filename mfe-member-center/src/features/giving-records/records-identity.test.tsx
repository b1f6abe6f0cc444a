import { screen, waitFor, within } from '@testing-library/react';
import { donorOnFile, donorWithoutIdentity } from '../../testing/fixtures';
import { renderApp, resetApp } from '../../testing/render-app';
import { giving, titles } from './records-test-data';
import { saveIdentityNumber } from '../../testing/identity-dialog';

afterEach(() => resetApp());

/** A successful giving in the member's own name that cannot be printed yet. */
const waiting = (offeringAid: number) =>
  giving({
    offering_aid: offeringAid,
    invoice_title_aid: 0,
    invoice_title: '',
    invoice_tax_id: '',
    if_print_flag: -1,
  });
const titled = giving({ offering_aid: 1002, invoice_title_aid: 2, if_print_flag: 0 });
const LIST = [waiting(1001), titled, waiting(1003)];

const NOTE = (number: number) =>
  `The receipt of giving no. ${number} is in your own name and needs your ID number: fill it in to print it.`;

const card = (number: number): HTMLElement => {
  const item = screen.getByRole('link', { name: `Giving no. ${number}` }).closest('li');
  if (!item) throw new Error(`no card for giving ${number}`);
  return item;
};

const open = (donor: typeof donorOnFile) =>
  renderApp('/member_center/order_history', {
    signedIn: true,
    script: (api) =>
      api
        .ok('get_tra_offering_list', LIST)
        .ok('get_invoice_title_list', titles)
        .ok('get_member_donor_info', donor),
  });

describe('giving records waiting for the identity number (docs/screens/member-centre.md)', () => {
  it('says so on each giving that waits and offers the identity dialog there', async () => {
    const { api } = open(donorWithoutIdentity);
    expect(await screen.findByText(NOTE(1001))).toBeVisible();
    for (const number of [1001, 1003]) {
      const button = within(card(number)).getByRole('button', { name: 'Fill in ID number' });
      expect(button).toHaveAccessibleDescription(NOTE(number));
    }
    expect(within(card(1002)).queryByRole('button')).toBeNull();
    expect(within(card(1002)).queryByText(/needs your ID number/)).toBeNull();
    expect(api.bodiesOf('get_member_donor_info')).toEqual([{}]);
  });

  it('after the number is saved, reads the list again and offers the print, in focus', async () => {
    const { api, user } = open(donorWithoutIdentity);
    const opener = await within(await waitFor(() => card(1001))).findByRole('button', {
      name: 'Fill in ID number',
    });
    api
      .ok('update_member_identity', donorOnFile)
      .ok('get_tra_offering_list', [
        { ...waiting(1001), if_print_flag: 0 },
        titled,
        { ...waiting(1003), if_print_flag: 0 },
      ]);
    await user.click(opener);
    await saveIdentityNumber(user, 'a123456789');

    expect(api.bodiesOf('update_member_identity')).toEqual([
      { member_social_identity: 'A123456789' },
    ]);
    const print = within(card(1001)).getByRole('button', { name: 'Print receipt Giving no. 1001' });
    await waitFor(() => expect(print).toBeEnabled());
    expect(api.bodiesOf('get_tra_offering_list')).toHaveLength(2);
    await waitFor(() => expect(print).toHaveFocus());
    expect(
      within(card(1003)).getByRole('button', { name: 'Print receipt Giving no. 1003' }),
    ).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Fill in ID number' })).toBeNull();
    expect(screen.queryByText(NOTE(1001))).toBeNull();
    // The number is on file now: the profile is not asked again.
    expect(api.bodiesOf('get_member_donor_info')).toHaveLength(1);
  });

  it('asks nothing more when the number is on file', async () => {
    const { api } = open(donorOnFile);
    await waitFor(() => expect(api.bodiesOf('get_member_donor_info')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Fill in ID number' })).toBeNull();
    expect(screen.queryByText(/needs your ID number/)).toBeNull();
  });

  it('does not ask the profile when no listed giving may wait for the number', async () => {
    const { api } = renderApp('/member_center/order_history', {
      signedIn: true,
      script: (fake) =>
        fake.ok('get_tra_offering_list', [titled]).ok('get_invoice_title_list', titles),
    });
    expect(await screen.findByText('1 record')).toBeVisible();
    expect(api.bodiesOf('get_member_donor_info')).toEqual([]);
  });
});
