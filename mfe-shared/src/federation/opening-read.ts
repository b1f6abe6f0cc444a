import { projectListBody } from '../contract/project-list-body';
import type { Language } from '../i18n/languages';
import { isRecord } from '../rules/validation/json-shape';

// The home page's project list, the first screen's data, as the shell's early script asks for it
// and as a host may answer it ahead, inside the page (docs/decisions.md, 'The project list in the
// page'). Plain data, no DOM: the host builds the same request in Node, so the two match.

/** A read as the shared library's read-ahead sends it: a POST of JSON with the caller's headers. */
export interface EarlyReadRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
}

/**
 * One string per request, equal for the same URL (as `resolve` makes it), body and headers in any
 * order.
 */
export const requestKey = (
  { url, body, headers }: EarlyReadRequest,
  resolve: (url: string) => string = (same) => same,
): string =>
  JSON.stringify([
    resolve(url),
    body,
    Object.entries(headers)
      .map(([name, value]) => [name.toLowerCase(), value])
      // By code unit: the first localeCompare of a page loads the collation data, 70 to 100 ms on
      // the bench's phone before the list is asked for (docs/decisions.md, 'The app starts after
      // the first screen').
      .sort(([a = ''], [b = '']) => (a < b ? -1 : a > b ? 1 : 0)),
  ]);

/**
 * The home page's project list as a guest's read-ahead asks for it in `language` (no token: a
 * member's read carries one, so it does not match and is sent as before), from a config.json body
 * not checked yet; null when it lacks what the request needs (the shell's start-up then reports
 * the config).
 */
export const homeReadRequest = (config: unknown, language: Language): EarlyReadRequest | null => {
  if (!isRecord(config) || !isRecord(config.api)) return null;
  const { apiBaseUrl, churchRewriteId } = config;
  const path = config.api.get_project_info_list;
  if (typeof apiBaseUrl !== 'string' || typeof path !== 'string') return null;
  if (typeof churchRewriteId !== 'string') return null;
  return {
    url: `${apiBaseUrl}${path}`,
    body: JSON.stringify(projectListBody({ churchRewriteId })),
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'Accept-Language': language,
    },
  };
};

/** The element of the page that holds a host's answer to the home read. */
export const PAGE_READ_ID = 'eo-page-read';

/** A host's answer to a read, as the page carries it. */
export interface PageReadAnswer {
  /** `requestKey` of the request it answers, with its URL as config.json writes it. */
  request: string;
  status: number;
  body: string;
}

/**
 * The data block carrying `answer` in the page: JSON the browser never runs (no script under the
 * CSP), with every `<` escaped, so no text of the answer can close the element or open another.
 */
export const pageReadMarkup = (request: EarlyReadRequest, status: number, body: string): string => {
  const answer: PageReadAnswer = { request: requestKey(request), status, body };
  return `<script type="application/json" id="${PAGE_READ_ID}">${JSON.stringify(answer).replace(/</g, '\\u003c')}</script>`;
};
