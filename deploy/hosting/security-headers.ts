import type { RequestHandler } from 'express';
import type { HostingSettings } from './settings';

const originOf = (url: string): string | null => {
  if (!/^https?:\/\//i.test(url)) return null;
  return new URL(url).origin;
};

const unique = (values: Array<string | null>): string[] => [
  ...new Set(values.filter((value): value is string => value !== null)),
];

// docs/security-model.md.
export const contentSecurityPolicy = (settings: HostingSettings): string => {
  const remotes = unique([
    originOf(settings.remotes.giving.manifestUrl),
    originOf(settings.remotes.memberCenter.manifestUrl),
  ]);
  // The report URL may sit elsewhere (docs/deploying-a-remote.md): the beacon must reach it.
  const api = unique([originOf(settings.apiBaseUrl), originOf(settings.reportUrl ?? '')]);
  const gateway = unique([settings.gateway.origin]);
  const mainSite = unique([settings.mainSiteOrigin]);
  const list = (...sources: string[]): string => sources.join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list(`'self'`, ...remotes)}`,
    `style-src ${list(`'self'`, ...remotes)}`,
    `img-src ${list(`'self'`, 'data:', ...remotes)}`,
    `font-src ${list(`'self'`, ...remotes)}`,
    `connect-src ${list(`'self'`, ...remotes, ...api)}`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action ${list(`'self'`, ...gateway)}`,
    `frame-ancestors ${list(`'self'`, ...mainSite)}`,
  ].join('; ');
};

// scripts/serve-nginx.ts generates the nginx configuration's headers from here.
export const securityHeaderValues = (settings: HostingSettings): Record<string, string> => ({
  'Content-Security-Policy': contentSecurityPolicy(settings),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
});

export const securityHeaders = (settings: HostingSettings): RequestHandler => {
  const headers = securityHeaderValues(settings);
  return (_req, res, next) => {
    res.set(headers);
    next();
  };
};
