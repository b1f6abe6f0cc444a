import { Route, Routes, setLanguage, setPageNavigation } from '@eoffering/shared';
import type { Project } from '@eoffering/shared/contract';
import { installFakeApi, renderWithProviders, type FakeApi } from '@eoffering/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { aProject } from '../../testing/fixtures';
import { ShowLocation } from '../../testing/show-location';
import { HomePage } from './home-page';

let api: FakeApi;

beforeEach(() => {
  // Each test scripts its own backend; anything it did not script fails loudly.
  api = installFakeApi();
  localStorage.clear();
});

afterEach(() => {
  api.uninstall();
  setPageNavigation(null);
});

const renderHome = (options: Parameters<typeof renderWithProviders>[1] = {}) =>
  renderWithProviders(
    <Routes>
      <Route index element={<HomePage />} />
      <Route path="*" element={<ShowLocation />} />
    </Routes>,
    options,
  );

const general = aProject();
const building = aProject({
  project_aid: 2,
  project_name: '建堂基金',
  project_intro: '為新會堂預備',
  project_intro_en: 'Preparing the new sanctuary',
  project_img_url: '/media/projects/building.jpg',
  project_icon_url: '/media/projects/building-icon.svg',
  icon_bg: '#b4531a',
});

const card = async (name: string) => {
  const heading = await screen.findByRole('heading', { name });
  const article = heading.closest('article');
  if (!article) throw new Error(`no card around ${name}`);
  return article;
};

describe('giving home', () => {
  it('shows a loading skeleton, then one card per project from the church list', async () => {
    let answer: (projects: Project[]) => void = () => undefined;
    api.on(
      'get_project_info_list',
      () =>
        new Promise((resolve) => {
          answer = (projects) => resolve({ body: { RC: 501, RM: 'ok', Result: projects } });
        }),
    );
    renderHome();

    expect(screen.getByRole('status')).toHaveTextContent('正在載入奉獻項目');
    await waitFor(() => expect(api.bodiesOf('get_project_info_list')).toHaveLength(1));
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    act(() => answer([general, building]));

    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(api.bodiesOf('get_project_info_list')).toEqual([{ url_rewrite_id: 'test-church' }]);
  });

  it('shows image, icon on its background, name and intro on each card', async () => {
    api.ok('get_project_info_list', [general, building]);
    renderHome();

    const buildingCard = await card('建堂基金');
    expect(within(buildingCard).getByText('為新會堂預備')).toBeInTheDocument();
    const images = [...buildingCard.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(images).toEqual(['/media/projects/building.jpg', '/media/projects/building-icon.svg']);
    const icon = buildingCard.querySelector('img[src$="building-icon.svg"]')?.parentElement;
    expect(icon).toHaveStyle({ backgroundColor: '#b4531a' });
  });

  it('shows the English intro when English is active, and follows a language switch', async () => {
    api.ok('get_project_info_list', [general]);
    renderHome({ language: 'en' });

    const generalCard = await card('一般奉獻');
    expect(
      within(generalCard).getByText('Supports the daily ministry of the church'),
    ).toBeVisible();
    expect(within(generalCard).queryByText('支持教會日常事工')).not.toBeInTheDocument();

    await act(() => setLanguage('zh-TW'));
    expect(within(generalCard).getByText('支持教會日常事工')).toBeInTheDocument();
  });

  it('falls back to the Chinese intro when a project has no English one', async () => {
    api.ok('get_project_info_list', [aProject({ project_intro_en: '  ' })]);
    renderHome({ language: 'en' });

    expect(await screen.findByText('支持教會日常事工')).toBeInTheDocument();
  });

  it("links 'learn more' to the project's introduction", async () => {
    api.ok('get_project_info_list', [general, building]);
    const { user } = renderHome();

    const link = within(await card('建堂基金')).getByRole('link', { name: '了解更多：建堂基金' });
    expect(link).toHaveAttribute('href', '/eoffering/project_detail/2');
    await user.click(link);
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/project_detail/2');
  });

  it('says so and offers a retry when the list cannot be read', async () => {
    api.on('get_project_info_list', () => ({
      body: { RC: 404, RM: 'not found', Result: [{ msg: 'no such church' }] },
    }));
    api.ok('get_project_info_list', [general]);
    const { user } = renderHome({ language: 'en' });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The giving projects could not be loaded.',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await card('一般奉獻')).toBeInTheDocument();
    expect(api.bodiesOf('get_project_info_list')).toHaveLength(2);
  });

  it('says there is nothing to give to when the list is empty', async () => {
    api.ok('get_project_info_list', []);
    renderHome({ language: 'en' });

    expect(await screen.findByText('There are no giving projects open right now.')).toBeVisible();
  });
});
