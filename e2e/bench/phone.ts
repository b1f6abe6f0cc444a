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
 * 5 s long) and the longest event duration of each interaction (INP's raw material). Plain
 * JavaScript in a string: a function would be serialised as tsx compiled it, with helpers the page
 * does not have.
 */
const VITALS_SCRIPT = `(() => {
  const vitals = { lcpMs: 0, lcpElement: '', cls: 0, shifts: [], interactions: {} };
  window.benchVitals = vitals;
  const describe = (element) => {
    if (!element || !element.tagName) return element ? element.nodeName : '';
    const className = typeof element.className === 'string' ? element.className.split(/\\s+/)[0] : '';
    return element.tagName.toLowerCase() + (element.id ? '#' + element.id : '') + (className ? '.' + className : '');
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      vitals.lcpMs = entry.startTime;
      const text = entry.element ? (entry.element.textContent || '').trim().slice(0, 30) : '';
      vitals.lcpElement = describe(entry.element) + (entry.url ? ' ' + entry.url : ' "' + text + '"');
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  let burst = { value: 0, first: 0, last: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const joins = burst.value > 0 && entry.startTime - burst.last < 1000 && entry.startTime - burst.first < 5000;
      burst = joins
        ? { value: burst.value + entry.value, first: burst.first, last: entry.startTime }
        : { value: entry.value, first: entry.startTime, last: entry.startTime };
      vitals.cls = Math.max(vitals.cls, burst.value);
      const source = entry.sources && entry.sources[0];
      vitals.shifts.push({ value: entry.value, node: describe(source && source.node) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      vitals.interactions[entry.interactionId] = Math.max(vitals.interactions[entry.interactionId] || 0, entry.duration);
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
})();`;

export const recordVitals = (page: Page): Promise<unknown> =>
  page.addInitScript({ content: VITALS_SCRIPT });

export interface Vitals {
  lcpMs: number;
  lcpElement: string;
  cls: number;
  shifts: Array<{ value: number; node: string }>;
  interactions: Record<number, number>;
}

export const readVitals = (page: Page): Promise<Vitals> =>
  page.evaluate(() => (window as unknown as { benchVitals: Vitals }).benchVitals);
