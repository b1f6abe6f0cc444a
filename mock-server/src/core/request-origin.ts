import type { Request } from 'express';
import type { Settings } from './settings';

/** The origin the request's Host header names, or null when it names none. */
export const hostOrigin = (req: Request): string | null => {
  const host = req.get('host');
  if (!host) return null;
  try {
    return new URL(`${req.protocol}://${host}`).origin;
  } catch {
    return null;
  }
};

/**
 * The origin the browser reached this server on, when it is one of `settings.publicOrigins`, else
 * `settings.publicOrigin`: URLs handed back to the browser (transfer page, gateway return, result
 * pages) then lead to the origin the donor started from, whose storage holds their session, and
 * never to a host a forged Host header names.
 */
export const requestOrigin = (req: Request, settings: Settings): string => {
  const candidate = hostOrigin(req);
  return candidate !== null && settings.publicOrigins.includes(candidate)
    ? candidate
    : settings.publicOrigin;
};
