import type { PageReport } from './report-queue';

/**
 * docs/deploying-a-remote.md: the page's LCP, INP and CLS, measured by Google's web-vitals once
 * the page is up. The library is a lazy chunk of its own, fetched after the load event, so the
 * first visit's budget (docs/architecture.md) does not carry it. `where` names the remote and
 * release of the page at the moment a value is final.
 */
export const reportWebVitals = (
  add: (report: PageReport) => void,
  where: () => { remote: string; version: string },
): void => {
  const start = (): void => {
    // Measuring must never break the page: a browser without the APIs reports nothing.
    import(/* webpackChunkName: "web-vitals" */ 'web-vitals')
      .then(({ onCLS, onINP, onLCP }) => {
        const send = ({ name, value }: { name: 'LCP' | 'INP' | 'CLS'; value: number }): void =>
          add({ kind: 'vital', ...where(), vital: name, value });
        onLCP(send);
        onINP(send);
        onCLS(send);
      })
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
};
