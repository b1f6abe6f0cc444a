import { setConfig } from '@eoffering/shared';
import { testConfig } from '@eoffering/shared/testing';
import type { Project } from '@eoffering/shared/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { aProject } from '../../testing/fixtures';
import { GIVING_ELEMENT, defineGivingElement } from './giving-element';

const PORTAL = 'https://give.church.example';

// jsdom has no constructable stylesheets (Chromium has; e2e/tests/embed.spec.ts shows the styles).
beforeAll(() => {
  Object.assign(CSSStyleSheet.prototype, { replaceSync: () => undefined });
  Object.defineProperty(ShadowRoot.prototype, 'adoptedStyleSheets', {
    configurable: true,
    get: () => [],
    set: () => undefined,
  });
  defineGivingElement(PORTAL);
});

interface Sent {
  url: string;
  init: RequestInit | undefined;
}

let sent: Sent[];
let answerList: () => Promise<Response>;

const json = (body: unknown): Promise<Response> =>
  Promise.resolve({ ok: true, status: 200, json: async () => body } as Response);

const listOf =
  (...projects: Project[]) =>
  () =>
    json({ RC: 501, RM: 'success', Result: projects });

beforeEach(() => {
  setConfig(null);
  sent = [];
  answerList = listOf(aProject());
  window.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    sent.push({ url, init });
    return url.endsWith('/config.json') ? json(testConfig({ apiBaseUrl: '' })) : answerList();
  });
});

afterEach(() => {
  document.body.replaceChildren();
  jest.restoreAllMocks();
});

/** Writes the element as a church website's HTML would, and returns its shadow root's queries. */
const place = (attributes: Record<string, string>) => {
  const element = document.createElement(GIVING_ELEMENT);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return { element, widget: within(element.shadowRoot as unknown as HTMLElement) };
};

describe('<eoffering-giving> on any website', () => {
  it('lists every project as a card linking into the portal, in English', async () => {
    answerList = listOf(
      aProject(),
      aProject({
        project_aid: 2,
        project_name: '建堂基金',
        project_intro: '新會堂',
        project_intro_en: 'New sanctuary',
        project_img_url: '/media/projects/building.svg',
      }),
    );
    const { widget } = place({ lang: 'en' });

    expect(widget.getByRole('status')).toHaveTextContent('Loading giving projects');
    const start = await widget.findByRole('link', { name: 'Start donating to 建堂基金' });
    expect(start).toHaveTextContent('Start donating');
    expect(start).toHaveAttribute('href', `${PORTAL}/eoffering/order/express/2`);
    expect(widget.getByRole('link', { name: 'Learn more about 建堂基金' })).toHaveAttribute(
      'href',
      `${PORTAL}/eoffering/project_detail/2`,
    );
    expect(widget.getByRole('heading', { level: 2, name: 'Giving projects' })).toBeVisible();
    const card = within(widget.getByRole('article', { name: '建堂基金' }));
    expect(card.getByText('New sanctuary')).toBeVisible();
    expect(widget.getAllByRole('article')).toHaveLength(2);
    const image = widget
      .getByRole('article', { name: '建堂基金' })
      .querySelector('img[src$="building.svg"]');
    expect(image).toHaveAttribute('src', `${PORTAL}/media/projects/building.svg`);
    // Nothing leaks into the host page's own DOM.
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('reads config.json and the list from the origin of its script, without cookies', async () => {
    const { widget } = place({ lang: 'en' });
    await widget.findByRole('article');

    expect(sent.map(({ url }) => url)).toEqual([
      `${PORTAL}/eoffering/config.json`,
      `${PORTAL}/api/get_project_info_list`,
    ]);
    const list = sent[1]?.init;
    expect(list).toMatchObject({ method: 'POST', credentials: 'omit' });
    expect(JSON.parse(String(list?.body))).toEqual({ url_rewrite_id: 'test-church' });
  });

  it('shows only the project its project attribute names, in Traditional Chinese', async () => {
    answerList = listOf(
      aProject(),
      aProject({ project_aid: 2, project_name: '建堂基金', project_intro: '新會堂' }),
    );
    const { widget } = place({ lang: 'zh-TW', project: '2' });

    const start = await widget.findByRole('link', { name: '開始奉獻：建堂基金' });
    expect(start).toHaveTextContent('開始奉獻');
    expect(widget.getByRole('link', { name: '了解更多：建堂基金' })).toBeVisible();
    expect(widget.getByRole('heading', { level: 2, name: '奉獻項目' })).toBeVisible();
    expect(widget.getByText('新會堂')).toBeVisible();
    expect(widget.getAllByRole('article')).toHaveLength(1);
  });

  it('follows a changed attribute', async () => {
    const { element, widget } = place({ lang: 'zh-TW' });
    await widget.findByRole('link', { name: '開始奉獻：一般奉獻' });

    element.setAttribute('lang', 'en');
    expect(await widget.findByRole('link', { name: 'Start donating to 一般奉獻' })).toBeVisible();
  });

  it.each([
    ['a project that is not open', { project: '9' }],
    ['no project at all', {}],
  ])('says there is nothing to give to for %s', async (_case, attributes) => {
    answerList = Object.keys(attributes).length === 0 ? listOf() : listOf(aProject());
    const { widget } = place({ lang: 'en', ...attributes });
    expect(await widget.findByText('There are no giving projects open right now.')).toBeVisible();
  });

  it('sends a project that takes gifts elsewhere to its page, where the portal asks first', async () => {
    answerList = listOf(aProject({ if_tra: 0, project_link_url: 'https://other.example/give' }));
    const { widget } = place({ lang: 'en' });

    expect(await widget.findByRole('link', { name: 'Start donating to 一般奉獻' })).toHaveAttribute(
      'href',
      `${PORTAL}/eoffering/project_detail/1`,
    );
  });

  it.each([
    ['the browser blocks the call (CORS)', () => Promise.reject(new TypeError('Failed to fetch'))],
    [
      'the backend refuses',
      () => json({ RC: 404, RM: 'not found', Result: [{ msg: 'no church' }] }),
    ],
    ['the answer is null', () => json(null)],
    ['the answer has no RC', () => json({ Result: [aProject()] })],
    ['the RC is text', () => json({ RC: '501', Result: [aProject()] })],
    ['the answer has no Result', () => json({ RC: 501, RM: 'success' })],
    ['the Result is one project, not a list', () => json({ RC: 501, Result: aProject() })],
    [
      'a project has no name',
      () => json({ RC: 501, Result: [{ ...aProject(), project_name: undefined }] }),
    ],
    [
      'a project number is text',
      () => json({ RC: 501, Result: [{ ...aProject(), project_aid: '1' }] }),
    ],
    ['a project is null', () => json({ RC: 501, Result: [aProject(), null] })],
  ])('says politely that the projects cannot be shown when %s', async (_case, answer) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answerList = answer;
    const { widget } = place({ lang: 'en' });

    expect(await widget.findByRole('alert')).toHaveTextContent(
      'The giving projects could not be loaded.',
    );
    await waitFor(() => expect(console.error).toHaveBeenCalled());
  });
});
