import { ORDER_KEY, orderDraft, parseOrderDraft } from '@eoffering/shared';
import { screen } from '@testing-library/react';
import { aProject, anItem, thanksgiving, tithe } from '../../testing/fixtures';
import { renderPage } from '../../testing/render-page';
import { NormalGiving } from './normal-giving';

const project = aProject({ project_aid: 7 });
const thanks = anItem({ ...thanksgiving, item_donation_min_num: 50 });

beforeEach(() => {
  localStorage.clear();
  orderDraft.sync();
});

const saveDraft = (draft: object) => {
  localStorage.setItem(ORDER_KEY, JSON.stringify(draft));
  orderDraft.sync();
};

const renderNormal = (language: 'en' | 'zh-TW' = 'en') =>
  renderPage(
    'order/normal/:projectAid',
    <NormalGiving project={project} items={[tithe, thanks]} />,
    { route: '/order/normal/7', language },
  );

const box = (name: string) => screen.getByRole('checkbox', { name });
const field = (name: string) => screen.getByRole('textbox', { name: `Amount for ${name}` });
const total = () => screen.getByRole('status', { name: 'Total' });
const next = () => screen.getByRole('button', { name: 'Next' });

describe('normal giving (/order/normal/{projectAid})', () => {
  it('lists the items unticked, their fields disabled and asking to tick first', () => {
    renderNormal();

    expect(box('什一奉獻')).not.toBeChecked();
    expect(field('什一奉獻')).toBeDisabled();
    expect(field('什一奉獻')).toHaveAttribute('placeholder', 'Tick the item first');
    expect(field('什一奉獻')).toHaveAccessibleDescription(/NT\$ 100 to NT\$ 5,000/);
    expect(total()).toHaveTextContent('NT$ 0');
    expect(next()).toBeDisabled();
  });

  it('enables a ticked item’s amount, cleared, and keeps a running total', async () => {
    const { user } = renderNormal();

    await user.click(box('什一奉獻'));
    expect(field('什一奉獻')).toBeEnabled();
    expect(field('什一奉獻')).toHaveValue('');
    expect(field('什一奉獻')).toHaveAttribute('placeholder', 'Enter an amount');
    expect(next()).toBeEnabled();

    await user.type(field('什一奉獻'), '1200');
    await user.click(box('感恩奉獻'));
    await user.type(field('感恩奉獻'), '300');
    expect(total()).toHaveTextContent('NT$ 1,500');

    await user.click(box('什一奉獻'));
    expect(field('什一奉獻')).toHaveValue('');
    expect(total()).toHaveTextContent('NT$ 300');
  });

  it('says what is wrong with each ticked amount when Next is pressed, and stays', async () => {
    const { user } = renderNormal();
    await user.click(box('什一奉獻'));
    await user.click(box('感恩奉獻'));
    await user.type(field('感恩奉獻'), '30');

    await user.click(next());

    expect(field('什一奉獻')).toHaveAccessibleDescription(/please enter amount/);
    expect(field('什一奉獻')).toHaveAttribute('aria-invalid', 'true');
    expect(field('什一奉獻')).toHaveFocus();
    expect(field('感恩奉獻')).toHaveAccessibleDescription(/Minimum amount: NT\$ 50/);
    expect(field('感恩奉獻')).toHaveValue('30');
    expect(screen.queryByRole('status', { name: 'location' })).not.toBeInTheDocument();
  });

  it('says the maximum when a field is left over it', async () => {
    const { user } = renderNormal();
    await user.click(box('什一奉獻'));
    await user.type(field('什一奉獻'), '9000');
    await user.tab();

    expect(field('什一奉獻')).toHaveAccessibleDescription(/Maximum amount: NT\$ 5,000/);
  });

  it('saves the ticked items with view normal and goes to the payment methods', async () => {
    const { user } = renderNormal();
    await user.click(box('什一奉獻'));
    await user.type(field('什一奉獻'), '1000');
    await user.click(box('感恩奉獻'));
    await user.type(field('感恩奉獻'), '500');

    await user.click(next());

    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
      '/order/payment_methods',
    );
    expect(parseOrderDraft(localStorage.getItem(ORDER_KEY))).toMatchObject({
      project_aid: 7,
      view: 'normal',
      if_ach: 0,
      amount: 1500,
      item_package: [
        { item_aid: 1, item_name: '什一奉獻', package_amount: 1000 },
        { item_aid: 2, item_name: '感恩奉獻', package_amount: 500 },
      ],
    });
  });

  it('restores the ticks and amounts of a saved order of this project', () => {
    saveDraft({
      project_aid: 7,
      view: 'normal',
      if_ach: 0,
      item_package: [{ item_aid: 2, item_name: '感恩奉獻', package_amount: 800 }],
    });
    renderNormal();

    expect(box('什一奉獻')).not.toBeChecked();
    expect(box('感恩奉獻')).toBeChecked();
    expect(field('感恩奉獻')).toHaveValue('800');
    expect(total()).toHaveTextContent('NT$ 800');
  });

  it('reads "1,000" and full-width digits as amounts, shows them plain, refuses decimals', async () => {
    const { user } = renderNormal();
    await user.click(box('什一奉獻'));
    await user.click(box('感恩奉獻'));

    await user.type(field('什一奉獻'), '1,000');
    await user.type(field('感恩奉獻'), '２５０');
    expect(total()).toHaveTextContent('NT$ 1,250');
    await user.tab();
    expect(field('什一奉獻')).toHaveValue('1000');
    expect(field('感恩奉獻')).toHaveValue('250');

    await user.clear(field('什一奉獻'));
    await user.type(field('什一奉獻'), '1500.5');
    await user.tab();
    expect(field('什一奉獻')).toHaveValue('1500.5');
    expect(field('什一奉獻')).toHaveAccessibleDescription(/Enter a whole amount, without decimals/);
  });

  it('keeps ticks and amounts in the draft as they change, so a reload finds them', async () => {
    const { user, unmount } = renderNormal();
    await user.click(box('什一奉獻'));
    await user.type(field('什一奉獻'), '1200');
    await user.click(box('感恩奉獻'));

    expect(parseOrderDraft(localStorage.getItem(ORDER_KEY))).toMatchObject({
      project_aid: 7,
      view: 'normal',
      if_ach: 0,
      item_package: [
        { item_aid: 1, package_amount: 1200 },
        { item_aid: 2, package_amount: 0 },
      ],
    });

    unmount();
    renderNormal();
    expect(box('什一奉獻')).toBeChecked();
    expect(field('什一奉獻')).toHaveValue('1200');
    expect(box('感恩奉獻')).toBeChecked();
    expect(field('感恩奉獻')).toHaveValue('');
  });

  it('clears a saved order of another project', () => {
    saveDraft({
      project_aid: 8,
      view: 'normal',
      item_package: [{ item_aid: 1, item_name: '什一奉獻', package_amount: 800 }],
    });
    renderNormal();

    expect(box('什一奉獻')).not.toBeChecked();
    expect(localStorage.getItem(ORDER_KEY)).toBeNull();
    expect(orderDraft.get().project_aid).toBe(0);
  });

  it('speaks Traditional Chinese', async () => {
    const { user } = renderNormal('zh-TW');
    const titheField = screen.getByRole('textbox', { name: '什一奉獻金額' });
    expect(titheField).toHaveAttribute('placeholder', '請先勾選品項');
    await user.click(screen.getByRole('checkbox', { name: '什一奉獻' }));
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(titheField).toHaveAccessibleDescription(/請輸入金額/);
  });
});
