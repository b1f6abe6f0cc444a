import type { Settings } from '../core/settings';

/**
 * A page of the app (a path built from mfe-shared's route table) at `origin`: the one the donor
 * came in on (`request-origin.ts`), whose storage holds the session.
 */
export const appPageUrl = (settings: Settings, origin: string, path: string): string =>
  `${origin}${settings.basePath}${path}`;
