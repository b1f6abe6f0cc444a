import { useEffect, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from '../routes/routing';
import { ROUTES } from '../routes/route-table';
import { goToMainSiteLogin } from './return-path';
import { session } from './session';
import { useSession } from './use-session';

/**
 * docs/screens/member-centre.md, docs/security-model.md: member routes. Signed in: renders its children (or the nested routes). Otherwise
 * saves the current app path as `preLocationPath`, sends the whole page to the main site's login and
 * renders nothing meanwhile (telling the login page why when the session ended by itself). Right
 * after the member logged out, here or in another tab, the page goes home instead: the logout must
 * not turn into a login prompt with a stored return path (docs/security-model.md).
 */
export const RequireMember = ({ children }: { children?: ReactNode }) => {
  const { isAuthenticated } = useSession();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    // docs/screens/member-centre.md: the page says why the server ended the session, then leaves for the login itself.
    if (isAuthenticated || session.isDeparting()) return;
    if (session.loggedOutByUser()) void navigate(ROUTES.home.build({}), { replace: true });
    else goToMainSiteLogin(`${pathname}${search}${hash}`, session.signedOutReason());
  }, [isAuthenticated, pathname, search, hash, navigate]);

  if (!isAuthenticated) return null;
  return <>{children ?? <Outlet />}</>;
};
