import { DEFAULT_CONFIG_URL, APP_BASE_PATH, appPath } from '../config/app-base-path';
import type { RuntimeConfig } from '../config/runtime-config';
import { ROUTES } from '../routes/route-table';
import { remoteForPath } from './remote-routes';

// What the opening page asks for before its app runs (./opening-remote.ts), named for the host so
// its answer to a page can carry them as `Link` preloads (docs/decisions.md, 'The host names the
// opening files'). The browser then asks for them as the answer's headers arrive, ahead of the
// shell's own scripts, instead of once `early.js` has run: on the home page that takes the static
// first screen's two files off the end of its chain. Plain data, no DOM: the host runs it in Node.

/**
 * The opening remote's files beside its manifest: the script that offers the home page's static
 * content (`FirstScreenContent`) and the stylesheet that content is drawn with.
 */
export const FIRST_SCREEN_FILES = { script: 'first-screen.js', stylesheet: 'first-screen.css' };

/** The shell's early script, built beside it (shell/webpack.config.js, `earlyScripts`). */
export const EARLY_SCRIPT = `${APP_BASE_PATH}/early.js`;

/** Whether a browser pathname is the home page, whose first screen is painted before the app. */
export const isHomePath = (pathname: string): boolean => appPath(pathname) === ROUTES.home.pattern;

/** A file for the browser to fetch as soon as it reads the page's headers. */
export interface OpeningPreload {
  href: string;
  /** How the page will ask for it: a script, a stylesheet, or a `fetch` of JSON. */
  as: 'script' | 'style' | 'fetch';
}

/** `file` in the folder of `manifestUrl`, as relative or absolute as the manifest's URL is. */
const besideManifest = (manifestUrl: string, file: string): string =>
  manifestUrl.replace(/[^/?#]*([?#].*)?$/, file);

/**
 * The preloads of a page at `pathname`: the shell's early script (when its build has one),
 * config.json and the page's stylesheets on every page; on the home page the opening remote's
 * first-screen files; on another remote page that remote's manifest. That is six at most, the
 * connections a browser opens to a host over HTTP/1.1: a seventh would wait behind them, and the
 * home page's manifest, which only names the app's next files, is left to `early.js`.
 */
export const openingPreloads = ({
  pathname,
  remotes,
  hasEarlyScript,
  stylesheets = [],
}: {
  pathname: string;
  remotes: RuntimeConfig['remotes'];
  hasEarlyScript: boolean;
  /** The page's own stylesheets, which hold its first paint. */
  stylesheets?: readonly string[];
}): OpeningPreload[] => {
  const path = appPath(pathname);
  const remote = remoteForPath(path);
  const manifestUrl = remote ? remotes[remote].manifestUrl : '';
  const shell: OpeningPreload[] = [
    ...(hasEarlyScript ? [{ href: EARLY_SCRIPT, as: 'script' as const }] : []),
    { href: DEFAULT_CONFIG_URL, as: 'fetch' },
    ...stylesheets.map((href) => ({ href, as: 'style' as const })),
  ];
  if (manifestUrl === '') return shell;
  if (!isHomePath(pathname)) return [...shell, { href: manifestUrl, as: 'fetch' }];
  return [
    ...shell,
    { href: besideManifest(manifestUrl, FIRST_SCREEN_FILES.script), as: 'script' },
    { href: besideManifest(manifestUrl, FIRST_SCREEN_FILES.stylesheet), as: 'style' },
  ];
};

/**
 * The `Link` header naming `preloads`. A fetch is `crossorigin=anonymous`, the mode and credentials
 * of the page's own `fetch`, or the browser would not reuse the answer and would ask again.
 */
export const preloadLinkHeader = (preloads: readonly OpeningPreload[]): string =>
  preloads
    .map(
      ({ href, as }) =>
        `<${href}>; rel=preload; as=${as}${as === 'fetch' ? '; crossorigin=anonymous' : ''}`,
    )
    .join(', ');
