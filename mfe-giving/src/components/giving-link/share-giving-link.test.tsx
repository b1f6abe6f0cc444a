import { installFakeApi, renderWithProviders, type FakeApi } from '@eoffering/shared/testing';
import { screen, within } from '@testing-library/react';
import { aProject, anItem } from '../../testing/fixtures';
import { ShareGivingLink } from './share-giving-link';

let api: FakeApi;
const origin = window.location.origin;
const project = aProject({ project_aid: 7, project_name: '一般奉獻' });
const items = [
  anItem({
    item_aid: 1,
    item_name: '十一奉獻',
    item_donation_min_num: 100,
    item_donation_max_num: 5000,
  }),
  anItem({ item_aid: 2, item_name: '感恩奉獻' }),
];

beforeEach(() => {
  api = installFakeApi();
});

afterEach(() => api.uninstall());

const renderShare = (language: 'en' | 'zh-TW' = 'en') =>
  renderWithProviders(<ShareGivingLink project={project} />, { config: null, language });

describe('share a giving link (express keypad prefilled, QR code)', () => {
  it('opens a dialog with the link of the first item, a copy button and its QR code', async () => {
    api.ok('get_project_items', items);
    const { user } = renderShare();

    await user.click(screen.getByRole('button', { name: 'Share' }));

    const dialog = screen.getByRole('dialog', { name: 'Share a giving link: 一般奉獻' });
    const link = await within(dialog).findByRole('textbox', { name: 'Link' });
    expect(link).toHaveValue(`${origin}/eoffering/order/express/7?item=1`);
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeVisible();
    expect(
      await within(dialog).findByRole('img', { name: 'QR code of the giving link for 十一奉獻' }),
    ).toBeVisible();
    expect(api.bodiesOf('get_project_items')).toEqual([{ project_aid: 7, if_ach: 0 }]);
  });

  it('puts the chosen item and amount in the link', async () => {
    api.ok('get_project_items', items);
    const { user } = renderShare();
    await user.click(screen.getByRole('button', { name: 'Share' }));

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Item' }), '感恩奉獻');
    await user.type(screen.getByRole('textbox', { name: 'Amount (optional)' }), '1000');

    expect(screen.getByRole('textbox', { name: 'Link' })).toHaveValue(
      `${origin}/eoffering/order/express/7?item=2&amount=1000`,
    );
    expect(
      await screen.findByRole('img', { name: 'QR code of the giving link for 感恩奉獻' }),
    ).toBeVisible();
  });

  it('says an amount outside the item’s limits and makes no link of it', async () => {
    api.ok('get_project_items', items);
    const { user } = renderShare();
    await user.click(screen.getByRole('button', { name: 'Share' }));

    await user.type(await screen.findByRole('textbox', { name: 'Amount (optional)' }), '9000');

    expect(screen.getByRole('alert')).toHaveTextContent('Maximum amount: NT$ 5,000');
    expect(screen.queryByRole('textbox', { name: 'Link' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('asks for the items only when the dialog opens, and closes', async () => {
    const { user } = renderShare();
    expect(api.requests).toHaveLength(0);

    api.ok('get_project_items', items);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await screen.findByRole('textbox', { name: 'Link' });
    await user.click(screen.getAllByRole('button', { name: 'Close' })[0]!);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('speaks Traditional Chinese', async () => {
    api.ok('get_project_items', items);
    const { user } = renderShare('zh-TW');
    await user.click(screen.getByRole('button', { name: '分享' }));

    expect(await screen.findByRole('textbox', { name: '連結' })).toBeVisible();
    expect(screen.getByRole('button', { name: '複製連結' })).toBeVisible();
  });
});
