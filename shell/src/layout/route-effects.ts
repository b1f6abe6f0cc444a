import { session, useLocation } from '@eoffering/shared';
import { useEffect } from 'react';

/** spec 2 and 4: every route change scrolls to the top and counts as activity for the session. */
export const useRouteEffects = (): void => {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
    session.recordActivity();
  }, [pathname]);
};
