import { screen, waitFor, within } from '@testing-library/react';
import { answerDialogs, anItem } from '@eoffering/shared/testing';
import type { GivingDetail } from '@eoffering/shared/contract';
import { renderApp, resetApp } from '../../testing/render-app';
import { giving } from './records-test-data';

let dialogs: ReturnType<typeof answerDialogs> | null = null;
afterEach(() => {
  dialogs?.stop();
  dialogs = null;
  resetApp();
});

/** A bank transfer of 2,000 tithe and 1,000 missions, inside its edit window. */
const transfer = (overrides: Partial<GivingDetail> = {}) =>
  giving({
    offering_aid: 1002,
    pay_method: 'VACC',
    item_package: [
      { item_aid: 1, item_name: '什一奉獻', package_amount: 2000 },
      { item_aid: 4, item_name: '宣教奉獻', package_amount: 1000 },
    ],
    amount: 3000,
    ...overrides,
  });

const ITEMS = [
  anItem({
    item_aid: 1,
    item_name: '什一奉獻',
    item_name_en: 'Tithe',
    item_donation_max_num: 5000,
  }),
  anItem({
    item_aid: 4,
    item_name: '宣教奉獻',
    item_name_en: 'Missions',
    item_donation_min_num: 500,
    item_donation_max_num: 2000,
  }),
  anItem({ item_aid: 6, item_name: '其他奉獻', item_name_en: 'Other', item_donation_min_num: 1 }),
];

const open = (detail: GivingDetail) => {
  dialogs = answerDialogs(true);
  return renderApp(`/member_center/order_detail/${detail.offering_aid}`, {
    signedIn: true,
    script: (api) => api.ok('get_tra_offering_detail', detail),
  });
};

const itemsSection = () => screen.getByRole('region', { name: 'Giving items' });
const amountOf = (item: string) => screen.getByRole('textbox', { name: `Amount for ${item}` });

describe('item editing in the member giving detail (docs/screens/member-centre.md: transfer givings only)', () => {
  it('offers no item editing for a card giving', async () => {
    open(giving({ pay_method: 'CREDIT' }));
    await screen.findByRole('heading', { name: 'Giving no. 1001' });
    expect(screen.queryByRole('region', { name: 'Giving items' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit items' })).not.toBeInTheDocument();
  });

  it.each<[string, Partial<GivingDetail>, string]>([
    [
      'outside its edit window',
      { if_edit_flag: 0 },
      'The items of a bank transfer can be changed for successful givings only, from the giving date until the 4th of the following month, before a receipt is issued.',
    ],
    [
      'with a receipt of its own',
      { if_edit_flag: 0, if_print_flag: 3 },
      'A receipt (no. 000003) has been issued for this giving, so its items can no longer be changed.',
    ],
    [
      'on an issued annual receipt',
      { if_edit_flag: 0, if_print_flag: -1, annual_receipt_aid: 7 },
      'This giving is on annual receipt no. 000007, so its items can no longer be changed.',
    ],
  ])('says why the items of a transfer %s cannot be changed', async (_case, state, reason) => {
    open(transfer(state));
    const edit = await screen.findByRole('button', { name: 'Edit items' });
    expect(edit).toBeDisabled();
    expect(edit).toHaveAccessibleDescription(reason);
  });

  it("refuses a changed total with 'modification error', then sends the member's new items with no identity number", async () => {
    const { api, user } = open(transfer());
    api.ok('get_project_items', ITEMS);
    await user.click(await screen.findByRole('button', { name: 'Edit items' }));
    expect(await screen.findByRole('checkbox', { name: 'Tithe' })).toBeChecked();
    expect(api.bodiesOf('get_project_items')).toEqual([{ project_aid: 1, if_ach: 0 }]);
    expect(amountOf('Tithe')).toHaveValue('2000');
    expect(amountOf('Missions')).toHaveValue('1000');
    expect(amountOf('Other')).toBeDisabled();

    await user.clear(amountOf('Missions'));
    await user.type(amountOf('Missions'), '900');
    await user.click(within(itemsSection()).getByRole('button', { name: 'Submit' }));
    expect(within(itemsSection()).getByRole('alert')).toHaveTextContent('modification error');
    expect(api.bodiesOf('update_tra_items')).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: 'Other' }));
    await user.type(amountOf('Other'), '100');
    const updated = transfer({
      item_package: [
        { item_aid: 1, item_name: '什一奉獻', package_amount: 2000 },
        { item_aid: 4, item_name: '宣教奉獻', package_amount: 900 },
        { item_aid: 6, item_name: '其他奉獻', package_amount: 100 },
      ],
    });
    api.ok('update_tra_items', updated).ok('get_tra_offering_detail', updated);
    await user.click(within(itemsSection()).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('update successful')).toBeVisible();
    expect(api.bodiesOf('update_tra_items')).toEqual([
      {
        offering_aid: 1002,
        donor_sid: '',
        item_package: [
          { item_aid: 1, item_name: '什一奉獻', item_name_en: 'Tithe', package_amount: 2000 },
          { item_aid: 4, item_name: '宣教奉獻', item_name_en: 'Missions', package_amount: 900 },
          { item_aid: 6, item_name: '其他奉獻', item_name_en: 'Other', package_amount: 100 },
        ],
      },
    ]);
    await waitFor(() => expect(api.bodiesOf('get_tra_offering_detail')).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit items' })).toHaveFocus());
  });

  it('asks for at least one item and sends nothing', async () => {
    const { api, user } = open(transfer());
    api.ok('get_project_items', ITEMS);
    await user.click(await screen.findByRole('button', { name: 'Edit items' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Tithe' }));
    await user.click(screen.getByRole('checkbox', { name: 'Missions' }));
    await user.click(within(itemsSection()).getByRole('button', { name: 'Submit' }));
    expect(within(itemsSection()).getByRole('alert')).toHaveTextContent(
      'please tick at least one item',
    );
    expect(api.bodiesOf('update_tra_items')).toEqual([]);
  });

  it('cancel leaves the items as they were, focus back on Edit items', async () => {
    const { api, user } = open(transfer());
    api.ok('get_project_items', ITEMS);
    await user.click(await screen.findByRole('button', { name: 'Edit items' }));
    await user.click(await within(itemsSection()).findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit items' })).toHaveFocus());
    expect(api.bodiesOf('update_tra_items')).toEqual([]);
  });

  it('goes back to the records list when the backend refuses the new items', async () => {
    const { api, user } = open(transfer());
    api.ok('get_project_items', ITEMS);
    await user.click(await screen.findByRole('button', { name: 'Edit items' }));
    await screen.findByRole('checkbox', { name: 'Tithe' });
    api.fail('update_tra_items', 200, 'the edit window has closed', 422);
    api.ok('get_tra_offering_list', []).ok('get_invoice_title_list', []);
    await user.click(within(itemsSection()).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Giving records' })).toBeVisible();
    expect(dialogs?.alerts.map(({ message }) => message)).toEqual([
      'error occurred, will return to giving records list',
    ]);
  });
});
