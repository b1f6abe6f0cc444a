import { NotFound, remoteForPath } from '@eoffering/shared';
import { useLocation } from 'react-router-dom';
import { RemoteArea } from './remote-area';

/** The `path="*"` route: the first path segment picks the remote (team brief), else not found. */
export const RemoteOutlet = () => {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  if (!remote) return <NotFound />;
  return <RemoteArea key={remote} remote={remote} />;
};
