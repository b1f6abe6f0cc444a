// The only door to react-router in eoffering (ESLint `no-restricted-imports` keeps it so).
// react-router is not a federation shared module of its own: it lives inside the one
// @eoffering/shared singleton, so the page holds one router whichever app renders a <Link>, and the
// bundle keeps only what is listed here (a shared module is shipped whole: as its own shared
// module react-router cost 64 KB gzip of a first visit, docs/architecture.md). Add a name here
// when an app needs it; mfe-shared's index.ts re-exports the runtime ones.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { LinkProps, Location, NavLinkProps, NavigateFunction, To } from 'react-router-dom';
