import type { RequestHandler } from 'express';
import type { Settings } from '../core/settings';

/**
 * CORS for the giving widget on a church website (README: embedding the giving widget): the
 * origins of `settings.embedOrigins` may read config.json, the project list (a JSON POST, so its
 * preflight too) and the project images, without cookies. Any other origin, and any other path,
 * gets no CORS header, so the browser keeps the answer from the page.
 */
export const embedCors = (settings: Settings): RequestHandler => {
  const paths = new Set([`${settings.basePath}/config.json`, settings.api.get_project_info_list]);
  const shared = (path: string): boolean => paths.has(path) || path.startsWith('/media/');
  return (req, res, next) => {
    if (!shared(req.path)) return next();
    // Caches keep one answer per asking origin.
    res.vary('Origin');
    const origin = req.get('origin');
    const allowed = origin !== undefined && settings.embedOrigins.includes(origin);
    if (allowed) res.set('Access-Control-Allow-Origin', origin);
    if (req.method !== 'OPTIONS') return next();
    if (allowed) {
      res.set({
        'Access-Control-Allow-Methods': 'GET, POST',
        'Access-Control-Allow-Headers': 'Content-Type',
        'Access-Control-Max-Age': '600',
      });
    }
    res.status(204).end();
  };
};
