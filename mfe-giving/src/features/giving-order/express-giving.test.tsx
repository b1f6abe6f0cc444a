import {
  ORDER_KEY,
  Route,
  Routes,
  orderDraft,
  parseOrderDraft,
  useLocation,
} from '@eoffering/shared';
import { renderWithProviders } from '@eoffering/shared/testing';
import { screen, within } from '@testing-library/react';
import { aProject, anItem, thanksgiving, tithe } from '../../testing/fixtures';
import { ShowLocation } from '../../testing/show-location';
import { ExpressGiving } from './express-giving';

const project = aProject({ project_aid: 7 });
const thanks = anItem({ ...thanksgiving, item_donation_max_num: 200000 });

beforeEach(() => {
  localStorage.clear();
  orderDraft.sync();
});

// The query the page is on, as the address bar shows it.
const ShowSearch = () => <output aria-label="query">{useLocation().search}</output>;

const renderExpress = (route = '/order/express/7', language: 'en' | 'zh-TW' = 'en') =>
  renderWithProviders(
    <Routes>
      <Route
        path="order/express/:projectAid"
        element={
          <>
            <ExpressGiving project={project} items={[tithe, thanks]} />
            <ShowSearch />
          </>
        }
      />
      <Route path="*" element={<ShowLocation />} />
    </Routes>,
    { route, language },
  );

const amount = () => screen.getByRole('status', { name: 'Amount' });
const next = () => screen.getByRole('button', { name: 'Next' });
const saved = () => parseOrderDraft(localStorage.getItem(ORDER_KEY));

const pickTithe = async (user: ReturnType<typeof renderExpress>['user']) =>
  user.click(screen.getByRole('button', { name: /什一奉獻/ }));

describe('express giving (/order/express/{projectAid})', () => {
  it('lists the items with their limits, then opens the keypad for the one picked', async () => {
    const { user } = renderExpress();

    expect(screen.getByRole('heading', { name: 'Choose an item' })).toBeVisible();
    expect(screen.getByRole('button', { name: '什一奉獻 NT$ 100 to NT$ 5,000' })).toBeVisible();
    await pickTithe(user);

    expect(screen.getByRole('heading', { name: '什一奉獻' })).toHaveFocus();
    expect(amount()).toHaveTextContent('NT$ 0');
    expect(amount()).toHaveAttribute('aria-live', 'polite');
    expect(next()).toBeDisabled();
  });

  it('appends digits, resets with C, drops a digit with backspace and sets quick amounts', async () => {
    const { user } = renderExpress();
    await pickTithe(user);
    const keypad = within(screen.getByRole('group', { name: 'Number keypad' }));

    await user.click(keypad.getByRole('button', { name: '1' }));
    await user.click(keypad.getByRole('button', { name: '2' }));
    await user.click(keypad.getByRole('button', { name: '0' }));
    expect(amount()).toHaveTextContent('NT$ 120');
    await user.click(keypad.getByRole('button', { name: 'Delete the last digit' }));
    expect(amount()).toHaveTextContent('NT$ 12');
    await user.click(keypad.getByRole('button', { name: 'C: reset to 0' }));
    expect(amount()).toHaveTextContent('NT$ 0');
    await user.click(screen.getByRole('button', { name: 'NT$ 3,000' }));
    expect(amount()).toHaveTextContent('NT$ 3,000');
    expect(next()).toBeEnabled();
  });

  it('offers the quick amounts 300, 500, 1000, 3000 and 5000', async () => {
    const { user } = renderExpress();
    await pickTithe(user);

    const quick = within(screen.getByRole('group', { name: 'Quick amounts' }));
    expect(quick.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'NT$ 300',
      'NT$ 500',
      'NT$ 1,000',
      'NT$ 3,000',
      'NT$ 5,000',
    ]);
  });

  it('refuses a digit that would pass the maximum and keeps the amount', async () => {
    const { user } = renderExpress();
    await pickTithe(user);

    for (const digit of ['5', '0', '0', '0', '1']) {
      await user.click(screen.getByRole('button', { name: digit }));
    }

    expect(screen.getByRole('alert')).toHaveTextContent('Maximum amount: NT$ 5,000');
    expect(amount()).toHaveTextContent('NT$ 5,000');
  });

  it('says the minimum when Next is pressed under it, and stays', async () => {
    const { user } = renderExpress();
    await pickTithe(user);

    await user.click(screen.getByRole('button', { name: '5' }));
    await user.click(next());

    expect(screen.getByRole('alert')).toHaveTextContent('Minimum amount: NT$ 100');
    expect(screen.queryByRole('status', { name: 'location' })).not.toBeInTheDocument();
    // The draft keeps what was typed (a reload finds it), no further than this step.
    expect(saved()).toMatchObject({ amount: 5, offering_aid: 0, type_aid: -1 });
  });

  it('works from a hardware keyboard: digits, Backspace, Escape and c, Enter for Next', async () => {
    const { user } = renderExpress();
    await pickTithe(user);

    await user.keyboard('1509');
    expect(amount()).toHaveTextContent('NT$ 1,509');
    await user.keyboard('{Backspace}');
    expect(amount()).toHaveTextContent('NT$ 150');
    await user.keyboard('{Escape}');
    expect(amount()).toHaveTextContent('NT$ 0');
    await user.keyboard('77c');
    expect(amount()).toHaveTextContent('NT$ 0');
    await user.keyboard('9999');
    expect(screen.getByRole('alert')).toHaveTextContent('Maximum amount: NT$ 5,000');
    expect(amount()).toHaveTextContent('NT$ 999');
    await user.keyboard('{Enter}');

    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
      '/order/payment_methods',
    );
    expect(saved().amount).toBe(999);
  });

  it('Enter on a focused key presses that key, not Next', async () => {
    const { user } = renderExpress();
    await pickTithe(user);
    await user.keyboard('2');

    screen.getByRole('button', { name: '3' }).focus();
    await user.keyboard('{Enter}');

    expect(amount()).toHaveTextContent('NT$ 23');
    expect(screen.queryByRole('status', { name: 'location' })).not.toBeInTheDocument();
  });

  it('goes back to the item list with Choose again', async () => {
    const { user } = renderExpress();
    await pickTithe(user);

    await user.click(screen.getByRole('button', { name: 'Choose again' }));

    expect(screen.getByRole('heading', { name: 'Choose an item' })).toHaveFocus();
    expect(screen.queryByRole('status', { name: 'Amount' })).not.toBeInTheDocument();
  });

  it('replaces a quick amount with the next digit, as a phone’s payment keypad does', async () => {
    const { user } = renderExpress();
    await pickTithe(user);
    const keypad = within(screen.getByRole('group', { name: 'Number keypad' }));

    await user.click(screen.getByRole('button', { name: 'NT$ 1,000' }));
    await user.click(keypad.getByRole('button', { name: '5' }));
    expect(amount()).toHaveTextContent(/^NT\$ 5$/);
    await user.click(keypad.getByRole('button', { name: '0' }));
    expect(amount()).toHaveTextContent('NT$ 50');

    await user.click(screen.getByRole('button', { name: 'NT$ 3,000' }));
    await user.click(keypad.getByRole('button', { name: 'Delete the last digit' }));
    expect(amount()).toHaveTextContent('NT$ 300');
  });

  it('brings Next into view when the donor picks an item', async () => {
    const scrolled = jest.spyOn(Element.prototype, 'scrollIntoView');
    const { user } = renderExpress();
    await pickTithe(user);

    expect(scrolled.mock.contexts).toEqual([next()]);
    expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' });
    scrolled.mockRestore();
  });

  it('keeps the item and amount in the draft as they change, so a reload finds them', async () => {
    const { user, unmount } = renderExpress();
    await pickTithe(user);
    expect(saved()).toMatchObject({ view: 'express', item_package: [{ item_aid: 1 }] });
    await user.click(screen.getByRole('button', { name: 'NT$ 1,000' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Number keypad' })).getByRole('button', {
        name: '5',
      }),
    );
    await user.click(
      within(screen.getByRole('group', { name: 'Number keypad' })).getByRole('button', {
        name: '0',
      }),
    );
    expect(saved()).toMatchObject({
      project_aid: 7,
      view: 'express',
      amount: 50,
      item_package: [{ item_aid: 1, item_name: '什一奉獻', package_amount: 50 }],
    });

    unmount();
    renderExpress();
    expect(screen.getByRole('heading', { name: '什一奉獻' })).toBeVisible();
    expect(amount()).toHaveTextContent('NT$ 50');

    await user.click(screen.getByRole('button', { name: 'Choose again' }));
    expect(saved().item_package).toEqual([]);
  });

  it('saves the order with view express and goes to the payment methods', async () => {
    localStorage.setItem(
      ORDER_KEY,
      JSON.stringify({ project_aid: 7, offering_aid: 1301, type_aid: 3, pay_method: 'VACC' }),
    );
    orderDraft.sync();
    const { user } = renderExpress();
    await user.click(screen.getByRole('button', { name: /感恩奉獻/ }));
    await user.click(screen.getByRole('button', { name: 'NT$ 1,000' }));
    await user.click(next());

    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
      '/order/payment_methods',
    );
    expect(saved()).toMatchObject({
      project_aid: 7,
      view: 'express',
      if_ach: 0,
      amount: 1000,
      item_package: [{ item_aid: 2, item_name: '感恩奉獻', package_amount: 1000 }],
      // A new order: nothing of an earlier payment attempt carries over.
      offering_aid: 0,
      type_aid: -1,
      pay_method: '',
    });
  });

  it('opens the keypad with the item and amount of a link', () => {
    renderExpress('/order/express/7?item=1&amount=2500');

    expect(screen.getByRole('heading', { name: '什一奉獻' })).toBeVisible();
    expect(amount()).toHaveTextContent('NT$ 2,500');
    expect(next()).toBeEnabled();
  });

  it('leaves the link’s query once the donor chooses again', async () => {
    const { user } = renderExpress('/order/express/7?item=1&amount=2500');
    expect(screen.getByRole('status', { name: 'query' })).toHaveTextContent('?item=1&amount=2500');

    await user.click(screen.getByRole('button', { name: 'Choose again' }));

    expect(screen.getByRole('status', { name: 'query' })).toBeEmptyDOMElement();
    expect(screen.getByRole('heading', { name: 'Choose an item' })).toBeVisible();
  });

  it.each([
    ['an amount over the maximum', '?item=1&amount=5001'],
    ['an unknown item', '?item=99&amount=500'],
    ['an amount that is not a number', '?item=1&amount=abc'],
  ])('shows the item list for a link with %s, without an error', (_case, query) => {
    renderExpress(`/order/express/7${query}`);

    expect(screen.getByRole('heading', { name: 'Choose an item' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('comes back to the keypad with the amount of a saved express order of this project', () => {
    localStorage.setItem(
      ORDER_KEY,
      JSON.stringify({
        project_aid: 7,
        view: 'express',
        if_ach: 0,
        item_package: [{ item_aid: 1, item_name: '什一奉獻', package_amount: 800 }],
      }),
    );
    orderDraft.sync();
    renderExpress();

    expect(amount()).toHaveTextContent('NT$ 800');
  });

  it('speaks Traditional Chinese', async () => {
    const { user } = renderExpress('/order/express/7', 'zh-TW');
    expect(screen.getByRole('heading', { name: '請選擇奉獻品項' })).toBeVisible();
    await pickTithe(user);
    await user.click(screen.getByRole('button', { name: '5' }));
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(screen.getByRole('alert')).toHaveTextContent('最低金額');
  });
});
