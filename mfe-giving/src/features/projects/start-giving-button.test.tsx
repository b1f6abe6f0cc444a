import { type OrderDraft, Route, Routes, orderDraft, setPageNavigation } from '@eoffering/shared';
import { installFakeApi, renderWithProviders, type FakeApi } from '@eoffering/shared/testing';
import { screen, within } from '@testing-library/react';
import { HomePage } from './home-page';
import { aProject } from '../../testing/fixtures';
import { ShowLocation } from '../../testing/show-location';

let api: FakeApi;
const assign = jest.fn<void, [string]>();

beforeEach(() => {
  api = installFakeApi();
  orderDraft.clear();
  // Leaving the app is a full-page navigation; the test watches it instead of leaving jsdom.
  setPageNavigation({ assign });
  assign.mockClear();
});

afterEach(() => {
  api.uninstall();
  setPageNavigation(null);
  orderDraft.clear();
});

const renderHome = (signedIn: boolean) =>
  renderWithProviders(
    <Routes>
      <Route index element={<HomePage />} />
      <Route path="*" element={<ShowLocation />} />
    </Routes>,
    { signedIn, language: 'en' },
  );

const location = () => screen.getByRole('status', { name: 'location' });

describe("'start donating' target", () => {
  it.each<[string, boolean, Partial<OrderDraft> | null, string]>([
    ['a guest without a saved order', false, null, '/order/express/1'],
    ['a member without a saved order', true, null, '/order/normal/1'],
    [
      'a guest whose saved order of this project is recurring',
      false,
      { project_aid: 1, view: 'recurring_records' },
      '/order/recurring_records/1',
    ],
    [
      'a member whose saved order of this project is express',
      true,
      { project_aid: 1, view: 'express' },
      '/order/express/1',
    ],
    [
      'a guest whose saved order is for another project',
      false,
      { project_aid: 2, view: 'normal' },
      '/order/express/1',
    ],
    [
      'a member whose saved order of this project has no view yet',
      true,
      { project_aid: 1, view: '' },
      '/order/normal/1',
    ],
  ])('sends %s to %s', async (_who, signedIn, draft, target) => {
    if (draft) orderDraft.save(draft);
    api.ok('get_project_info_list', [aProject()]);
    const { user } = renderHome(signedIn);

    await user.click(await screen.findByRole('button', { name: 'Start donating to 一般奉獻' }));

    expect(location()).toHaveTextContent(target);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe("if_tra 0: the 'will redirect you' dialog", () => {
  const external = aProject({
    project_aid: 4,
    project_name: '宣教夥伴',
    if_tra: 0,
    project_link_url: 'https://missions.example.org/give',
  });

  it('asks first, and cancel stays on the page without an order', async () => {
    api.ok('get_project_info_list', [external]);
    const { user } = renderHome(false);

    await user.click(await screen.findByRole('button', { name: 'Start donating to 宣教夥伴' }));
    const dialog = screen.getByRole('alertdialog', { name: 'will redirect you' });
    expect(dialog).toHaveTextContent('missions.example.org');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'location' })).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('confirm leaves the app for the external link, full page', async () => {
    api.ok('get_project_info_list', [external]);
    const { user } = renderHome(true);

    await user.click(await screen.findByRole('button', { name: 'Start donating to 宣教夥伴' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(assign).toHaveBeenCalledWith('https://missions.example.org/give');
    expect(screen.queryByRole('status', { name: 'location' })).not.toBeInTheDocument();
  });

  it('starts an order here when the external link is not http(s)', async () => {
    api.ok('get_project_info_list', [
      { ...external, project_link_url: 'javascript:alert(document.cookie)' },
    ]);
    const { user } = renderHome(false);

    await user.click(await screen.findByRole('button', { name: 'Start donating to 宣教夥伴' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(location()).toHaveTextContent('/order/express/4');
    expect(assign).not.toHaveBeenCalled();
  });

  it('does not ask for a project that takes gifts here (if_tra 1) even with a link', async () => {
    api.ok('get_project_info_list', [{ ...external, if_tra: 1 }]);
    const { user } = renderHome(false);

    await user.click(await screen.findByRole('button', { name: 'Start donating to 宣教夥伴' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(location()).toHaveTextContent('/order/express/4');
  });
});
