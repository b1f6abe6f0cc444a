/**
 * One report as the page sends it (deploy/hosting/report-log.ts keeps it): what happened to
 * which remote and release, never who the donor is or what they typed.
 */
export interface PageReport {
  kind: 'load-failure' | 'skew' | 'remote-error' | 'vital';
  remote: string;
  version: string;
  detail?: string;
  vital?: 'LCP' | 'INP' | 'CLS';
  value?: number;
}

export interface ReportQueue {
  add: (report: PageReport) => void;
  /** Sends what is waiting now (the page is being hidden or left). */
  flush: () => void;
}

export interface ReportQueueOptions {
  url: string;
  /** `navigator.sendBeacon`: it outlives the page, so nothing is lost when the donor leaves. */
  send?: (url: string, body: string) => boolean;
  /** How long a report waits for others to join its batch. */
  delayMs?: number;
  /** A batch is sent at once when it reaches this many. */
  maxBatch?: number;
}

const beacon = (url: string, body: string): boolean => navigator.sendBeacon(url, body);

/**
 * docs/deploying-a-remote.md: reports go out batched, a few seconds after the first of a batch,
 * at once when the batch is full, and whatever waits when the page is hidden or left. The body is
 * a plain-text JSON string, so a report URL on another origin needs no CORS preflight.
 */
export const createReportQueue = ({
  url,
  send = beacon,
  delayMs = 5_000,
  maxBatch = 20,
}: ReportQueueOptions): ReportQueue => {
  let waiting: PageReport[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = (): void => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (waiting.length === 0) return;
    const batch = waiting;
    waiting = [];
    send(url, JSON.stringify({ reports: batch }));
  };

  const onHidden = (): void => {
    if (document.visibilityState === 'hidden') flush();
  };
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', flush);

  return {
    add: (report) => {
      waiting.push(report);
      if (waiting.length >= maxBatch) flush();
      else timer ??= setTimeout(flush, delayMs);
    },
    flush,
  };
};
