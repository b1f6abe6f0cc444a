import { screen, waitFor, within } from '@testing-library/react';
import { successRc } from '@eoffering/shared';
import type { FakeApi } from '@eoffering/shared/testing';
import {
  donorOnFile,
  donorWithoutIdentity,
  savedCards,
  scriptPersonalPage,
  transferAccount,
} from '../../testing/fixtures';
import { renderApp, resetApp } from '../../testing/render-app';

afterEach(resetApp);

const HOME = '/member_center/home';

const section = async (name: string) => screen.findByRole('region', { name });

/** The value shown next to a label in a description list. */
const valueOf = (area: HTMLElement, label: string) => {
  const term = within(area).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

/** The labels of a card's facts, in order. */
const labelsOf = (area: HTMLElement) =>
  within(area)
    .queryAllByRole('term')
    .map((term) => term.textContent);

/**
 * The personal page with the donor info and the transfer account held until `release()`, the
 * rest answered as usual.
 */
const withHeldFacts = () => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const answerLater = (result: unknown, target: Parameters<typeof successRc>[0]) => async () => {
    await held;
    return { body: { RC: successRc(target), RM: 'success', Result: result } };
  };
  const script = (api: FakeApi) =>
    api
      .on('get_member_donor_info', answerLater(donorOnFile, 'get_member_donor_info'))
      .on('get_member_vacc_num', answerLater(transferAccount, 'get_member_vacc_num'))
      .ok('get_cardlink_list', [...savedCards])
      .ok('get_invoice_title_list', [])
      .ok('get_tra_offering_list', [])
      // The pledges section asks too: unanswered, its call would fail in a later test.
      .ok('get_pledge_list', [])
      .ok('get_project_info_list', []);
  return { script, release: () => release() };
};

describe('personal data page', () => {
  // docs/decisions.md, 'No layout shift': a card loading has the rows it will have once loaded.
  it.each([
    ['Donor information', ['Name', 'Phone', 'Email', 'ID number']],
    [
      'Dedicated transfer account',
      ['Account number', 'Bank name', 'Bank code', 'Branch', 'Account name'],
    ],
  ])('shows the %s card loading with the facts it will show', async (name, labels) => {
    const { script, release } = withHeldFacts();
    renderApp(HOME, { signedIn: true, script });
    const card = await section(name);
    expect(within(card).getByRole('status')).toHaveTextContent('Loading');
    expect(labelsOf(card)).toEqual(labels);
    release();
    await waitFor(() => expect(within(card).queryByRole('status')).not.toBeInTheDocument());
    expect(labelsOf(card)).toEqual(labels);
  });

  it('shows the donor info with the identity number masked', async () => {
    const { api } = renderApp(HOME, { signedIn: true, script: scriptPersonalPage });
    const donor = await section('Donor information');
    await within(donor).findByText('王小明');
    expect(valueOf(donor, 'Name')).toBe('王小明');
    expect(valueOf(donor, 'Phone')).toBe('0912345678');
    expect(valueOf(donor, 'Email')).toBe('member@example.org');
    expect(valueOf(donor, 'ID number')).toBe('A12****789');
    expect(screen.queryByText('A123456789')).not.toBeInTheDocument();
    expect(api.bodiesOf('get_member_donor_info')).toEqual([{}]);
    expect(api.requests.find((r) => r.target === 'get_member_donor_info')?.headers).toMatchObject({
      Authorization: expect.stringMatching(/^Bearer /),
    });
  });

  it('links profile editing to the main website', async () => {
    renderApp(HOME, { signedIn: true, script: scriptPersonalPage });
    const donor = await section('Donor information');
    expect(within(donor).getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      'http://main.test/member/profile?lang=en',
    );
  });

  it('sends the member home when the donor info fails its result check', async () => {
    renderApp(HOME, {
      signedIn: true,
      script: (api) =>
        scriptPersonalPage(
          api.on('get_member_donor_info', () => ({
            body: { RC: 404, RM: 'not found', Result: [{ msg: 'member not found' }] },
          })),
        ),
    });
    expect(await screen.findByRole('heading', { name: 'giving home /' })).toBeInTheDocument();
  });

  it('does not open the identity modal when the number is on file', async () => {
    renderApp(HOME, { signedIn: true, script: scriptPersonalPage });
    await screen.findByText('A12****789');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the dedicated transfer account and copies its number', async () => {
    const { user } = renderApp(HOME, { signedIn: true, script: scriptPersonalPage });
    const account = await section('Dedicated transfer account');
    await within(account).findByText('95012345678901');
    expect(valueOf(account, 'Bank name')).toBe('玉山銀行');
    expect(valueOf(account, 'Bank code')).toBe('808');
    expect(valueOf(account, 'Branch')).toBe('營業部');
    expect(valueOf(account, 'Account name')).toBe('財團法人台北恩典教會');
    await user.click(within(account).getByRole('button', { name: 'Copy account number' }));
    expect(await navigator.clipboard.readText()).toBe('95012345678901');
    expect(await screen.findByText('copied')).toBeInTheDocument();
  });

  it('lists the bound cards only, with expiry as YYYY/MM and the recurring mark', async () => {
    renderApp(HOME, { signedIn: true, script: scriptPersonalPage });
    const cards = await section('Saved cards');
    const items = await within(cards).findAllByRole('listitem');
    expect(items).toHaveLength(savedCards.length - 1);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { name: '家用卡' })).toBeInTheDocument();
    expect(valueOf(first, 'Card number')).toBe('4311-95**-****-2222');
    expect(valueOf(first, 'Expiry')).toBe('2028/12');
    expect(valueOf(first, 'Issuing bank')).toBe('玉山銀行 (808)');
    expect(within(first).getByText('Used by a recurring giving setting')).toBeInTheDocument();
    expect(within(second).getByRole('heading', { name: 'VISA' })).toBeInTheDocument();
    expect(valueOf(second, 'Expiry')).toBe('2027/02');
    expect(within(second).queryByText('Used by a recurring giving setting')).toBeNull();
    expect(within(cards).queryByText('失敗')).toBeNull();
  });

  it('lists the saved receipt titles without the synthetic entries', async () => {
    renderApp(HOME, { signedIn: true, script: scriptPersonalPage });
    const titles = await section('Saved receipt titles');
    const items = await within(titles).findAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(valueOf(items[0] as HTMLElement, 'Receipt title')).toBe('恩典科技有限公司');
    expect(valueOf(items[0] as HTMLElement, 'Tax ID')).toBe('12345675');
  });

  it('says "no data" for empty card and title lists', async () => {
    renderApp(HOME, {
      signedIn: true,
      script: (api) =>
        api
          .ok('get_member_donor_info', donorOnFile)
          .ok('get_member_vacc_num', {
            id_account: '1',
            bank_name: 'b',
            bank_no: '1',
            bank_branch: 'b',
            bank_account_name: 'a',
          })
          .ok('get_cardlink_list', [])
          .ok('get_invoice_title_list', []),
    });
    expect(await within(await section('Saved cards')).findByText('no data')).toBeInTheDocument();
    expect(
      await within(await section('Saved receipt titles')).findByText('no data'),
    ).toBeInTheDocument();
  });

  it('opens the identity modal when no identity number is on file (sid_status -1)', async () => {
    renderApp(HOME, {
      signedIn: true,
      script: (api) => scriptPersonalPage(api, { donor: donorWithoutIdentity }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Update personal data' });
    const input = within(dialog).getByRole('textbox', { name: 'ID number' });
    await waitFor(() => expect(input).toHaveFocus());
    expect(valueOf(await section('Donor information'), 'ID number')).toContain('Not on file');
  });
});
