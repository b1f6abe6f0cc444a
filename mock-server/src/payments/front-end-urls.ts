import { ROUTES } from '@eoffering/shared/routes';
import type { Settings } from '../core/settings';

// `origin` is the one the donor came in on (`request-origin.ts`), whose storage holds the session.
const app = (settings: Settings, origin: string, path: string): string =>
  `${origin}${settings.basePath}${path}`;

export const transferPageUrl = (settings: Settings, origin: string, orderInfoAid: number): string =>
  app(settings, origin, ROUTES.transferInfo.build({ orderInfoAid }));

export const resultPageUrl = (settings: Settings, origin: string, offeringAid: number): string =>
  app(settings, origin, ROUTES.givingResult.build({ offeringAid }));

export const resultErrorPageUrl = (settings: Settings, origin: string, message: string): string =>
  app(settings, origin, ROUTES.givingResultError.build({ errorMsg: message }));

export const achResultPageUrl = (settings: Settings, origin: string, achAid: number): string =>
  app(settings, origin, ROUTES.recurringResult.build({ achAid }));

export const cardlinkPageUrl = (settings: Settings, origin: string, cardlinkAid: number): string =>
  app(settings, origin, ROUTES.cardLink.build({ cardlinkAid }));
export const cardlinkErrorPageUrl = (settings: Settings, origin: string, message: string): string =>
  app(settings, origin, ROUTES.cardLinkError.build({ errorMsg: message }));
