import type { Browser, BrowserContext, Page } from 'playwright-core';

/** A 390x844 phone on Lighthouse's slow 4G (150 ms, 1.6 Mbps) with its CPU four times slower. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};

export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

export const CPU_SLOWDOWN = 4;

/** A page of `context` with the network and CPU of the phone, its cache off (a cold visit). */
export const throttledPage = async (context: BrowserContext): Promise<Page> => {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
};

/** A phone context in `locale`, signed in with `token` on `origin` when given. */
export const phoneContext = (
  browser: Browser,
  { locale, origin, token }: { locale: string; origin: string; token?: string | null },
): Promise<BrowserContext> =>
  browser.newContext({
    ...PHONE,
    locale,
    storageState: token
      ? { cookies: [], origins: [{ origin, localStorage: [{ name: 'id_token', value: token }] }] }
      : undefined,
  });

/**
 * Records, from the document's start, the page's Largest Contentful Paint, its Cumulative Layout
 * Shift (web-vitals' definition: the largest burst of shifts without input, gaps under 1 s, at most
 * 5 s long) and the longest event duration of each interaction (INP's raw material).
 */
export const recordVitals = async (page: Page): Promise<void> => {
  await page.addInitScript(() => {
    const vitals = {
      lcpMs: 0,
      lcpElement: '',
      cls: 0,
      shifts: [] as Array<{ value: number; node: string }>,
      interactions: {} as Record<number, number>,
    };
    Object.assign(window, { benchVitals: vitals });
    const describe = (element: Element | null | undefined): string => {
      if (!element) return '';
      const id = element.id ? `#${element.id}` : '';
      const className = typeof element.className === 'string' ? element.className : '';
      const firstClass = className.split(/\s+/)[0];
      return `${element.tagName.toLowerCase()}${id}${firstClass ? `.${firstClass}` : ''}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { element?: Element | null; url?: string }
      >) {
        vitals.lcpMs = entry.startTime;
        vitals.lcpElement = entry.url
          ? `${describe(entry.element)} ${entry.url}`
          : `${describe(entry.element)} "${(entry.element?.textContent ?? '').trim().slice(0, 30)}"`;
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    let window_ = { value: 0, first: 0, last: 0 };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: Array<{ node?: Node | null }>;
        }
      >) {
        if (entry.hadRecentInput) continue;
        const joins =
          window_.value > 0 &&
          entry.startTime - window_.last < 1000 &&
          entry.startTime - window_.first < 5000;
        window_ = joins
          ? { value: window_.value + entry.value, first: window_.first, last: entry.startTime }
          : { value: entry.value, first: entry.startTime, last: entry.startTime };
        vitals.cls = Math.max(vitals.cls, window_.value);
        const node = entry.sources?.[0]?.node;
        vitals.shifts.push({
          value: entry.value,
          node: node instanceof Element ? describe(node) : (node?.nodeName ?? ''),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { interactionId?: number }
      >) {
        const id = entry.interactionId ?? 0;
        if (id === 0) continue;
        vitals.interactions[id] = Math.max(vitals.interactions[id] ?? 0, entry.duration);
      }
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  });
};

export interface Vitals {
  lcpMs: number;
  lcpElement: string;
  cls: number;
  shifts: Array<{ value: number; node: string }>;
  interactions: Record<number, number>;
}

export const readVitals = (page: Page): Promise<Vitals> =>
  page.evaluate(() => (window as unknown as { benchVitals: Vitals }).benchVitals);
