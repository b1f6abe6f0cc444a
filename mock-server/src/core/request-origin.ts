import type { Request } from 'express';
import type { Settings } from './settings';

export const hostOrigin = (req: Request): string | null => {
  const host = req.get('host');
  if (!host) return null;
  try {
    return new URL(`${req.protocol}://${host}`).origin;
  } catch {
    return null;
  }
};

/** URLs lead back to the origin whose storage holds the donor's session, never a forged Host. */
export const requestOrigin = (req: Request, settings: Settings): string => {
  const candidate = hostOrigin(req);
  return candidate !== null && settings.publicOrigins.includes(candidate)
    ? candidate
    : settings.publicOrigin;
};
