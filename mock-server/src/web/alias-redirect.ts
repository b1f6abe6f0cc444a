import type { RequestHandler } from 'express';
import { hostOrigin } from '../core/request-origin';
import type { Settings } from '../core/settings';
import { isNavigation } from './static-apps';

/** Paths a browser never navigates to: API calls, sign-in, the simulator and dev actions. */
const MACHINE_PATHS = /^\/(api|auth|signin|gateway|dev)(\/|$)/;

/**
 * The other names of this server (`settings.publicOrigins` besides `publicOrigin`, e.g.
 * http://127.0.0.1:3000 when the public origin is http://localhost:3000) answer a browser's page
 * request with a permanent redirect to the same path on the public origin, before the app starts
 * there (files and API calls are answered where they are asked, e.g. the widget's). Guest passes (cookies), the saved order and the sign-in (localStorage) and the gateway
 * pages' `form-action` are all per origin: a donor kept on one origin never loses them half-way
 * through a payment (docs/decisions.md, "One origin for the donor").
 */
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
