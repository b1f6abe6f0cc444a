import {
  LoadingArea,
  pageNavigation,
  type RemoteKey,
  type RemoteRoutesModule,
  Skeleton,
  useLocation,
} from '@eoffering/shared';
import { useEffect, useState } from 'react';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { isSkew } from './remote-errors';
import { RemoteFailure } from './remote-failure';
import { useRemoteLoader } from './remote-loader-context';

/** The outcome of one load attempt; an attempt without an outcome yet is loading. */
type Outcome = { attempt: number } & (
  { module: RemoteRoutesModule } | { failed: true; outdated: boolean }
);

/**
 * The area a remote renders into: placeholders while its routes module loads, the module under an
 * error boundary once loaded, and the fallback with a retry button when it cannot load.
 */
export const RemoteArea = ({ remote }: { remote: RemoteKey }) => {
  const loader = useRemoteLoader();
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    let current = true;
    loader.loadRoutes(remote).then(
      (module) => {
        if (current) setOutcome({ attempt, module });
      },
      (error: unknown) => {
        // The runtime's report plugin logged the details of each step; this is the outcome.
        console.error(`[eoffering shell] remote ${remote} is unavailable`, error);
        if (current) setOutcome({ attempt, failed: true, outdated: isSkew(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [loader, remote, attempt]);

  if (outcome?.attempt === attempt && 'failed' in outcome) {
    return outcome.outdated ? (
      <RemoteFailure reason="outdated" onRetry={() => pageNavigation.reload()} />
    ) : (
      <RemoteFailure reason="unavailable" onRetry={() => setAttempt((count) => count + 1)} />
    );
  }
  if (outcome?.attempt !== attempt || !('module' in outcome)) {
    return (
      <LoadingArea>
        <Skeleton shape="rect" width="100%" height="10rem" />
        <Skeleton />
        <Skeleton width="60%" />
      </LoadingArea>
    );
  }
  const Routes = outcome.module.default;
  return (
    <RemoteErrorBoundary remote={remote} resetKey={pathname} onCrash={loader.reportCrash}>
      <Routes />
    </RemoteErrorBoundary>
  );
};
