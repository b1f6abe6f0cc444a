import type { RuntimeConfig } from '@eoffering/shared';
import type { RemoteFailureReport } from '../../remotes/report-plugin';
import { isSkew } from '../../remotes/remote-errors';
import type { PageReport } from './report-queue';

/** A remote's release as its manifest URL names it (`…/giving/1.4.0/mf-manifest.json`). */
export const releaseOfManifest = (manifestUrl: string): string =>
  /\/(\d+\.\d+\.\d+(?:-[0-9A-Za-z.]+)?)\/[^/]*$/.exec(manifestUrl)?.[1] ?? 'unversioned';

/** The configured release of the remote with this federation name. */
export const releaseOfRemote = (remotes: RuntimeConfig['remotes'], name: string): string => {
  const remote = Object.values(remotes).find((location) => location.name === name);
  return remote ? releaseOfManifest(remote.manifestUrl) : 'unversioned';
};

/**
 * An error's name and first line, short, with what could be a donor's (an email address, a long
 * number: a phone, an identity or card number) masked.
 */
export const describeError = (error: unknown): string => {
  const plain = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return (plain.split('\n', 1)[0] ?? '')
    .replace(/[^\s@]+@[^\s@]+/g, '<email>')
    .replace(/\d{4,}/g, '<number>')
    .slice(0, 200);
};

/** A remote the page could not load, or refused for version skew, as a report. */
export const loadFailureReport = (
  remotes: RuntimeConfig['remotes'],
  { lifecycle, remote, error }: RemoteFailureReport,
): PageReport => {
  const name = remote ?? 'unknown';
  return {
    kind: isSkew(error) ? 'skew' : 'load-failure',
    remote: /^[A-Za-z]{1,40}$/.test(name) ? name : 'unknown',
    version: releaseOfRemote(remotes, name),
    detail: `${lifecycle}: ${describeError(error)}`.slice(0, 200),
  };
};
