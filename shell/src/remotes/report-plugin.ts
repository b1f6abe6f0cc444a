import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** What the shell logs when the federation runtime could not load part of a remote. */
export interface RemoteFailureReport {
  /** The request (`giving/routes`) or the resource (a manifest URL). */
  id: string;
  /** Where it failed: `afterResolve` is the manifest, `onLoad` the entry, chunk or module. */
  lifecycle: string;
  remote: string | undefined;
  error: unknown;
}

export type ReportFailure = (report: RemoteFailureReport) => void;

export const logRemoteFailure: ReportFailure = ({ id, lifecycle, remote, error }) => {
  console.error(
    `[eoffering shell] remote ${remote ?? '(unknown)'} failed to load ${id} (${lifecycle})`,
    error,
  );
};

/**
 * docs/architecture.md: the runtime's `errorLoadRemote` hook logs every load failure with its cause
 * and recovers nothing, so the load rejects and the shell shows its fallback with a retry button.
 */
export const reportPlugin = (
  report: ReportFailure = logRemoteFailure,
): ModuleFederationRuntimePlugin => ({
  name: 'eoffering-remote-report',
  errorLoadRemote({ id, lifecycle, remote, error }) {
    report({ id, lifecycle, remote: remote?.name, error });
    return undefined;
  },
});
