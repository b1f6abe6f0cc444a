import { DEFAULT_CONFIG_URL, appPath } from '../config/app-base-path';
import { openingLanguage } from '../i18n/language-choice';
import type { Language } from '../i18n/languages';
import { offeredFirstScreenContent, type FirstScreenContent } from './first-screen';
import { FIRST_SCREEN_FILES, isHomePath } from './opening-files';
import { holdsShape, isRecord, type Shape } from '../rules/validation/json-shape';
import {
  PAGE_READ_ID,
  homeReadRequest,
  requestKey,
  type EarlyReadRequest,
  type PageReadAnswer,
} from './opening-read';
import { EXPOSED } from './remote-modules';
import { remoteForPath, type RemoteKey } from './remote-routes';

// The opening page's remote, started by the shell's early script (`early.js`, which the page loads
// `async` beside `main.js`) while the shell's scripts are still downloading (docs/architecture.md):
// config.json, then the remote's manifest, then preload links for its entry and its routes module.
// Without it they are asked for one after another once the shell has started, which on a slow
// phone is the last second before the home page's cards. On the home page it also asks for the
// project list, whose cards are the page's largest paint. The shell's start-up takes these answers
// instead of asking again (`takeEarlyConfig`, `takeEarlyManifest`, `takeEarlyRead`). This module runs before
// federation has negotiated the shared libraries, so it imports nothing stateful and no library.

interface EarlyAnswers {
  config?: Promise<unknown>;
  manifest?: { url: string; response: Promise<Response> };
  read?: { request: string; response: Promise<Response> };
}

/**
 * The answers live on the page, not in this module: the early script and the shell's bundle each
 * hold a copy of it, and the shell's copy takes what the early script's asked for.
 */
const EARLY_ANSWERS = '__eofferingEarlyAnswers';

const earlyAnswers = (): EarlyAnswers => {
  const page = window as unknown as Record<typeof EARLY_ANSWERS, EarlyAnswers | undefined>;
  page[EARLY_ANSWERS] ??= {};
  return page[EARLY_ANSWERS];
};

const absolute = (url: string): string => new URL(url, document.baseURI).href;

const jsonOf = (response: Response): Promise<unknown> =>
  response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`));

/** `remotes.<key>.manifestUrl` of a config.json body not checked yet (loadConfig checks it). */
const manifestUrlOf = (config: unknown, remote: RemoteKey): string | null => {
  const remotes = isRecord(config) ? config.remotes : null;
  const location = isRecord(remotes) ? remotes[remote] : null;
  const url = isRecord(location) ? location.manifestUrl : null;
  return typeof url === 'string' && url !== '' ? url : null;
};

const PAGE_READ_SHAPE: Shape<PageReadAnswer> = {
  request: 'string',
  status: 'number',
  body: 'string',
};

/** The page's answer to exactly `request`, once; null when the page holds none or another's. */
const takePageRead = (request: EarlyReadRequest): Response | null => {
  const element = document.getElementById(PAGE_READ_ID);
  if (!element) return null;
  element.remove();
  try {
    const answer: unknown = JSON.parse(element.textContent ?? '');
    if (!holdsShape(answer, PAGE_READ_SHAPE) || answer.request !== requestKey(request)) return null;
    return new Response(answer.body, {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  } catch {
    return null;
  }
};

/**
 * The home page's project list as a guest's read-ahead asks for it, in the language the page will
 * start in: the page's own answer when its host put one in (docs/decisions.md, 'The project list
 * in the page'), else a request. Left out when config.json lacks what it needs.
 */
const startHomeRead = (config: unknown): Promise<Response> | null => {
  const request = homeReadRequest(
    config,
    openingLanguage(window.location.href, navigator.languages),
  );
  if (!request) return null;
  const inPage = takePageRead(request);
  const response = inPage
    ? Promise.resolve(inPage)
    : fetch(request.url, { method: 'POST', headers: request.headers, body: request.body });
  response.catch(() => undefined);
  earlyAnswers().read = { request: requestKey(request, absolute), response };
  return response;
};

const namesIn = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * The files a remote's `./routes` needs before it runs, from its mf-manifest.json: the entry and
 * the module's own scripts and styles. The builds are published with `publicPath: 'auto'`, so the
 * files sit next to the manifest.
 */
export const routesFilesOf = (
  manifest: unknown,
  manifestUrl: string,
): Array<{ href: string; as: 'script' | 'style' }> => {
  if (!isRecord(manifest) || !isRecord(manifest.metaData)) return [];
  const { remoteEntry } = manifest.metaData;
  if (!isRecord(remoteEntry) || typeof remoteEntry.name !== 'string') return [];
  const folder = typeof remoteEntry.path === 'string' ? remoteEntry.path.replace(/\/+$/, '') : '';
  const at = (file: string): string => new URL(file, manifestUrl).href;
  const exposes: unknown[] = Array.isArray(manifest.exposes) ? manifest.exposes : [];
  const routes = exposes.find((expose) => isRecord(expose) && expose.name === EXPOSED.routes);
  const assets = isRecord(routes) && isRecord(routes.assets) ? routes.assets : {};
  const syncOf = (kind: 'js' | 'css'): string[] => {
    const group = assets[kind];
    return isRecord(group) ? namesIn(group.sync) : [];
  };
  return [
    { href: at(folder ? `${folder}/${remoteEntry.name}` : remoteEntry.name), as: 'script' },
    ...syncOf('js').map((file) => ({ href: at(file), as: 'script' as const })),
    ...syncOf('css').map((file) => ({ href: at(file), as: 'style' as const })),
  ];
};

/** True when the page already asks for this file (the shell may have started first). */
const isRequested = (href: string): boolean =>
  [...document.scripts].some((script) => script.src === href) ||
  [...document.querySelectorAll('link')].some((link) => link.href === href);

const preload = ({ href, as }: { href: string; as: 'script' | 'style' }): void => {
  // A second element for a file the page already has would fetch it again (no-cache revalidation).
  if (isRequested(href)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  link.href = href;
  document.head.append(link);
};

/** Asks for the remote's manifest, for the shell to take, and preloads the files it names. */
const startManifest = (manifestUrl: string): void => {
  // The options of the shell's manifest fetch (shell/src/remotes/retry-plugin.ts).
  const response = fetch(manifestUrl, { cache: 'no-cache' });
  earlyAnswers().manifest = { url: manifestUrl, response };
  void response
    .then(async (answer) => {
      if (!answer.ok) return;
      for (const file of routesFilesOf(await answer.clone().json(), manifestUrl)) preload(file);
    })
    .catch(() => undefined);
};

/** Resolves once `element` (a stylesheet or script being added to the page) is in; rejects if not. */
const arrival = (element: HTMLLinkElement | HTMLScriptElement): Promise<void> =>
  new Promise((resolve, reject) => {
    element.addEventListener('load', () => resolve());
    element.addEventListener('error', () =>
      reject(new Error(`could not load ${element.outerHTML}`)),
    );
  });

/** A stylesheet the static first screen is drawn with. */
const applyStylesheet = (href: string): Promise<void> => {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.append(link);
  return arrival(link);
};

const runScript = (src: string): Promise<void> => {
  const script = document.createElement('script');
  script.async = true;
  // An added async script is fetched at low priority, behind the app's preloads; this one is the
  // first screen's, which the app's scripts must not hold up on a slow link.
  script.fetchPriority = 'high';
  script.src = src;
  document.head.append(script);
  return arrival(script);
};

/** What the home page's static first screen is painted from, all of it in. */
export interface FirstScreenParts {
  /** The project list's answer, as JSON not checked yet. */
  answer: unknown;
  /** The opening remote's builder of the page's content. */
  content: FirstScreenContent;
  /** The language the app will start in (`openingLanguage`), which the static copy shows. */
  language: Language;
}

/**
 * Asks for config.json and, when the opening path belongs to a remote, for that remote's manifest
 * and files. Failures are left to the shell's start-up, which asks again and reports them. On the
 * home page it also loads the remote's first-screen script and stylesheet, beside the manifest,
 * and resolves with what the static first screen needs once all of it is in; null when any part
 * is missing (another page, a failure, a remote without them), and nothing is painted.
 */
export const startOpeningRemote = (
  pathname: string = window.location.pathname,
): Promise<FirstScreenParts | null> => {
  // The page preloads config.json (mfe-shared/webpack/preload-boot-files.js); this request takes it.
  const config = fetch(DEFAULT_CONFIG_URL).then(jsonOf);
  earlyAnswers().config = config;
  config.catch(() => undefined);
  const path = appPath(pathname);
  const home = isHomePath(pathname);
  // A copy of the answer taken as it arrives, so the shell's read-ahead still reads the original.
  const list = home
    ? config.then(startHomeRead).then((answer) => answer && jsonOf(answer.clone()))
    : null;
  list?.catch(() => undefined);
  const remote = remoteForPath(path);
  if (!remote) return Promise.resolve(null);
  const files = config.then((body) => {
    const url = manifestUrlOf(body, remote);
    if (!url) return false;
    const manifestUrl = absolute(url);
    startManifest(manifestUrl);
    if (!home) return false;
    const beside = (file: string) => new URL(file, manifestUrl).href;
    return Promise.all([
      runScript(beside(FIRST_SCREEN_FILES.script)),
      applyStylesheet(beside(FIRST_SCREEN_FILES.stylesheet)),
    ]).then(() => true);
  });
  if (!list) {
    files.catch(() => undefined);
    return Promise.resolve(null);
  }
  return Promise.all([list, files]).then(
    ([answer, ready]) => {
      const content = offeredFirstScreenContent();
      if (!ready || answer === null || !content) return null;
      return {
        answer,
        content,
        language: openingLanguage(window.location.href, navigator.languages),
      };
    },
    () => null,
  );
};

/** config.json's body as the entry script asked for it, once; null when it did not. */
export const takeEarlyConfig = (): Promise<unknown> | null => {
  const answers = earlyAnswers();
  const taken = answers.config ?? null;
  delete answers.config;
  return taken;
};

/** The entry script's answer for this manifest URL, once; null for any other URL. */
export const takeEarlyManifest = (url: string): Promise<Response> | null => {
  const answers = earlyAnswers();
  if (!answers.manifest || answers.manifest.url !== absolute(url)) return null;
  const { response } = answers.manifest;
  delete answers.manifest;
  return response;
};

/** The early answer to exactly this request (URL, body and headers), once; null for any other. */
export const takeEarlyRead = (request: EarlyReadRequest): Promise<Response> | null => {
  const answers = earlyAnswers();
  if (!answers.read || answers.read.request !== requestKey(request, absolute)) return null;
  const { response } = answers.read;
  delete answers.read;
  return response;
};
