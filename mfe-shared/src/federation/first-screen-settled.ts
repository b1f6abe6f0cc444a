// The app's start-up held until the early script's first screen is on screen (docs/decisions.md,
// 'The app starts after the first screen'): evaluating React and the shared library takes the main
// thread for seconds on a slow phone, which would hold the static copy's paint. A module of its own,
// so the shell's entry, which waits here, carries nothing else of the first screen. The early script
// and the shell's bundle each hold a copy of it, so what they share lives on the page.

const SETTLED_SLOT = '__eofferingFirstScreenSettled';

/** Whether the early script is done with the first screen, and the start-ups waiting for it. */
interface Settled {
  done: boolean;
  waiting: Array<() => void>;
}

const settled = (): Settled => {
  const page = window as unknown as Record<typeof SETTLED_SLOT, Settled | undefined>;
  page[SETTLED_SLOT] ??= { done: false, waiting: [] };
  return page[SETTLED_SLOT];
};

/**
 * Called by the early script once the first screen is painted or will not be (another page, a
 * missing part). A painted copy is let through the next frame first, so it is on screen before the
 * app's start-up takes the main thread; without one the app starts at once, since a frame may not
 * come for long (a tab opened in the background draws none, a journey's paused clock none either).
 */
export const settleFirstScreen = (painted = true): void => {
  const settle = () => {
    const slot = settled();
    slot.done = true;
    for (const go of slot.waiting.splice(0)) go();
  };
  if (painted) window.requestAnimationFrame(() => window.setTimeout(settle));
  else settle();
};

/**
 * Resolves once the early script (`early`, its element in the page; null when the page has none,
 * as under the dev server) has settled the first screen or failed to load, and at the latest
 * `atMostMs` after the navigation started, so a copy that never comes costs the app that much.
 */
export const firstScreenSettled = (
  early: HTMLScriptElement | null,
  atMostMs: number,
): Promise<void> =>
  new Promise((resolve) => {
    const slot = settled();
    if (!early || slot.done) {
      resolve();
      return;
    }
    slot.waiting.push(resolve);
    early.addEventListener('error', () => resolve(), { once: true });
    window.setTimeout(resolve, Math.max(0, atMostMs - performance.now()));
  });
