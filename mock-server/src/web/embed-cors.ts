import cors from 'cors';
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
  const listed = cors({
    origin: settings.embedOrigins,
    methods: 'GET, POST',
    allowedHeaders: 'Content-Type',
    maxAge: 600,
  });
  return (req, res, next) => {
    if (!shared(req.path)) return next();
    // Caches keep one answer per asking origin.
    res.vary('Origin');
    if (settings.embedOrigins.includes(req.get('origin') ?? '')) return listed(req, res, next);
    if (req.method === 'OPTIONS') return res.status(204).end();
    next();
  };
};
