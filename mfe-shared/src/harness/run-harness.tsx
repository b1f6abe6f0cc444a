import { StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from '../routes/routing';
import { APP_BASE_PATH } from '../config/app-base-path';
import { loadConfig } from '../config/config-store';
import { initI18n } from '../i18n/i18n';
import { session } from '../session/session';
import { HarnessLayout, type HarnessLink } from './harness-layout';

export interface HarnessOptions {
  /** The remote's `./routes` element, rendered where the shell would mount it. */
  routes: ReactNode;
  /** The app path the harness opens when the dev server's URL is outside the app: `/`. */
  home: string;
  /** The remote's own links in the bar. */
  links?: readonly HarnessLink[];
}

/** Shown in place of the app when config.json cannot be read: for the developer at the harness. */
export const HARNESS_CONFIG_FAILURE =
  'config.json did not load (is mock-server running on 127.0.0.1:3000?)';

/**
 * A remote's standalone harness (`npm run dev` in the remote, docs/architecture.md): config.json
 * from mock-server, the shared i18n and session, then the remote's routes under the app's basename
 * in a `BrowserRouter`, so a remote team can work without the shell. Resolves to the React root,
 * or null when config.json did not load.
 */
export const runHarness = async (
  container: HTMLElement,
  { routes, home, links }: HarnessOptions,
): Promise<Root | null> => {
  const { pathname } = window.location;
  // The dev server answers every path with the harness page; the app lives under the base path.
  if (pathname !== APP_BASE_PATH && !pathname.startsWith(`${APP_BASE_PATH}/`)) {
    window.history.replaceState(null, '', `${APP_BASE_PATH}${home}`);
  }
  try {
    await loadConfig();
  } catch (error) {
    container.textContent = `${HARNESS_CONFIG_FAILURE}: ${String(error)}`;
    return null;
  }
  await initI18n();
  session.start();
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <BrowserRouter basename={APP_BASE_PATH}>
        <HarnessLayout links={links}>{routes}</HarnessLayout>
      </BrowserRouter>
    </StrictMode>,
  );
  return root;
};
