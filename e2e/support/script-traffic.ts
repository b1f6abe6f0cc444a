import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/** What a page fetched: every request, and each script's bytes (docs/architecture.md, budgets). */
export interface Traffic {
  requests: number;
  scripts: number;
  /** Script bodies as they crossed the wire (compressed if the server compressed them). */
  wireBytes: number;
  /** Script bodies uncompressed. */
  rawBytes: number;
  /** Script bodies gzipped here at the default level: what a gzip-serving host would send. */
  gzipBytes: number;
  compressed: boolean;
  /** Each script's URL and gzip size, in the order they finished. */
  files: Array<{ url: string; gzipBytes: number }>;
}

const emptyTraffic = (): Traffic => ({
  requests: 0,
  scripts: 0,
  wireBytes: 0,
  rawBytes: 0,
  gzipBytes: 0,
  compressed: false,
  files: [],
});

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Counts every request of `page` from now on, and measures each script. `settle` resolves once
 * no request has been in flight for `quietMs`, so chunks loaded after a click are counted too.
 * `cut()` marks the end of a phase: requests started after it are counted in `late` instead
 * (the first screen's scripts against what the page fetches once it is up).
 */
export const recordTraffic = (page: Page) => {
  const traffic = emptyTraffic();
  const late = emptyTraffic();
  let cutDone = false;
  let inFlight = 0;
  let lastChange = Date.now();
  const pending: Array<Promise<void>> = [];
  const startedLate = new WeakSet<object>();
  const done = () => {
    inFlight -= 1;
    lastChange = Date.now();
  };
  page.on('request', (started) => {
    const into = cutDone ? late : traffic;
    if (cutDone) startedLate.add(started);
    into.requests += 1;
    inFlight += 1;
    lastChange = Date.now();
  });
  page.on('requestfailed', done);
  page.on('requestfinished', (finished) => {
    done();
    if (finished.resourceType() !== 'script') return;
    const into = startedLate.has(finished) ? late : traffic;
    pending.push(
      (async () => {
        const response = await finished.response();
        if (!response) return;
        const [sizes, body] = await Promise.all([finished.sizes(), response.body()]);
        const encoding = (await response.allHeaders())['content-encoding'];
        const gzipBytes = gzipSync(body).length;
        into.scripts += 1;
        into.wireBytes += sizes.responseBodySize;
        into.rawBytes += body.length;
        into.gzipBytes += gzipBytes;
        into.files.push({ url: finished.url(), gzipBytes });
        into.compressed ||= encoding !== undefined && encoding !== 'identity';
      })(),
    );
  });
  const copy = (of: Traffic): Traffic => ({ ...of, files: [...of.files] });
  return {
    cut: () => {
      cutDone = true;
    },
    settle: async (quietMs = 700): Promise<Traffic> => {
      while (inFlight > 0 || Date.now() - lastChange < quietMs) await sleep(100);
      await Promise.all(pending);
      return copy(traffic);
    },
    late: (): Traffic => copy(late),
  };
};

/**
 * A cold first visit to the home page on a phone-sized page: the scripts fetched until the
 * remote's project cards are on screen and the document has loaded (the first screen), then what
 * the page fetches on its own once it is up (`late`: reports, web vitals), until the network is
 * quiet.
 */
export const firstVisit = async (
  page: Page,
  origin: string,
): Promise<{ firstScreen: Traffic; late: Traffic }> => {
  const recorder = recordTraffic(page);
  await page.goto(`${origin}/eoffering/`, { waitUntil: 'load', timeout: 120_000 });
  await page.getByRole('main').getByRole('article').first().waitFor({ timeout: 120_000 });
  recorder.cut();
  const firstScreen = await recorder.settle(1500);
  return { firstScreen, late: recorder.late() };
};
