import { ROUTES } from '@eoffering/shared/routes';
import type { Settings } from '../core/settings';

/** spec 1: the app is served under the configured base path; spec 2 route table. */
const app = (settings: Settings, path: string): string =>
  `${settings.publicOrigin}${settings.basePath}${path}`;

/** spec 2: the transfer (virtual account) info page, the post_url of a VACC giving. */
export const transferPageUrl = (settings: Settings, orderInfoAid: number): string =>
  app(settings, ROUTES.transferInfo.build({ orderInfoAid }));

/** spec 2: the transaction result page, which polls the giving's status. */
export const resultPageUrl = (settings: Settings, offeringAid: number): string =>
  app(settings, ROUTES.givingResult.build({ offeringAid }));

/** spec 2: the generic transaction error page. */
export const resultErrorPageUrl = (settings: Settings, message: string): string =>
  app(settings, ROUTES.givingResultError.build({ errorMsg: message }));

/** spec 2: the result of a recurring card auto-debit setting. */
export const achResultPageUrl = (settings: Settings, achAid: number): string =>
  app(settings, ROUTES.recurringResult.build({ achAid }));

/** spec 2: card-binding result and failure pages. */
export const cardlinkPageUrl = (settings: Settings, cardlinkAid: number): string =>
  app(settings, ROUTES.cardLink.build({ cardlinkAid }));
export const cardlinkErrorPageUrl = (settings: Settings, message: string): string =>
  app(settings, ROUTES.cardLinkError.build({ errorMsg: message }));
