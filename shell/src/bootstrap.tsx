import { takeEarlyConfig } from '@eoffering/shared/boot';
import { projectListBody } from '@eoffering/shared/contract';
import {
  DEFAULT_CONFIG_URL,
  ROUTES,
  initI18n,
  loadConfig,
  pageNavigation,
  prefetchApi,
  preloadHttpClient,
  remoteForPath,
  session,
} from '@eoffering/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { afterPageIsUp } from './boot/after-page-is-up';
import { APP_CONTAINER_ID } from './boot/app-container';
import { BootFailure } from './boot/boot-failure';
import { createRemoteLoader } from './remotes/remote-loader';
import { logRemoteFailure } from './remotes/report-plugin';
import './page.css';
import './strings';

/** Starts the shell in `container`; resolves once it rendered the app or the start-up failure. */
export const boot = async (container: HTMLElement): Promise<void> => {
  const root = createRoot(container);
  // The language (from the browser) is set before anything renders; English strings are fetched
  // meanwhile alongside config.json. Should they fail, i18next shows the bundled default language.
  const strings = initI18n().catch(() => undefined);
  try {
    // `/eoffering/config.json` on this page's origin, as the entry script asked for it; every
    // other URL comes from it.
    const [config] = await Promise.all([
      loadConfig(DEFAULT_CONFIG_URL, takeEarlyConfig()),
      strings,
    ]);
    session.start();
    // docs/deploying-a-remote.md: failures and web vitals reach the team when config names where,
    // through a lazy chunk fetched once the page is up, so a first visit carries none of it
    // (docs/architecture.md). A failure before then is reported when the chunk is in.
    const reports = config.reportUrl
      ? afterPageIsUp()
          .then(() => import(/* webpackChunkName: "reports" */ './boot/reports/start-reports'))
          .then(({ startReports }) => startReports(config))
      : null;
    const loader = createRemoteLoader({
      remotes: config.remotes,
      report: (failure) => {
        logRemoteFailure(failure);
        void reports?.then((sink) => sink?.remoteFailed(failure));
      },
      reportCrash: reports
        ? (remote, error) => void reports.then((sink) => sink?.remoteCrashed(remote, error))
        : undefined,
    });
    // The opened page's remote starts loading now rather than after the shell's first render (a
    // few hundred ms on a slow phone); its area receives this same load, failure included.
    const openingPath = pageNavigation.currentPath();
    const openingRemote = remoteForPath(openingPath);
    if (openingRemote) void loader.loadRoutes(openingRemote);
    // The home page's project cards are its largest paint (docs/architecture.md): their list is
    // asked for now, alongside the remote's download, and the home page takes this answer.
    if (openingPath.split(/[?#]/, 1)[0] === ROUTES.home.pattern) {
      prefetchApi('get_project_info_list', projectListBody(config));
    }
    // The HTTP client is not the first screen's (docs/decisions.md, the first screen without
    // axios); fetched once the page is up, the next page's calls do not wait for it.
    void afterPageIsUp().then(preloadHttpClient);
    root.render(
      <StrictMode>
        <App loader={loader} />
      </StrictMode>,
    );
  } catch (error) {
    await strings;
    console.error('[eoffering shell] could not start', error);
    root.render(<BootFailure onRetry={() => window.location.reload()} />);
  }
};

const container = document.getElementById(APP_CONTAINER_ID);
if (container) void boot(container);
