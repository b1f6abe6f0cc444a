import { ROUTES } from '@eoffering/shared/routes';
import type { Settings } from '../core/settings';

/**
 * docs/screens/shell.md: the app is served under the configured base path; docs/screens/giving.md route table. `origin` is the
 * allowed public origin the donor's request came in on (`request-origin.ts`): a payment started
 * at http://127.0.0.1:3000 comes back there, not to a loopback alias whose storage has no session.
 */
const app = (settings: Settings, origin: string, path: string): string =>
  `${origin}${settings.basePath}${path}`;

/** docs/screens/giving.md: the transfer (virtual account) info page, the post_url of a VACC giving. */
export const transferPageUrl = (settings: Settings, origin: string, orderInfoAid: number): string =>
  app(settings, origin, ROUTES.transferInfo.build({ orderInfoAid }));

/** docs/screens/giving.md: the transaction result page, which polls the giving's status. */
export const resultPageUrl = (settings: Settings, origin: string, offeringAid: number): string =>
  app(settings, origin, ROUTES.givingResult.build({ offeringAid }));

/** docs/screens/giving.md: the generic transaction error page. */
export const resultErrorPageUrl = (settings: Settings, origin: string, message: string): string =>
  app(settings, origin, ROUTES.givingResultError.build({ errorMsg: message }));

/** docs/screens/giving.md: the result of a recurring card auto-debit setting. */
export const achResultPageUrl = (settings: Settings, origin: string, achAid: number): string =>
  app(settings, origin, ROUTES.recurringResult.build({ achAid }));

/** docs/screens/giving.md: card-binding result and failure pages. */
export const cardlinkPageUrl = (settings: Settings, origin: string, cardlinkAid: number): string =>
  app(settings, origin, ROUTES.cardLink.build({ cardlinkAid }));
export const cardlinkErrorPageUrl = (settings: Settings, origin: string, message: string): string =>
  app(settings, origin, ROUTES.cardLinkError.build({ errorMsg: message }));
