import { Route, Routes } from '@eoffering/shared';
import type { Project } from '@eoffering/shared/contract';
import {
  comparableMarkup,
  installFakeApi,
  renderWithProviders,
  type FakeApi,
} from '@eoffering/shared/testing';
import { screen } from '@testing-library/react';
import { aProject } from '../../testing/fixtures';
import { HomePage } from './home-page';
import { staticHome } from './static-home';

let api: FakeApi;

beforeEach(() => {
  api = installFakeApi();
});

afterEach(() => api.uninstall());

const general = aProject();
const building = aProject({
  project_aid: 2,
  project_name: '建堂基金',
  project_name_en: 'Building fund',
  project_intro: '為新會堂預備',
  project_intro_en: 'Preparing the new sanctuary',
  project_img_url: '/media/projects/building.jpg',
  project_icon_url: '/media/projects/building-icon.svg',
  icon_bg: '#b4531a',
});

const campaign = aProject({
  project_aid: 3,
  project_name: '宣教年度目標',
  goal_amount: 1_000_000,
  goal_end_date: '2099-12-31',
  given_amount: 250_000,
  giver_count: 1,
});
const endedCampaign = aProject({
  project_aid: 4,
  goal_amount: 500,
  goal_end_date: '2020-01-31',
  given_amount: 800,
  giver_count: 12,
});

const listAnswer = (projects: unknown, RC = 501) => ({ RC, RM: 'ok', Result: projects });

/** Ids left out: the static copy's differ from React's, which share its page. */
const withoutIds = (element: Element): string =>
  comparableMarkup(element, ['id', 'aria-labelledby']);

/** The app's home page once the list is in: its section, as React rendered it. */
const appHome = async (projects: Project[], language: 'zh-TW' | 'en'): Promise<Element> => {
  api.ok('get_project_info_list', projects);
  renderWithProviders(
    <Routes>
      <Route index element={<HomePage />} />
    </Routes>,
    { language },
  );
  await screen.findAllByRole('article');
  const section = document.querySelector('section');
  if (!section) throw new Error('no section on the home page');
  return section;
};

describe('staticHome (docs/decisions.md, the first screen painted before the app)', () => {
  it.each(['zh-TW', 'en'] as const)(
    'draws the home page as the app does once the list is in (%s)',
    async (language) => {
      const projects = [general, building, campaign, endedCampaign];
      const painted = staticHome(listAnswer(projects), language);
      if (!painted) throw new Error('nothing painted');
      expect(withoutIds(painted)).toBe(withoutIds(await appHome(projects, language)));
    },
  );

  it('names each card by its heading, with ids of its own', () => {
    const painted = staticHome(listAnswer([general, building]), 'en');
    const articles = [...(painted?.querySelectorAll('article') ?? [])];
    expect(
      articles.map(
        (article) =>
          article.querySelector(`[id="${article.getAttribute('aria-labelledby') ?? ''}"]`)
            ?.textContent,
      ),
    ).toEqual(['一般奉獻', 'Building fund']);
    expect(articles.map((article) => article.getAttribute('aria-labelledby'))).toEqual([
      'eo-static-project-1-name',
      'eo-static-project-2-name',
    ]);
    expect(painted?.querySelector('h1')?.textContent).toBe('Giving projects');
  });

  it("puts the backend's text in as text, never as markup", () => {
    const painted = staticHome(
      listAnswer([
        aProject({
          project_name: '<img src=x onerror="window.injected=1">',
          project_intro: '<script>window.injected=1</script>',
        }),
      ]),
      'zh-TW',
    );
    expect(painted?.querySelector('h2')?.textContent).toBe(
      '<img src=x onerror="window.injected=1">',
    );
    expect(painted?.querySelector('p')?.textContent).toBe('<script>window.injected=1</script>');
    expect(painted?.querySelectorAll('img')).toHaveLength(2);
    expect(painted?.querySelector('script')).toBeNull();
  });

  it.each([
    ['an empty list (the app shows its notice)', listAnswer([])],
    ['a refusal', { RC: 404, RM: 'not found', Result: [{ msg: 'no such church' }] }],
    ['an answer without an RC', { Result: [] }],
    ['a Result that is no list of projects', listAnswer([{ project_aid: '1' }])],
    ['no JSON object at all', 'Bad Gateway'],
    ['a campaign figure that is no number', listAnswer([{ ...campaign, goal_amount: '1000' }])],
  ])('paints nothing for %s: the app draws the page', (_case, answer) => {
    expect(staticHome(answer, 'zh-TW')).toBeNull();
  });
});
