import { APP_BASE_PATH, ToastRegion, initI18n, loadConfig, session } from '@eoffering/shared';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { HarnessLayout } from './harness/harness-layout';
import { MemberCenterRoutes } from './routes';

// spec 4: every route change counts as activity (the shell does this when it hosts the remote).
const RecordActivity = () => {
  const { pathname } = useLocation();
  useEffect(() => session.recordActivity(), [pathname]);
  return null;
};

/**
 * Standalone harness (`npm run dev`, README): the remote's routes under the app's basename, with
 * the shared i18n, session, toasts and config.json from mock-server, so this team can work
 * without the shell.
 */
const start = async (root: HTMLElement): Promise<void> => {
  // The dev server answers every path with this page; the member centre lives under /eoffering.
  if (!window.location.pathname.startsWith(`${APP_BASE_PATH}/`)) {
    window.history.replaceState(null, '', `${APP_BASE_PATH}/member_center/home`);
  }
  try {
    await loadConfig();
  } catch (error) {
    root.textContent = `config.json did not load (is mock-server running on 127.0.0.1:3000?): ${String(error)}`;
    return;
  }
  await initI18n();
  session.start();
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter basename={APP_BASE_PATH}>
        <RecordActivity />
        <HarnessLayout>
          <MemberCenterRoutes />
        </HarnessLayout>
        <ToastRegion />
      </BrowserRouter>
    </StrictMode>,
  );
};

const root = document.getElementById('root');
if (root) void start(root);
