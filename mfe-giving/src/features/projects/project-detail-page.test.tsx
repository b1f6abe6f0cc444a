import { setPageNavigation } from '@eoffering/shared';
import { installFakeApi, type FakeApi } from '@eoffering/shared/testing';
import { act, screen } from '@testing-library/react';
import { aProject } from '../../testing/fixtures';
import { renderPage } from '../../testing/render-page';
import { ProjectDetailPage } from './project-detail-page';

let api: FakeApi;

beforeEach(() => {
  api = installFakeApi();
});

afterEach(() => {
  jest.useRealTimers();
  api.uninstall();
  setPageNavigation(null);
});

const renderDetail = (route: string, options: { language?: 'zh-TW' | 'en' } = {}) =>
  renderPage('project_detail/:projectAid', <ProjectDetailPage />, {
    route,
    language: options.language ?? 'en',
  });

const location = () => screen.getByRole('status', { name: 'location' });

describe('project introduction (/project_detail/{projectAid})', () => {
  it('reads the project of the route and shows image, name, description and contact', async () => {
    api.ok(
      'get_project_info_detail',
      aProject({
        project_aid: 7,
        project_name: '建堂基金',
        project_img_url: '/media/projects/building.jpg',
        donation_desc: '新會堂計畫\n詳情請見 https://church.example.org/building 。',
        donation_desc_en: 'The new sanctuary\nDetails at https://church.example.org/building .',
        contact_info1: '02-2345-6789',
        contact_name1: '林執事',
      }),
    );
    const { container } = renderDetail('/project_detail/7');

    expect(screen.getByRole('status')).toHaveTextContent('Loading project');
    expect(await screen.findByRole('heading', { level: 1, name: '建堂基金' })).toBeVisible();
    expect(api.bodiesOf('get_project_info_detail')).toEqual([{ project_aid: 7 }]);
    expect(container.querySelector('img')).toHaveAttribute('src', '/media/projects/building.jpg');
    expect(screen.getByText(/The new sanctuary/)).toHaveTextContent(
      'The new sanctuary Details at https://church.example.org/building .',
    );
    expect(
      screen.getByRole('link', { name: 'https://church.example.org/building' }),
    ).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('Contact: 02-2345-6789 (林執事)')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Start donating' })).toBeEnabled();
  });

  it('shows hostile markup in the description as text and builds no element from it', async () => {
    const hostile =
      '<img src=x onerror="alert(1)"> <a href="javascript:alert(2)">x</a> data:text/html,<script>alert(3)</script>';
    api.ok(
      'get_project_info_detail',
      aProject({ donation_desc: hostile, donation_desc_en: hostile }),
    );
    const { container } = renderDetail('/project_detail/1');

    expect(await screen.findByText(hostile)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    // Only the project's own image: the description adds none.
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(container.querySelector('script, img[onerror], a')).toBeNull();
  });

  it.each<[string, 'zh-TW' | 'en', Partial<Parameters<typeof aProject>[0]>, string]>([
    [
      'its English description',
      'en',
      { donation_desc: '中文說明', donation_desc_en: 'In English' },
      'In English',
    ],
    [
      'its English introduction when it has no English description',
      'en',
      { donation_desc: '中文說明' },
      'Supports the daily ministry of the church',
    ],
    [
      'its English introduction when the English description is blank',
      'en',
      { donation_desc: '中文說明', donation_desc_en: ' ' },
      'Supports the daily ministry of the church',
    ],
    [
      'its Chinese description',
      'zh-TW',
      { donation_desc: '中文說明', donation_desc_en: 'In English' },
      '中文說明',
    ],
    [
      'its Chinese introduction when it has no description',
      'zh-TW',
      { donation_desc: '' },
      '支持教會日常事工',
    ],
  ])(
    'describes the project with %s in a %s page, never the other language',
    async (_case, language, fields, shown) => {
      api.ok('get_project_info_detail', aProject(fields));
      renderDetail('/project_detail/1', { language });

      await screen.findByRole('heading', { level: 1 });
      expect(screen.getByText(shown)).toBeVisible();
    },
  );

  it('leaves out the contact line when there is no contact', async () => {
    api.ok('get_project_info_detail', aProject({ contact_info1: '', contact_name1: '林執事' }));
    renderDetail('/project_detail/1');

    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/Contact:/)).not.toBeInTheDocument();
  });

  it('shows the contact without a name when only the contact is given', async () => {
    api.ok('get_project_info_detail', aProject({ contact_info1: 'office@church.test' }));
    renderDetail('/project_detail/1', { language: 'zh-TW' });

    expect(await screen.findByText('聯絡方式：office@church.test')).toBeVisible();
  });

  it('goes home with Back when the page was opened directly', async () => {
    api.ok('get_project_info_detail', aProject());
    const { user } = renderDetail('/project_detail/1');

    await user.click(await screen.findByRole('button', { name: 'Back' }));

    expect(location()).toHaveTextContent(/^\/$/);
  });

  it.each([
    ['a failing result code', '/project_detail/9'],
    ['a route id that is not a project id', '/project_detail/abc'],
  ])('on %s says so, then goes home', async (_case, route) => {
    jest.useFakeTimers();
    api.on('get_project_info_detail', () => ({
      body: { RC: 404, RM: 'not found', Result: [{ msg: 'no such project' }] },
    }));
    renderDetail(route);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('an error occurred');
    expect(alert).toHaveTextContent('redirecting to donation home');
    expect(screen.queryByRole('status', { name: 'location' })).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1500));

    expect(location()).toHaveTextContent(/^\/$/);
  });

  it('does not call the backend for a route id that is not a project id', async () => {
    renderDetail('/project_detail/0');

    expect(await screen.findByRole('alert')).toHaveTextContent('an error occurred');
    expect(api.requests).toHaveLength(0);
  });
  it.each([
    ['given here', aProject(), true],
    [
      'given on another website',
      aProject({ if_tra: 0, project_link_url: 'https://other.example/give' }),
      false,
    ],
  ])('offers a giving link to share for a project %s', async (_case, project, offered) => {
    api.ok('get_project_info_detail', project);
    renderDetail('/project_detail/1');

    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Share' }) !== null).toBe(offered);
  });
});
