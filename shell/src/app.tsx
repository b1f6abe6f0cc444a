import {
  APP_BASE_PATH,
  BrowserRouter,
  PageLoading,
  ROUTES,
  Route,
  Routes,
  lazyPage,
} from '@eoffering/shared';
import { Suspense } from 'react';
import { ShellLayout } from './layout/shell-layout';
import type { RemoteLoader } from './remotes/remote-loader';
import { RemoteLoaderProvider } from './remotes/remote-loader-context';
import { RemoteOutlet } from './remotes/remote-outlet';

// The FAQ and its answers are a chunk of their own, fetched when the page is first opened
// (docs/architecture.md: a first visit carries only what the home page needs).
const FaqPage = lazyPage(() => import('./features/faq/faq-page'), 'FaqPage');

/**
 * The shell's own routes: `/faq`, and every other path under `path="*"`, where the first segment
 * picks the remote (its `./routes` renders paths relative to the app root) or the not-found page.
 */
export const ShellRoutes = () => (
  <ShellLayout>
    <Routes>
      <Route
        path={ROUTES.faq.relative}
        element={
          <Suspense fallback={<PageLoading />}>
            <FaqPage />
          </Suspense>
        }
      />
      <Route path="*" element={<RemoteOutlet />} />
    </Routes>
  </ShellLayout>
);

export const App = ({ loader }: { loader: RemoteLoader }) => (
  <RemoteLoaderProvider loader={loader}>
    <BrowserRouter basename={APP_BASE_PATH}>
      <ShellRoutes />
    </BrowserRouter>
  </RemoteLoaderProvider>
);
