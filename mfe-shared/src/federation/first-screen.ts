import sectionStyles from '../ui/page-section.module.css';
import type { Language } from '../i18n/languages';

// The home page's first screen as plain DOM, painted by the shell's early script from the project
// list it already asked for, before main.js, React and the shared library have run
// (docs/decisions.md, 'The first screen painted before the app'). The shell builds the page's
// frame, the opening remote its content (a script of its own beside its manifest), and React takes
// over once its own home page is drawn: the static copy goes and the app shows in the same frame.
// Both bundles hold a copy of this module, so what they share lives on the page.

/** The static copy's element, a sibling placed before the app's container while it shows. */
export const FIRST_SCREEN_ID = 'eo-first-screen';

/** The remote's content of the first screen for the list's answer, or null to paint nothing. */
export type FirstScreenContent = (answer: unknown, language: Language) => HTMLElement | null;

const CONTENT_SLOT = '__eofferingFirstScreenContent';

type Page = Record<typeof CONTENT_SLOT, FirstScreenContent | undefined>;

/** Called by the remote's first-screen script: its content builder, for the early script. */
export const offerFirstScreenContent = (content: FirstScreenContent): void => {
  (window as unknown as Page)[CONTENT_SLOT] = content;
};

/** The content builder the remote's script offered, if it ran. */
export const offeredFirstScreenContent = (): FirstScreenContent | null =>
  (window as unknown as Page)[CONTENT_SLOT] ?? null;

/**
 * `PageSection` (../ui/page-section.tsx) as plain DOM: the content column and its one level-1
 * heading naming it. Text goes in as text, never as markup.
 */
export const staticPageSection = (title: string): HTMLElement => {
  const section = document.createElement('section');
  section.className = sectionStyles.page ?? '';
  const heading = document.createElement('h1');
  heading.id = `${FIRST_SCREEN_ID}-title`;
  heading.className = sectionStyles.title ?? '';
  heading.textContent = title;
  section.setAttribute('aria-labelledby', heading.id);
  section.append(heading);
  return section;
};

/** A control's name as a user tells it: its label, else its text. */
const nameOf = (control: Element): string =>
  control.getAttribute('aria-label') ?? control.textContent ?? '';

/** The app's control of the same kind and name as `control` of the static copy. */
const counterpartIn = (app: Element, tag: string, name: string): HTMLElement | null =>
  [...app.getElementsByTagName(tag)].find(
    (candidate): candidate is HTMLElement =>
      candidate instanceof HTMLElement && nameOf(candidate) === name,
  ) ?? null;

/**
 * Shows `frame` in place of `app` (hidden meanwhile) until `takeOverFirstScreen`. Its buttons do
 * nothing by themselves: one pressed meanwhile is pressed again on the app's copy once it takes
 * over, so a tap made in that second is not lost (its links lead where the app's do).
 */
export const showFirstScreen = (frame: HTMLElement, app: HTMLElement): void => {
  frame.id = FIRST_SCREEN_ID;
  frame.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button) frame.dataset.pressed = nameOf(button);
  });
  app.before(frame);
  app.hidden = true;
};

/**
 * The app shows what it drew and the static copy goes, in the same frame, so nothing moves; the
 * control that had the focus hands it to the app's, a button pressed meanwhile is pressed there.
 * Called once the app's page is past its loading state (or failed); without a static copy it does
 * nothing.
 */
export const takeOverFirstScreen = (): void => {
  const frame = document.getElementById(FIRST_SCREEN_ID);
  if (!frame) return;
  const app = frame.nextElementSibling;
  const focused = frame.contains(document.activeElement) ? document.activeElement : null;
  const { pressed } = frame.dataset;
  frame.remove();
  if (!(app instanceof HTMLElement)) return;
  app.hidden = false;
  if (focused) counterpartIn(app, focused.tagName, nameOf(focused))?.focus();
  const button = pressed === undefined ? null : counterpartIn(app, 'button', pressed);
  // After the app's commit that called this, so its handler runs as for any click.
  if (button) window.setTimeout(() => button.click());
};
