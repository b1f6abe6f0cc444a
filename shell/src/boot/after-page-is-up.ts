/** How long an idle moment is waited for at most: a page that never idles still reports. */
export const IDLE_TIMEOUT_MS = 3_000;

/**
 * Resolves once the page is up: after its load event, at the browser's next idle moment. What
 * only matters once the donor sees the page (failure reports, web vitals) waits for it, so a
 * first visit's bytes and main thread go to the first screen (docs/architecture.md, budgets).
 */
export const afterPageIsUp = (): Promise<void> =>
  new Promise((resolve) => {
    const whenIdle = (): void => {
      if ('requestIdleCallback' in window) {
        window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      } else {
        setTimeout(resolve, 0);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
