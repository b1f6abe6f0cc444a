import {
  pageNavigation,
  remoteForPath,
  type RemoteKey,
  type RuntimeConfig,
} from '@eoffering/shared';
import type { ReportFailure } from '../../remotes/report-plugin';
import { describeError, loadFailureReport, releaseOfManifest } from './remote-reports';
import { createReportQueue, type ReportQueueOptions } from './report-queue';
import { reportWebVitals } from './web-vitals';

/** Where the shell hands what goes wrong with a remote, to be reported. */
export interface PageReports {
  remoteFailed: ReportFailure;
  remoteCrashed: (remote: RemoteKey, error: unknown) => void;
}

const directoryOf = (url: string): string => {
  const absolute = new URL(url, document.baseURI).href;
  return absolute.slice(0, absolute.lastIndexOf('/') + 1);
};

/**
 * docs/deploying-a-remote.md: when config.json names a `reportUrl`, the page reports to it the
 * remotes that failed to load or were refused for skew, errors thrown inside a remote (while
 * rendering, or by its scripts later) and its web vitals, each under the remote and release of the
 * page. Without one nothing is collected, nothing loaded, nothing sent.
 */
export const startReports = (
  config: RuntimeConfig,
  {
    send,
    measureVitals = reportWebVitals,
  }: { send?: ReportQueueOptions['send']; measureVitals?: typeof reportWebVitals } = {},
): PageReports | null => {
  if (!config.reportUrl) return null;
  const queue = createReportQueue({ url: config.reportUrl, send });
  const remoteAt = (key: RemoteKey) => ({
    remote: config.remotes[key].name,
    version: releaseOfManifest(config.remotes[key].manifestUrl),
  });

  measureVitals(queue.add, () => {
    const key = remoteForPath(pageNavigation.currentPath());
    return key ? remoteAt(key) : { remote: 'shell', version: 'unversioned' };
  });

  const remoteCrashed = (key: RemoteKey, error: unknown): void =>
    queue.add({ kind: 'remote-error', ...remoteAt(key), detail: describeError(error) });

  // An error a remote's script throws outside rendering (a handler, a timer) names its file.
  const folders = (Object.keys(config.remotes) as RemoteKey[]).map(
    (key) => [key, directoryOf(config.remotes[key].manifestUrl)] as const,
  );
  window.addEventListener('error', (event) => {
    const owner = folders.find(([, folder]) => event.filename.startsWith(folder));
    if (owner) remoteCrashed(owner[0], event.error ?? event.message);
  });

  return {
    remoteFailed: (report) => queue.add(loadFailureReport(config.remotes, report)),
    remoteCrashed,
  };
};
