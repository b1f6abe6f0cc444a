import type { Request } from 'express';
import type { Settings } from './settings';

/**
 * The origin the browser reached this server on, when it is one of `settings.publicOrigins`, else
 * `settings.publicOrigin`: URLs handed back to the browser (transfer page, gateway return, result
 * pages) then lead to the origin the donor started from, whose storage holds their session, and
 * never to a host a forged Host header names.
 */
export const requestOrigin = (req: Request, settings: Settings): string => {
  const host = req.get('host');
  if (!host) return settings.publicOrigin;
  try {
    const candidate = new URL(`${req.protocol}://${host}`).origin;
    return settings.publicOrigins.includes(candidate) ? candidate : settings.publicOrigin;
  } catch {
    return settings.publicOrigin;
  }
};
