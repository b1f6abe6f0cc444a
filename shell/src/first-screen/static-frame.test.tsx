import { FIRST_SCREEN_ID, type FirstScreenParts } from '@eoffering/shared/boot';
import { comparableMarkup } from '@eoffering/shared/testing';
import { screen } from '@testing-library/react';
import { fakeLoader, renderShell, setUpShellTests, textRemote } from '../testing/render-shell';
import { TAKE_OVER_AT_LATEST_MS, paintFirstScreen, staticFrame } from './static-frame';

setUpShellTests();

/**
 * Markup without ids and the skip link's target: the static copy has its own, since the app's
 * share the page with it.
 */
const comparable = (element: Element): string => {
  const copy = element.cloneNode(true) as Element;
  for (const link of copy.querySelectorAll('a[href^="#"]')) link.removeAttribute('href');
  return comparableMarkup(copy, ['id']);
};

/** The page as `ShellLayout` draws it, with `content` in its main area. */
const appFrame = async (language: 'zh-TW' | 'en'): Promise<Element> => {
  renderShell(fakeLoader({ giving: () => Promise.resolve(textRemote('the page')) }), {
    language,
  });
  await screen.findByText('the page');
  const page = screen.getByRole('main').parentElement;
  if (!page) throw new Error('no page frame');
  return page;
};

const content = () => {
  const paragraph = document.createElement('p');
  paragraph.textContent = 'the page';
  return paragraph;
};

describe('staticFrame (docs/decisions.md, the first screen painted before the app)', () => {
  it.each(['zh-TW', 'en'] as const)(
    "draws the shell's top and main area as the app does (%s)",
    async (language) => {
      const painted = staticFrame(content(), language);
      const app = await appFrame(language);
      const [appTop, appMain] = [...app.children];
      const [top, main] = [...painted.children];
      expect(painted.className).toBe(app.className);
      expect(comparable(top as Element)).toBe(comparable(appTop as Element));
      expect(main?.className).toBe(appMain?.className);
      expect(main?.textContent).toBe('the page');
    },
  );
});

describe('paintFirstScreen', () => {
  const parts = (drawn: HTMLElement | null): Promise<FirstScreenParts> =>
    Promise.resolve({ answer: {}, content: () => drawn, language: 'en' });

  const container = () => {
    const app = document.createElement('div');
    app.id = 'app';
    document.body.replaceChildren(app);
    return app;
  };

  afterEach(() => {
    document.body.replaceChildren();
    document.documentElement.lang = 'zh-TW';
  });

  it("shows the frame with the remote's content in place of the empty container, in its language", async () => {
    const app = container();
    expect(await paintFirstScreen(parts(content()), 'app')).toBe(true);
    const frame = document.getElementById(FIRST_SCREEN_ID);
    expect(frame?.nextElementSibling).toBe(app);
    expect(frame?.querySelector('main')?.textContent).toBe('the page');
    expect(app.hidden).toBe(true);
    expect(document.documentElement.lang).toBe('en');
  });

  it.each([
    ['the parts are not all in', Promise.resolve(null)],
    ['the remote draws nothing for this list', parts(null)],
  ])('paints nothing when %s', async (_case, given) => {
    const app = container();
    expect(await paintFirstScreen(given, 'app')).toBe(false);
    expect(document.getElementById(FIRST_SCREEN_ID)).toBeNull();
    expect(app.hidden).toBe(false);
  });

  it('paints nothing once the app has drawn in its container', async () => {
    const app = container();
    app.append(document.createElement('div'));
    expect(await paintFirstScreen(parts(content()), 'app')).toBe(false);
    expect(document.getElementById(FIRST_SCREEN_ID)).toBeNull();
  });

  it('shows the app after a while even if nothing took over', async () => {
    jest.useFakeTimers();
    const app = container();
    await paintFirstScreen(parts(content()), 'app');
    jest.advanceTimersByTime(TAKE_OVER_AT_LATEST_MS - 1);
    expect(app.hidden).toBe(true);
    jest.advanceTimersByTime(1);
    expect(app.hidden).toBe(false);
    expect(document.getElementById(FIRST_SCREEN_ID)).toBeNull();
  });
});

describe('paintFirstScreen while the page still parses', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    document.body.replaceChildren();
  });

  it('paints once the document is parsed, not at DOMContentLoaded, which waits for main.js', async () => {
    let state: DocumentReadyState = 'loading';
    jest.spyOn(document, 'readyState', 'get').mockImplementation(() => state);
    const app = document.createElement('div');
    app.id = 'app';
    document.body.replaceChildren(app);
    const painted = paintFirstScreen(
      Promise.resolve({ answer: {}, content: () => content(), language: 'zh-TW' }),
      'app',
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(app.hidden).toBe(false);

    state = 'interactive';
    document.dispatchEvent(new Event('readystatechange'));
    await painted;
    expect(app.hidden).toBe(true);
  });
});
