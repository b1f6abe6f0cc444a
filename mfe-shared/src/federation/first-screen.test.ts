import {
  FIRST_SCREEN_ID,
  showFirstScreen,
  staticPageSection,
  takeOverFirstScreen,
} from './first-screen';
import { staticLanguageToggle } from './static-language-toggle';

/** index.html's container with what the app drew into it: a button named `name`. */
const appWith = (name: string, onClick = jest.fn()) => {
  const app = document.createElement('div');
  const button = document.createElement('button');
  button.textContent = name;
  button.addEventListener('click', onClick);
  app.append(button);
  document.body.append(app);
  return { app, button, onClick };
};

const staticCopy = (...names: string[]) => {
  const frame = document.createElement('div');
  for (const name of names) {
    const button = document.createElement('button');
    button.setAttribute('aria-label', name);
    button.textContent = 'visible text';
    frame.append(button);
  }
  return frame;
};

afterEach(() => {
  document.body.replaceChildren();
  jest.useRealTimers();
});

describe('the static first screen and the app taking over', () => {
  it('shows the static copy before the hidden app, then the app alone', () => {
    const { app } = appWith('Menu');
    const frame = staticCopy('Menu');

    showFirstScreen(frame, app);
    expect(document.body.firstElementChild).toBe(frame);
    expect(frame.id).toBe(FIRST_SCREEN_ID);
    expect(app.hidden).toBe(true);

    takeOverFirstScreen();
    expect(document.getElementById(FIRST_SCREEN_ID)).toBeNull();
    expect(app.hidden).toBe(false);
    expect([...document.body.children]).toEqual([app]);
  });

  it('does nothing when there is no static copy (another page, or taken over already)', () => {
    const { app } = appWith('Menu');
    takeOverFirstScreen();
    expect([...document.body.children]).toEqual([app]);
    expect(app.hidden).toBe(false);
  });

  it("presses the app's button of the same name that was pressed on the static copy", () => {
    jest.useFakeTimers();
    const { app, onClick } = appWith('Start donating to General');
    const frame = staticCopy('Learn more', 'Start donating to General');
    showFirstScreen(frame, app);

    frame.querySelectorAll('button')[1]?.click();
    expect(onClick).not.toHaveBeenCalled();
    takeOverFirstScreen();
    jest.runAllTimers();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("hands the focus to the app's control of the same name", () => {
    const { app, button } = appWith('Menu');
    const frame = staticCopy('Menu');
    showFirstScreen(frame, app);
    frame.querySelector('button')?.focus();

    takeOverFirstScreen();
    expect(document.activeElement).toBe(button);
  });
});

describe('the shared parts of the static copy', () => {
  it('names the section by its one heading, whose text is text', () => {
    const section = staticPageSection('<b>奉獻項目</b>');
    const heading = section.querySelector('h1');
    expect(heading?.textContent).toBe('<b>奉獻項目</b>');
    expect(heading?.childElementCount).toBe(0);
    expect(section.getAttribute('aria-labelledby')).toBe(heading?.id);
    expect([section.className, heading?.className]).toEqual(['page', 'title']);
  });

  it.each([
    ['zh-TW', 'en', 'English'],
    ['en', 'zh-TW', '中文'],
  ] as const)('on a %s page the toggle names %s in its own words', (active, target, name) => {
    const toggle = staticLanguageToggle('language', active);
    expect([toggle.lang, toggle.textContent, toggle.type, toggle.className]).toEqual([
      target,
      name,
      'button',
      'language',
    ]);
  });
});
