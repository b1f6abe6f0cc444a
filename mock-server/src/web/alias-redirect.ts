import type { RequestHandler } from 'express';
import { hostOrigin } from '../core/request-origin';
import type { Settings } from '../core/settings';
import { isNavigation } from './static-apps';

const MACHINE_PATHS = /^\/(api|auth|signin|gateway|dev)(\/|$)/;

// Guest passes, the saved order and the sign-in are per origin: page requests on another name of
// this server go to the public origin (docs/decisions.md, "One origin for the donor").
export const aliasRedirect = (settings: Settings): RequestHandler => {
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
