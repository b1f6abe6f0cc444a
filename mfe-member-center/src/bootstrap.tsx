import { APP_BASE_PATH, initI18n, loadConfig, session } from '@eoffering/shared';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { MemberCenterRoutes } from './routes';

// spec 4: every route change counts as activity (the shell does this when it hosts the remote).
const RecordActivity = () => {
  const { pathname } = useLocation();
  useEffect(() => session.recordActivity(), [pathname]);
  return null;
};

/**
 * Standalone harness (`npm run dev`): the member centre without the shell, on the same base path,
 * configuration, session and i18n instance the shell would give it.
 */
const start = async (): Promise<void> => {
  const root = document.getElementById('root');
  if (!root) throw new Error('The harness page has no #root element');
  await loadConfig();
  await initI18n();
  session.start();
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter basename={APP_BASE_PATH}>
        <RecordActivity />
        <MemberCenterRoutes />
      </BrowserRouter>
    </StrictMode>,
  );
};

void start();
