import { session, useLocation } from '@eoffering/shared';
import { useEffect, useRef, type RefObject } from 'react';

/**
 * How long after a route change the new page's heading is waited for: a remote's page may first
 * fetch its code and its data. Past it, focus goes to the main area itself.
 */
export const HEADING_WAIT_MS = 5000;

/**
 * docs/screens/shell.md: focuses the page's main heading (its `h1`, made focusable with
 * tabIndex -1), or the main area when the page has none yet. Scrolling is left to the caller.
 */
export const focusMainHeading = (main: HTMLElement): HTMLElement => {
  const heading = main.querySelector<HTMLElement>('h1');
  const target = heading ?? main;
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  target.focus({ preventScroll: true });
  return target;
};

/**
 * After a route change, focus goes to the new page's main heading once it is drawn (WCAG 2.4.3),
 * unless focus has moved on meanwhile (a field the page opens on, or the member's own Tab). The
 * first page of a visit keeps the browser's start, so the skip link is the first stop.
 */
const followRouteWithFocus = (main: HTMLElement): (() => void) => {
  const focusedAtChange = document.activeElement;
  let focused: HTMLElement | null = null;
  const movedOn = (): boolean => {
    const active = document.activeElement;
    return (
      active instanceof HTMLElement &&
      active !== document.body &&
      active !== focusedAtChange &&
      active !== focused &&
      active !== main
    );
  };
  const settle = (): void => {
    if (movedOn()) return;
    // A heading focused while the old page was still drawn may have left with it: follow it.
    if (focused?.isConnected && focused.tagName === 'H1') return;
    if (main.querySelector('h1')) focused = focusMainHeading(main);
  };
  settle();
  const observer = new MutationObserver(settle);
  observer.observe(main, { childList: true, subtree: true });
  const giveUp = setTimeout(() => {
    observer.disconnect();
    if (!focused?.isConnected && !movedOn()) focused = focusMainHeading(main);
  }, HEADING_WAIT_MS);
  return () => {
    observer.disconnect();
    clearTimeout(giveUp);
  };
};

/**
 * docs/screens/shell.md: every route change scrolls to the top and counts as activity for the session;
 * focus then moves to the new page's heading (docs/screens/shell.md).
 */
export const useRouteEffects = (main: RefObject<HTMLElement>): void => {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  useEffect(() => {
    // The app puts every page at the top itself (below). The browser's own restoring after a
    // reload came later, once the page had grown, and left a short page (the guest detail asking
    // for the identity number again) scrolled under the sticky header.
    window.history.scrollRestoration = 'manual';
  }, []);
  useEffect(() => {
    window.scrollTo(0, 0);
    session.recordActivity();
    if (pathname === firstPath.current || !main.current) return;
    firstPath.current = '';
    return followRouteWithFocus(main.current);
  }, [pathname, main]);
};
