import type { Request } from 'express';
import {
  addressLanguage,
  detectLanguage,
  homeReadRequest,
  pageReadMarkup,
} from '@eoffering/shared/hosting';
import { runtimeConfig } from './runtime-config';
import type { HostingSettings } from './settings';

// docs/decisions.md, 'The project list in the page': the home page's answer carries the project
// list its first screen is drawn from, read by the host as the page's early script would ask for
// it, so the browser paints the cards without that round trip.

/** Past this the page goes without its list, and the browser asks for it as before. */
export const PAGE_READ_TIMEOUT_MS = 300;

/**
 * This server, at the address and port the request reached it on. Never the Host header, which a
 * client writes: the host would post wherever a stranger pointed it and put the answer in a page.
 */
const ownOrigin = (req: Request): string => {
  const address = (req.socket.localAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  return `http://${address.includes(':') ? `[${address}]` : address}:${req.socket.localPort}`;
};

/** The browser's languages as it sends them, most wanted first; none without the header. */
const browserLanguages = (req: Request): string[] =>
  req.get('accept-language') ? req.acceptsLanguages() : [];

/**
 * The data block answering the home page's project list for the page at `req`, in the language
 * the page will start in as far as the request tells (its `lang` parameter, else the browser's);
 * empty when the config cannot make the request or the answer is not a success in time.
 */
export const pageRead = async (settings: HostingSettings, req: Request): Promise<string> => {
  const href = new URL(req.originalUrl, settings.publicOrigin).href;
  // The page's stored choice of language is the browser's to know: when it differs, the early
  // script finds this answer is not its request and asks as before.
  const language = addressLanguage(href) ?? detectLanguage(browserLanguages(req));
  const request = homeReadRequest(runtimeConfig(settings), language);
  if (!request) return '';
  try {
    const answer = await fetch(new URL(request.url, ownOrigin(req)), {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(PAGE_READ_TIMEOUT_MS),
    });
    if (!answer.ok) return '';
    // Compact: the page carries the answer's data, not the backend's indentation.
    const body = JSON.stringify(JSON.parse(await answer.text()));
    return pageReadMarkup(request, answer.status, body);
  } catch {
    return '';
  }
};
