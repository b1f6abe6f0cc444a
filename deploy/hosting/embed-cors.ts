import cors from 'cors';
import type { RequestHandler } from 'express';
import type { HostingSettings } from './settings';

// The giving widget on a church website (README: embedding the giving widget).
export const embedCors = (settings: HostingSettings): RequestHandler => {
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
    res.vary('Origin');
    if (settings.embedOrigins.includes(req.get('origin') ?? '')) return listed(req, res, next);
    if (req.method === 'OPTIONS') return res.status(204).end();
    next();
  };
};
