import type { Request, RequestHandler } from 'express';
import type { HostingSettings } from './settings';
import { isNavigation } from './static-apps';

/** The origin the request names in its Host header, or null when it names none that parses. */
export const hostOrigin = (req: Request): string | null => {
  const host = req.get('host');
  if (!host) return null;
  try {
    return new URL(`${req.protocol}://${host}`).origin;
  } catch {
    return null;
  }
};

const MACHINE_PATHS = /^\/(api|auth|signin|gateway|dev)(\/|$)/;

// Guest passes, the saved order and the sign-in are per origin: page requests on another name of
// this server go to the public origin (docs/decisions.md, "One origin for the donor").
export const aliasRedirect = (settings: HostingSettings): RequestHandler => {
  const aliases = new Set(settings.publicOrigins.filter((o) => o !== settings.publicOrigin));
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (MACHINE_PATHS.test(req.path) || !isNavigation(req)) return next();
    const origin = hostOrigin(req);
    if (origin === null || !aliases.has(origin)) return next();
    res
      .set('Cache-Control', 'no-store')
      .redirect(308, `${settings.publicOrigin}${req.originalUrl}`);
  };
};
