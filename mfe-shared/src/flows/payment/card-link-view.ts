import { ROUTES } from '@eoffering/shared';

/** docs/screens/giving.md: the local-storage key that says where the card-binding result page returns. */
const CARD_LINK_VIEW_KEY = 'cardLinkView';

/** Where a card binding started: the member centre or the payment step (docs/screens/giving.md). */
export type CardLinkView = 'member' | 'payment';

/** Remembers where a card binding starts, just before the donor leaves for the bank's page. */
export const rememberCardLinkView = (view: CardLinkView): void => {
  localStorage.setItem(CARD_LINK_VIEW_KEY, view);
};

/**
 * docs/screens/giving.md: the card-binding result's return button goes back to the payment step when the binding
 * started there, and otherwise to the member centre (also when the flag is missing or unknown).
 */
export const cardLinkReturnPath = (): string =>
  localStorage.getItem(CARD_LINK_VIEW_KEY) === 'payment'
    ? ROUTES.paymentMethods.build({})
    : ROUTES.memberHome.build({});
