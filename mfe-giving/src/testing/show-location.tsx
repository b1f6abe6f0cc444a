import { useLocation } from '@eoffering/shared';

/** Shows where the router is, so a test can assert a navigation as the user would see the URL. */
export const ShowLocation = () => {
  const { pathname } = useLocation();
  return <output aria-label="location">{pathname}</output>;
};
