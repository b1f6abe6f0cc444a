import { APP_BASE_PATH, initI18n, loadConfig, session } from '@eoffering/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { HarnessBar } from './harness/harness-bar';
import { GivingRoutes } from './routes';

/**
 * Standalone harness (`npm run dev`, README): the remote's routes under the app's basename, with
 * the shared i18n, session and config.json from mock-server, so this team can work without the shell.
 */
const start = async (root: HTMLElement) => {
  // The dev server answers every path with this page; the app lives under /eoffering.
  if (!window.location.pathname.startsWith(APP_BASE_PATH)) {
    window.history.replaceState(null, '', `${APP_BASE_PATH}/`);
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
        <HarnessBar />
        <main>
          <GivingRoutes />
        </main>
      </BrowserRouter>
    </StrictMode>,
  );
};

const root = document.getElementById('root');
if (root) void start(root);
