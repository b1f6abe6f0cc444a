import type { RequestHandler } from 'express';
import type { Settings } from '../core/settings';

/** The origin of an absolute URL; null for a path on this server. */
const originOf = (url: string): string | null => {
  if (!/^https?:\/\//i.test(url)) return null;
  return new URL(url).origin;
};

const unique = (values: Array<string | null>): string[] => [
  ...new Set(values.filter((value): value is string => value !== null)),
];

/**
 * Content-Security-Policy of every page (docs/security-model.md): scripts only from this server and
 * the configured remotes (no inline script, no eval), forms only to this server and the payment
 * gateway, framing only by this server and the configured main site.
 */
export const contentSecurityPolicy = (settings: Settings): string => {
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

/**
 * Headers of every answer, by name: cheap on JSON, required on every HTML page. The nginx
 * configuration sends the same, generated from here (deploy/nginx/serve-nginx.ts).
 */
export const securityHeaderValues = (settings: Settings): Record<string, string> => ({
  'Content-Security-Policy': contentSecurityPolicy(settings),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
});

export const securityHeaders = (settings: Settings): RequestHandler => {
  const headers = securityHeaderValues(settings);
  return (_req, res, next) => {
    res.set(headers);
    next();
  };
};
