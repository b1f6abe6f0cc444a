import type { Request } from 'express';
import { hostOrigin } from '@eoffering/deploy/hosting/alias-redirect';
import type { Settings } from './settings';

/** URLs lead back to the origin whose storage holds the donor's session, never a forged Host. */
export const requestOrigin = (req: Request, settings: Settings): string => {
  const candidate = hostOrigin(req);
  return candidate !== null && settings.publicOrigins.includes(candidate)
    ? candidate
    : settings.publicOrigin;
};

/** A page of the app (a path built from mfe-shared's route table) at the donor's `origin`. */
export const appPageUrl = (settings: Settings, origin: string, path: string): string =>
  `${origin}${settings.basePath}${path}`;
