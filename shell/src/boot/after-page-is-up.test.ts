import { IDLE_TIMEOUT_MS, afterPageIsUp } from './after-page-is-up';

describe('afterPageIsUp', () => {
  const idleCallbacks: Array<() => void> = [];
  let readyState: DocumentReadyState;

  beforeEach(() => {
    idleCallbacks.length = 0;
    readyState = 'loading';
    jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
    Object.assign(window, {
      requestIdleCallback: jest.fn((callback: () => void, options: { timeout: number }) => {
        expect(options).toEqual({ timeout: IDLE_TIMEOUT_MS });
        idleCallbacks.push(callback);
        return idleCallbacks.length;
      }),
    });
  });

  afterEach(() => {
    jest.restoreAllMocks();
    Reflect.deleteProperty(window, 'requestIdleCallback');
  });

  const settled = async (promise: Promise<void>): Promise<boolean> => {
    let done = false;
    void promise.then(() => {
      done = true;
    });
    await Promise.resolve();
    await Promise.resolve();
    return done;
  };

  it('waits for the load event and then for an idle moment', async () => {
    const up = afterPageIsUp();
    expect(await settled(up)).toBe(false);
    expect(idleCallbacks).toHaveLength(0);

    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    expect(idleCallbacks).toHaveLength(1);
    expect(await settled(up)).toBe(false);

    idleCallbacks[0]?.();
    expect(await settled(up)).toBe(true);
  });

  it('waits only for an idle moment once the page has loaded', async () => {
    readyState = 'complete';
    const up = afterPageIsUp();
    expect(idleCallbacks).toHaveLength(1);
    idleCallbacks[0]?.();
    expect(await settled(up)).toBe(true);
  });
});
