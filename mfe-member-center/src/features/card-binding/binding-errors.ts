/**
 * spec 2 and 8: what a failed card binding says. Only these texts of the card page's return
 * (the `/cardlink_error/{errorMsg}` segment, or a card's `cardlink_result`) are shown, each in the
 * user's language; anything else in the address is never echoed onto the page.
 */
const CATALOGUE: Readonly<Record<string, string>> = {
  'card binding failure': 'cardLink.error.failure',
  'card declined by the issuer': 'cardLink.error.declined',
};

/** The i18n key of a binding failure's explanation; an unknown text gets the general one. */
export const bindingErrorKey = (text: string): string =>
  CATALOGUE[text.trim().toLowerCase()] ?? 'cardLink.error.unknown';
