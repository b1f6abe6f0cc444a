import { useEffect, type ReactNode } from 'react';
import { Outlet, useLocation } from '../routing/routing';
import { goToMainSiteLogin } from './return-path';
import { useSession } from './use-session';

/**
 * spec 2 and 6: member routes. Signed in: renders its children (or the nested routes). Otherwise
 * saves the current app path as `preLocationPath`, sends the whole page to the main site's login and
 * renders nothing meanwhile.
 */
export const RequireMember = ({ children }: { children?: ReactNode }) => {
  const { isAuthenticated } = useSession();
  const { pathname, search, hash } = useLocation();

  useEffect(() => {
    if (!isAuthenticated) goToMainSiteLogin(`${pathname}${search}${hash}`);
  }, [isAuthenticated, pathname, search, hash]);

  if (!isAuthenticated) return null;
  return <>{children ?? <Outlet />}</>;
};
