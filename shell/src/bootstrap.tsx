import { initI18n, loadConfig, session } from '@eoffering/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { BootFailure } from './boot/boot-failure';
import { createRemoteLoader } from './remotes/remote-loader';
import './page.css';
import './strings';

/** Starts the shell in `container`; resolves once it rendered the app or the start-up failure. */
export const boot = async (container: HTMLElement): Promise<void> => {
  const root = createRoot(container);
  // Strings are bundled: the language (from the browser) is set before anything renders.
  await initI18n();
  try {
    // `/eoffering/config.json` on this page's origin; every other URL comes from it.
    const config = await loadConfig();
    session.start();
    const loader = createRemoteLoader({ remotes: config.remotes });
    root.render(
      <StrictMode>
        <App loader={loader} />
      </StrictMode>,
    );
  } catch (error) {
    console.error('[eoffering shell] could not start', error);
    root.render(<BootFailure onRetry={() => window.location.reload()} />);
  }
};

const container = document.getElementById('root');
if (container) void boot(container);
