import { firstScreenSettled, settleFirstScreen } from './first-screen-settled';

afterEach(() => jest.useRealTimers());

describe("the app's start-up held until the first screen is settled", () => {
  const AT_MOST_MS = 4_000;
  /** The page's early script element. */
  const earlyScript = () => document.createElement('script');
  /** Whether `waited` has resolved once the pending promise callbacks have run. */
  const isResolved = async (waited: Promise<void>): Promise<boolean> => {
    let resolved = false;
    void waited.then(() => {
      resolved = true;
    });
    await jest.advanceTimersByTimeAsync(0);
    return resolved;
  };

  /** The next animation frame and the task after it. */
  const pastTheNextFrame = async (): Promise<void> => {
    jest.advanceTimersToNextFrame();
    await jest.advanceTimersByTimeAsync(1);
  };

  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => {
    // The state lives on the page, shared by early.js and main.js: a fresh page for each case.
    delete (window as unknown as Record<string, unknown>).__eofferingFirstScreenSettled;
  });

  it('goes at once on a page without an early script (the dev server)', async () => {
    expect(await isResolved(firstScreenSettled(null, AT_MOST_MS))).toBe(true);
  });

  it('waits for the early script, then goes after the frame that shows its copy', async () => {
    const waited = firstScreenSettled(earlyScript(), AT_MOST_MS);
    expect(await isResolved(waited)).toBe(false);
    settleFirstScreen(true);
    expect(await isResolved(waited)).toBe(false);
    await pastTheNextFrame();
    expect(await isResolved(waited)).toBe(true);
  });

  it('goes at once, with no frame and no timer, when the early script painted nothing', async () => {
    const waited = firstScreenSettled(earlyScript(), AT_MOST_MS);
    settleFirstScreen(false);
    let resolved = false;
    void waited.then(() => {
      resolved = true;
    });
    // Only the promise callbacks run: a paused clock or a tab in the background draws no frame.
    await Promise.resolve();
    await Promise.resolve();
    expect(resolved).toBe(true);
  });

  it('goes at once when the early script settled before the start-up ran', async () => {
    settleFirstScreen(true);
    await pastTheNextFrame();
    expect(await isResolved(firstScreenSettled(earlyScript(), AT_MOST_MS))).toBe(true);
  });

  it('goes when the early script fails to load', async () => {
    const early = earlyScript();
    const waited = firstScreenSettled(early, AT_MOST_MS);
    early.dispatchEvent(new Event('error'));
    expect(await isResolved(waited)).toBe(true);
  });

  it('goes at the latest the given time after the navigation started', async () => {
    jest.advanceTimersByTime(1_000);
    const waited = firstScreenSettled(earlyScript(), AT_MOST_MS);
    await jest.advanceTimersByTimeAsync(AT_MOST_MS - 1_000 - 1);
    expect(await isResolved(waited)).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await isResolved(waited)).toBe(true);
  });
});
