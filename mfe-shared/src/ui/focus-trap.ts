import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements inside `container` that Tab reaches, in order. */
export const focusableIn = (container: HTMLElement): HTMLElement[] =>
  Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.hasAttribute('inert') && element.getAttribute('aria-hidden') !== 'true',
  );

/** How long a closed dialog keeps watching that focus lands on its opener or the page's heading. */
const RESTORE_WAIT_MS = 2000;

const isNowhere = (): boolean =>
  document.activeElement === null || document.activeElement === document.body;

/** The page's heading: where focus goes when the dialog's opener is gone (a sign-in replaced it). */
const pageHeading = (): HTMLElement | null => {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
};

/**
 * Gives focus back to `target`, the dialog's opener (WCAG 2.4.3), so the next Tab goes on from
 * there rather than from the top of the page. An opener disabled while its dialog asked (a payment
 * method busy until the answer) takes focus as soon as it is enabled again; an opener the page
 * removed meanwhile (the login button, once signed in) leaves focus on the page's heading, the
 * step the donor is on. Only focus left behind (on <body>, or inside the dialog that closed) is
 * moved, and the watch ends as soon as focus has a place.
 */
const restoreFocus = (target: HTMLElement, closed: HTMLElement): void => {
  /** True once focus has a place: the opener, the heading, or wherever the page moved it. */
  const place = (): boolean => {
    const active = document.activeElement;
    if (!isNowhere() && !(active instanceof Node && closed.contains(active))) return true;
    if (!target.isConnected) {
      pageHeading()?.focus();
      return true;
    }
    target.focus();
    return document.activeElement === target;
  };
  if (place()) return;
  const observer = new MutationObserver(() => {
    if (place()) observer.disconnect();
  });
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['disabled', 'aria-disabled'],
  });
  setTimeout(() => observer.disconnect(), RESTORE_WAIT_MS);
};

// Open traps, innermost last: only the top one acts, so a dialog over a dialog works.
const stack: RefObject<HTMLElement>[] = [];

/**
 * Keeps keyboard focus inside `container` while `active` (WCAG 2.4.3): focuses `initial` (or the
 * first focusable element, or the container) on start, wraps Tab and Shift+Tab, pulls stray focus
 * back, and returns focus to where it was when the trap ends. `onEscape` is called for an Escape
 * pressed while focus is outside the top trap: focus falls to <body> when the element holding it
 * is re-rendered away, which no focus event reports, and the dialog must still close.
 */
export const useFocusTrap = (
  container: RefObject<HTMLElement>,
  active: boolean,
  initial?: RefObject<HTMLElement>,
  onEscape?: () => void,
): void => {
  // Read when Escape is pressed: a caller's inline callback must not restart the trap, which would
  // move focus back to its first field on every render.
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  });
  useEffect(() => {
    const root = container.current;
    if (!active || !root) return;
    // Focus that was nowhere (on <body>) is not given back: the caller picks a better place.
    const focused = document.activeElement;
    const previous = focused instanceof HTMLElement && focused !== document.body ? focused : null;
    stack.push(container);
    const isTop = () => stack[stack.length - 1] === container;
    (initial?.current ?? focusableIn(root)[0] ?? root).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTop()) return;
      if (event.key === 'Escape' && event.target instanceof Node && !root.contains(event.target)) {
        escape.current?.();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(root);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        root.focus();
        return;
      }
      const current = document.activeElement;
      if (event.shiftKey && (current === first || current === root || !root.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !root.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (isTop() && event.target instanceof Node && !root.contains(event.target)) {
        (focusableIn(root)[0] ?? root).focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      stack.splice(stack.indexOf(container), 1);
      if (previous) restoreFocus(previous, root);
    };
  }, [active, container, initial]);
};
