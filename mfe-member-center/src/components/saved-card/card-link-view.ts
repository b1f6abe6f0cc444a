import { ROUTES } from '@eoffering/shared';

/** spec 9: the local-storage key that says where the card-binding result page returns. */
export const CARD_LINK_VIEW_KEY = 'cardLinkView';
/** Set by the member centre before binding a card; the payment step sets `payment`. */
export const CARD_LINK_VIEW_MEMBER = 'member';
const CARD_LINK_VIEW_PAYMENT = 'payment';

/**
 * spec 2: the card-binding result's return button goes back to the payment step when the binding
 * started there, and otherwise to the member centre (also when the flag is missing).
 */
export const cardLinkReturn = (view: string | null): string =>
  view === CARD_LINK_VIEW_PAYMENT ? ROUTES.paymentMethods.build({}) : ROUTES.memberHome.build({});
