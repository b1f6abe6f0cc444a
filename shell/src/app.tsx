import { APP_BASE_PATH, BrowserRouter, ROUTES, Route, Routes } from '@eoffering/shared';
import { FaqPage } from './features/faq/faq-page';
import { ShellLayout } from './layout/shell-layout';
import type { RemoteLoader } from './remotes/remote-loader';
import { RemoteLoaderProvider } from './remotes/remote-loader-context';
import { RemoteOutlet } from './remotes/remote-outlet';

/**
 * The shell's own routes: `/faq`, and every other path under `path="*"`, where the first segment
 * picks the remote (its `./routes` renders paths relative to the app root) or the not-found page.
 */
export const ShellRoutes = () => (
  <ShellLayout>
    <Routes>
      <Route path={ROUTES.faq.relative} element={<FaqPage />} />
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
