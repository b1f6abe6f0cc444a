import { ROUTES, type RouteAccess } from '../routes/route-table';
import { matchPath } from '../routes/routing';

const TABLE = Object.values(ROUTES);

/**
 * docs/screens/shell.md 'Access' column of an app path (`/order/result/7?x=1`): `member` for a members-only
 * route, `public` for every other path (a path outside the table is the public not-found page).
 */
export const accessOfPath = (path: string): RouteAccess => {
  const pathname = path.split(/[?#]/, 1)[0] ?? '/';
  const route = TABLE.find(({ pattern }) => matchPath({ path: pattern, end: true }, pathname));
  return route?.access ?? 'public';
};
