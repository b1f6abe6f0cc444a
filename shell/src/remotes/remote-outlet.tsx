import { NotFound, remoteForPath, useLocation } from '@eoffering/shared';
import { RemoteArea } from './remote-area';

/**
 * The `path="*"` route: the first path segment picks the remote (docs/architecture.md), else not
 * found.
 */
export const RemoteOutlet = () => {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  if (!remote) return <NotFound />;
  return <RemoteArea key={remote} remote={remote} />;
};
