import {
  APP_BASE_PATH,
  showFirstScreen,
  staticLanguageToggle,
  takeOverFirstScreen,
  type FirstScreenParts,
} from '@eoffering/shared/boot';
import headerStyles from '../layout/header.module.css';
import layoutStyles from '../layout/shell-layout.module.css';
import en from '../locales/en.json';
import zhTW from '../locales/zh-TW.json';

// The shell's part of the static first screen (docs/decisions.md, 'The first screen painted before
// the app'): the page frame `ShellLayout` and `Header` render (../layout/), as plain DOM with their
// classes, around the opening remote's content. The footer is left out: it starts below the first
// screen (the main area is the viewport tall).

// Only the texts read here: the early build keeps just these JSON properties.
const TEXTS = {
  'zh-TW': { app: zhTW.app, menu: zhTW.header.menu },
  en: { app: en.app, menu: en.header.menu },
} as const;

/**
 * The app takes over when its page is drawn (`takeOverFirstScreen`); should nothing call it (a
 * failure no part of the app reports), the app shows after this long rather than never.
 */
export const TAKE_OVER_AT_LATEST_MS = 15_000;

const MAIN_ID = 'eo-first-screen-main';
const SVG = 'http://www.w3.org/2000/svg';

const element = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string | undefined,
  ...children: Array<Node | string>
): HTMLElementTagNameMap[K] => {
  const created = document.createElement(tag);
  if (className) created.className = className;
  created.append(...children);
  return created;
};

const logo = (): SVGSVGElement => {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('class', headerStyles.logo ?? '');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', 'M12 2v20M5 8h14');
  svg.append(path);
  return svg;
};

/** The page frame around `content`, in `language`. */
export const staticFrame = (
  content: HTMLElement,
  language: FirstScreenParts['language'],
): HTMLElement => {
  const texts = TEXTS[language];
  const skip = element('a', layoutStyles.skip, texts.app.skipToContent);
  skip.href = `#${MAIN_ID}`;
  const menu = element(
    'button',
    headerStyles.menuButton,
    element('span', headerStyles.burger),
    element('span', undefined, texts.menu),
  );
  menu.type = 'button';
  menu.setAttribute('aria-expanded', 'false');
  menu.firstElementChild?.setAttribute('aria-hidden', 'true');
  const brand = element(
    'a',
    headerStyles.brand,
    logo(),
    element('span', undefined, texts.app.title),
  );
  brand.href = APP_BASE_PATH;
  brand.setAttribute('aria-label', texts.app.home);
  const header = element(
    'header',
    headerStyles.header,
    menu,
    brand,
    staticLanguageToggle(headerStyles.language ?? '', language),
  );
  const top = element('div', layoutStyles.top, skip, header);
  top.tabIndex = -1;
  const main = element('main', layoutStyles.main, content);
  main.id = MAIN_ID;
  main.tabIndex = -1;
  return element('div', layoutStyles.page, top, main);
};

/**
 * Once the document is parsed ('interactive'): not DOMContentLoaded, which waits for main.js, a
 * deferred script, to download and run, the very wait the static copy is for.
 */
const documentParsed = (): Promise<void> =>
  document.readyState === 'loading'
    ? new Promise((resolve) =>
        document.addEventListener('readystatechange', () => resolve(), { once: true }),
      )
    : Promise.resolve();

/**
 * Paints the first screen in place of the app's container `appId` once its parts are in, unless
 * the app has drawn in it already; does nothing without parts or content. Resolves to whether it
 * painted.
 */
export const paintFirstScreen = async (
  parts: Promise<FirstScreenParts | null>,
  appId: string,
): Promise<boolean> => {
  const ready = await parts;
  const content = ready && ready.content(ready.answer, ready.language);
  if (!ready || !content) return false;
  await documentParsed();
  const app = document.getElementById(appId);
  if (!app || app.childElementCount > 0) return false;
  // The app sets it too when it starts; a screen reader reads the static copy in its language.
  document.documentElement.lang = ready.language;
  showFirstScreen(staticFrame(content, ready.language), app);
  window.setTimeout(takeOverFirstScreen, TAKE_OVER_AT_LATEST_MS);
  return true;
};
